import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from '../locales/en.json';
import zhHk from '../locales/zh-hk.json';
import zhCn from '../locales/zh-cn.json';
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

describe('my unsigned dispute of the ticket (ADR 0046)', () => {
  const DRAFT = { reference: 'D0000000042', expiresAt: '2026-11-29T03:30:00.000Z' };

  /** The ticket's page, logged in, in English, for a caller with an unsigned dispute of it. */
  async function openWithDraft() {
    await changeLanguage('en');
    signIn();
    fakeApi({
      [ONE]: ok({ ...TICKET, disputeDraft: DRAFT }),
      [TIMELINE]: ok({ items: [] }),
      '* *': ok(null),
    });
    return renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
  }

  it('when my dispute was left unsigned (the signature cancelled), then the ticket offers to continue signing it or start again, not a new dispute', async () => {
    const router = await openWithDraft();
    const resume = await screen.findByRole('button', { name: en.actions.continueSigning });
    expect(screen.getByRole('button', { name: en.actions.startAgain })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.actions.dispute })).toBeNull();
    expect(screen.getByText(/D0000000042 of this ticket is not signed yet/).textContent).toContain(
      'until 29/11/2026 11:30',
    );
    fireEvent.click(resume);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/iam-smart/sign'));
    expect(router.state.location.search).toBe('?reference=D0000000042');
  });

  it('when I start again, then the dispute form opens on the draft, to replace it', async () => {
    const router = await openWithDraft();
    fireEvent.click(await screen.findByRole('button', { name: en.actions.startAgain }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/dispute'));
    expect(router.state.location.search).toBe(`?noticeNo=${TICKET.noticeNo}&draft=D0000000042`);
  });

  it('when there is no live draft (none, or expired: the server sends none), then the ticket offers a dispute, in Chinese too', async () => {
    await changeLanguage('zh-cn');
    signIn();
    fakeApi({ [ONE]: ok({ ...TICKET, disputeDraft: null }), [TIMELINE]: ok({ items: [] }) });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByRole('button', { name: zhCn.actions.dispute });
    expect(screen.queryByRole('button', { name: zhCn.actions.continueSigning })).toBeNull();
    expect(screen.queryByRole('button', { name: zhCn.actions.startAgain })).toBeNull();
    await changeLanguage('en');
  });

  it('when the ticket is no longer disputable, then its draft is not offered either', async () => {
    await changeLanguage('en');
    signIn();
    fakeApi({
      [ONE]: ok({ ...TICKET, status: 'SETTLED', payable: false, disputeDraft: DRAFT }),
      [TIMELINE]: ok({ items: [] }),
    });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByRole('button', { name: en.actions.downloadNotice });
    expect(screen.queryByRole('button', { name: en.actions.continueSigning })).toBeNull();
  });
});

describe('a possible duplicate ticket (ADR 0062)', () => {
  it('when the ticket is the later of a pair, then it shows the mark and the step, and its dispute opens on the duplicate ground', async () => {
    await changeLanguage('en');
    signIn();
    fakeApi({
      [ONE]: ok({ ...TICKET, possibleDuplicateOf: '700000023', duplicateDisputable: true }),
      [TIMELINE]: ok({
        items: [
          { event: 'ISSUED', at: '2026-02-03T06:40:00.000Z' },
          { event: 'POSSIBLE_DUPLICATE', at: '2026-02-03T06:40:00.000Z' },
        ],
      }),
    });
    const router = renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(en.fields.possibleDuplicate);
    expect(valueOf(en.fields.possibleDuplicate)).toBe('Possible duplicate of notice 700000023');
    expect(await screen.findByText(en.timeline.events.POSSIBLE_DUPLICATE)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: en.actions.dispute }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket/dispute'));
    expect(router.state.location.search).toBe(`?noticeNo=${TICKET.noticeNo}&duplicateOf=700000023`);
  });

  it('when the ticket is the earlier of a pair, then it shows the mark in Chinese and its dispute is an ordinary one', async () => {
    await changeLanguage('zh-hk');
    signIn();
    fakeApi({
      [ONE]: ok({ ...TICKET, possibleDuplicateOf: '700000023', duplicateDisputable: false }),
      [TIMELINE]: ok({ items: [] }),
    });
    const router = renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(zhHk.fields.possibleDuplicate);
    expect(valueOf(zhHk.fields.possibleDuplicate)).toBe('可能與告票 700000023 重複');
    fireEvent.click(await screen.findByRole('button', { name: zhHk.actions.dispute }));
    await waitFor(() => expect(router.state.location.search).toBe(`?noticeNo=${TICKET.noticeNo}`));
    await changeLanguage('en');
  });

  it('when the ticket is not a possible duplicate, then no mark shows', async () => {
    await changeLanguage('en');
    signIn();
    fakeApi({ [ONE]: ok(TICKET), [TIMELINE]: ok({ items: [] }) });
    renderApp(`/ticket/list-detail?noticeNo=${TICKET.noticeNo}`);
    await screen.findByText(TICKET.noticeNo);
    expect(screen.queryByText(en.fields.possibleDuplicate)).toBeNull();
  });
});
