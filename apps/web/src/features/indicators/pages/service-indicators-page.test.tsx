import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceIndicators } from '@eticket/domain/indicators/service-indicators.schemas';
import { resetRequestState } from '../../../lib/api-client.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const URL = 'GET rest/content/api/v1/publ/service-indicators';

const counted: ServiceIndicators = {
  countedAt: '2026-11-28T04:05:00.000Z',
  eTicketHandOff: { periodHours: 24, withinSeconds: 10, messages: 1250, inTime: 1242, percent: 99.3 },
  onlinePayments: { periodHours: 1, succeeded: 48, failed: 1, notCompleted: 3, percent: 97.9 },
  disputeDecisions: { periodDays: 30, decided: 17, medianDays: 6.5 },
  lookUpAvailability: {
    periodDays: 30,
    since: '2026-10-29T04:05:00.000Z',
    slots: 8640,
    available: 8634,
    percent: 99.9,
  },
};

const nothing: ServiceIndicators = {
  countedAt: '2026-11-28T04:05:00.000Z',
  eTicketHandOff: { periodHours: 24, withinSeconds: 10, messages: 0, inTime: 0, percent: null },
  onlinePayments: { periodHours: 1, succeeded: 0, failed: 0, notCompleted: 0, percent: null },
  disputeDecisions: { periodDays: 30, decided: 0, medianDays: null },
  lookUpAvailability: { periodDays: 30, since: null, slots: 0, available: 0, percent: null },
};

function cardOf(name: string) {
  return screen.getByRole('region', { name });
}

beforeEach(() => resetRequestState());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ServiceIndicatorsPage', () => {
  it('when the numbers are counted, then each shows its figure, what it counts and over which period, and a link to the JSON', async () => {
    await changeLanguage('en');
    fakeApi({ [URL]: ok(counted), '* *': ok(null) });
    renderApp('/service-indicators');
    const handOff = await screen.findByRole('region', { name: 'E-tickets sent within 10 seconds' });
    expect(within(handOff).getByText('99.3 %')).toBeTruthy();
    expect(handOff.textContent).toContain('1,242 of 1,250 e-ticket messages of the last 24 hours');
    const payments = cardOf('Online payments that succeeded');
    expect(payments.textContent).toContain('48 of 49 online payments that ended in the last hour succeeded');
    expect(payments.textContent).toContain('3 payments cancelled or left unfinished');
    expect(within(cardOf('Time to decide a dispute')).getByText('6.5 days')).toBeTruthy();
    const availability = cardOf('Ticket look-up available');
    expect(availability.textContent).toContain('8,634 of 8,640 checks since 29/10/2026 12:05');
    expect(screen.getByText('Counted at 28/11/2026 12:05 (Hong Kong time).')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'The same numbers as open data (JSON)' }).getAttribute('href'),
    ).toBe('/rest/content/api/v1/publ/service-indicators');
  });

  it('when nothing happened in a period, then it says so rather than showing 0 % or 100 %', async () => {
    await changeLanguage('zh-hk');
    fakeApi({ [URL]: ok(nothing), '* *': ok(null) });
    renderApp('/service-indicators');
    await screen.findByText('過去24小時沒有發出電子告票。');
    expect(screen.getAllByText('期間內沒有個案')).toHaveLength(4);
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByText('告票查核服務尚未接受檢查。')).toBeTruthy();
  });
});
