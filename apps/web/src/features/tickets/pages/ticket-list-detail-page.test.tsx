import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import en from '../locales/en.json';
import zhHk from '../locales/zh-hk.json';
import { changeLanguage } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ticketView } from '../../../test/ticket-view.ts';

const TICKET = ticketView();
const ONE = 'GET rest/ticket/api/v1/publ/tickets/{noticeNo}';
const TIMELINE = 'GET rest/ticket/api/v1/publ/tickets/{noticeNo}/timeline';

function signIn() {
  setSession('token', 'tok');
  setSession('actionTime', Date.now());
  setSession('userInfo', { name: 'LAU', agentId: 7, roleType: 'OAD' });
}

/** The description row of a label: its value. */
const valueOf = (label: string) => screen.getByText(label).closest('div')!.querySelector('dd')!.textContent;

describe('one of my tickets, for its owner', () => {
  it('when the driving logs knew who was on duty, then the owner sees the masked driver and his period', async () => {
    await changeLanguage('en');
    signIn();
    fakeApi({
      [ONE]: ok({
        ...TICKET,
        driverOnDuty: {
          driverName: 'NG K*** W**',
          startedAt: '2026-03-02T06:00:00.000Z',
          endedAt: '2026-03-02T07:15:00.000Z',
        },
      }),
      [TIMELINE]: ok({ items: [] }),
    });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(en.fields.driverOnDuty);
    const value = valueOf(en.fields.driverOnDuty)!;
    expect(value).toContain('NG K*** W**');
    expect(value).toMatch(/02\/03\/2026 14:00.*15:15/);
  });

  it('when the driver is still on duty, then the period reads from its start, in Chinese too', async () => {
    await changeLanguage('zh-hk');
    signIn();
    fakeApi({
      [ONE]: ok({
        ...TICKET,
        driverOnDuty: { driverName: 'NG K*** W**', startedAt: '2026-03-02T06:00:00.000Z', endedAt: null },
      }),
      [TIMELINE]: ok({ items: [] }),
    });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(zhHk.fields.driverOnDuty);
    expect(valueOf(zhHk.fields.driverOnDuty)).toMatch(/^NG K\*\*\* W\*\*（由 .+ 起當值）$/);
    await changeLanguage('en');
  });

  it('when no driver is known (or the role is not the owner), then no driver row shows', async () => {
    await changeLanguage('en');
    signIn();
    fakeApi({ [ONE]: ok({ ...TICKET, driverOnDuty: null }), [TIMELINE]: ok({ items: [] }) });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(TICKET.noticeNo);
    expect(screen.queryByText(en.fields.driverOnDuty)).toBeNull();
  });

  it('when the owner named the driver of this moving offence, then the details say it was transferred to the driver', async () => {
    await changeLanguage('zh-hk');
    signIn();
    fakeApi({
      [ONE]: ok({ ...TICKET, driverOnDuty: null, transferredToDriver: true }),
      [TIMELINE]: ok({ items: [] }),
    });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(zhHk.fields.liability);
    expect(valueOf(zhHk.fields.liability)).toBe(zhHk.transferredToDriver);
  });
});
