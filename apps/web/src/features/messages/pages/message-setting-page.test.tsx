import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type {
  MessageSettingList,
  MessageSettingsBody,
} from '@eticket/domain/messages/message-setting.schemas';
import { resetRequestState } from '../../../lib/api-client.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import MessageSettingPage from './message-setting-page.tsx';

const SAVE = 'PUT rest/notification/api/v1/publ/message/setting';

const SETTINGS: MessageSettingList = {
  language: 'en',
  items: [
    { type: 'TICKET', enabled: true, mandatory: true, channel: 'SMS_EMAIL', daysBefore: null },
    { type: 'DEMAND_NOTICE', enabled: true, mandatory: true, channel: 'SMS_EMAIL', daysBefore: null },
    { type: 'PAYMENT_REMINDER', enabled: true, mandatory: false, channel: 'SMS_EMAIL', daysBefore: 3 },
    { type: 'PAYMENT_RESULT', enabled: true, mandatory: false, channel: 'MESSAGE_BOX', daysBefore: null },
  ],
};

function openSettings() {
  let saved = SETTINGS;
  const api = fakeApi({
    'GET rest/notification/api/v1/publ/message/setting/list': () => ok(saved),
    [SAVE]: (request: FakeRequest) => {
      const body = request.body as MessageSettingsBody;
      saved = {
        language: body.language ?? saved.language,
        items: saved.items.map((s) => ({ ...s, ...body.items.find((i) => i.type === s.type) })),
      } as MessageSettingList;
      return ok(saved);
    },
  });
  renderWithRouter(<MessageSettingPage />, '/my-account/message/setting');
  return api;
}

beforeAll(async () => {
  await import('./message-setting-page.tsx');
}, 60_000);
beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'tok');
  setSession('userInfo', { name: 'CHAN Tai Man', agentId: 0, roleType: 'O' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the message settings', () => {
  it('when opened, then e-tickets and demand notices are always sent and the others can be turned off', async () => {
    openSettings();
    await screen.findByRole('heading', { name: 'Payment reminders' });
    expect(screen.getAllByText('Always sent')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Receive E-tickets' })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: 'Receive Payment results' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('when a reminder is turned off and the language changed, then the whole list is saved with them', async () => {
    const api = openSettings();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Receive Payment reminders' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Traditional Chinese' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your message settings have been saved.');
    const body = api.requests(SAVE)[0]!.body as MessageSettingsBody;
    expect(body.language).toBe('zh-hk');
    expect(body.items).toEqual([
      { type: 'TICKET', enabled: true, channel: 'SMS_EMAIL', daysBefore: null },
      { type: 'DEMAND_NOTICE', enabled: true, channel: 'SMS_EMAIL', daysBefore: null },
      { type: 'PAYMENT_REMINDER', enabled: false, channel: 'SMS_EMAIL', daysBefore: 3 },
      { type: 'PAYMENT_RESULT', enabled: true, channel: 'MESSAGE_BOX', daysBefore: null },
    ]);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Receive Payment reminders' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('when acting as an agent, then only the message box is offered as a channel', async () => {
    setSession('userInfo', { name: 'CHEUNG Siu Fung', agentId: 7, roleType: 'A' });
    openSettings();
    await screen.findByRole('heading', { name: 'Payment reminders' });
    expect(screen.queryByRole('radio', { name: 'Message box, and SMS or e-mail' })).toBeNull();
    expect(screen.getAllByRole('radio', { name: 'Message box only' }).length).toBeGreaterThan(0);
  });
});
