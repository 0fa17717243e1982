import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import en from '../locales/en.json';
import { loadLookup, saveLookup } from '../../../lib/lookup-storage.ts';
import { CONFIRMING_POLL_MS } from '../../../lib/current-lookup.ts';
import TicketDetailsPage from './ticket-details-page.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderApp, renderWithTexts } from '../../../test/render-app.tsx';
import { sameInEvery, ticketView } from '../../../test/ticket-view.ts';

function renderDetails() {
  renderWithTexts(<TicketDetailsPage />, '/ticket/details', 'tickets', en);
}

const CURRENT = 'GET rest/ticket/api/v1/publ/tickets/lookup/current';
const l = sameInEvery;
const TICKET = ticketView();

describe('the looked-up ticket’s details', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('when the ticket is payable, then its deadline downloads as a calendar file named by the look-up', async () => {
    const TICKET = ticketView({ paymentDeadline: addDays(hongKongDateOf(new Date()), 5) });
    saveLookup('token-i', 600, TICKET);
    // the test DOM's Blob is not the one fetch's Response makes: the page checks what fetch gives.
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
    URL.createObjectURL = vi.fn(() => 'blob:ics');
    URL.revokeObjectURL = vi.fn();
    const api = fakeApi({
      [CURRENT]: ok({ lookupToken: 'token-i', expiresInSeconds: 500, ticket: TICKET }),
      'GET rest/ticket/api/v1/publ/tickets/calendar': () =>
        new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar' } }),
    });
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: en.actions.calendar }));
    await waitFor(() => expect(api.requests('GET rest/ticket/api/v1/publ/tickets/calendar')).toHaveLength(1));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [request] = api.requests('GET rest/ticket/api/v1/publ/tickets/calendar');
    expect(request?.headers.get('x-lookup-token')).toBe('token-i');
    expect(request?.query.get('noticeNo')).toBeNull();
  });

  it('when the payment deadline has passed, then no calendar reminder is offered though the ticket is payable', async () => {
    const overdue = ticketView({ paymentDeadline: addDays(hongKongDateOf(new Date()), -1) });
    saveLookup('token-p', 600, overdue);
    fakeApi({ [CURRENT]: ok({ lookupToken: 'token-p', expiresInSeconds: 500, ticket: overdue }) });
    renderDetails();
    expect(await screen.findByRole('button', { name: en.actions.pay })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.actions.calendar })).toBeNull();
  });

  it('when the ticket was paid since the look-up, then the page shows the server’s current status, not the stored copy', async () => {
    saveLookup('token-a', 600, TICKET);
    const settled = { ...TICKET, status: 'SETTLED', statusLabel: l('Settled (paid)'), payable: false };
    const api = fakeApi({
      [CURRENT]: ok({ lookupToken: 'token-a', expiresInSeconds: 500, ticket: settled }),
    });
    renderDetails();
    expect(await screen.findByText('Settled (paid)')).toBeTruthy();
    expect(screen.queryByText('Unpaid')).toBeNull();
    const [request] = api.requests(CURRENT);
    expect(request?.headers.get('x-lookup-token')).toBe('token-a');
    expect(loadLookup()?.ticket.status).toBe('SETTLED');
  });

  it('while the ticket is re-read, then the stored copy’s facts show and the actions wait for the server’s answer', async () => {
    saveLookup('token-w', 600, TICKET);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeApi({
      [CURRENT]: async () => {
        await answered;
        return ok({ lookupToken: 'token-w', expiresInSeconds: 500, ticket: TICKET });
      },
    });
    renderDetails();
    expect(await screen.findByText('Nathan Road')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.details.checking);
    expect(screen.queryByRole('button', { name: en.actions.pay })).toBeNull();
    answer();
    expect(await screen.findByRole('button', { name: en.actions.pay })).toBeTruthy();
    expect(screen.queryByText(en.details.checking)).toBeNull();
  });

  it('when a payment is being confirmed, then the page says so and follows the ticket until it is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveLookup('token-c', 600, TICKET);
    const confirming = {
      ...TICKET,
      status: 'IN_TRANSACTION',
      statusLabel: l('Transaction in progress'),
      payable: false,
    };
    const settled = { ...TICKET, status: 'SETTLED', statusLabel: l('Settled (paid)'), payable: false };
    const answers = [confirming, settled];
    const api = fakeApi({
      [CURRENT]: () =>
        ok({ lookupToken: 'token-c', expiresInSeconds: 500, ticket: answers.shift() ?? settled }),
    });
    try {
      renderDetails();
      expect(await screen.findByText(en.refusal.PAYMENT_IN_PROGRESS)).toBeTruthy();
      expect(screen.queryByRole('button', { name: en.actions.pay })).toBeNull();
      await vi.advanceTimersByTimeAsync(CONFIRMING_POLL_MS);
      expect(await screen.findByText('Settled (paid)')).toBeTruthy();
      expect(screen.queryByText(en.refusal.PAYMENT_IN_PROGRESS)).toBeNull();
      await vi.advanceTimersByTimeAsync(CONFIRMING_POLL_MS * 2);
      // Settled: nothing more to follow.
      expect(api.fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the server refuses the token as expired, then the visitor is asked to search again and the copy is dropped', async () => {
    saveLookup('token-old', 600, TICKET);
    fakeApi({ [CURRENT]: refuse('TKT-E-0009', 'Your ticket enquiry has expired.', 403) });
    renderDetails();
    expect(await screen.findByText(en.details.noLookup)).toBeTruthy();
    expect(screen.queryByText('Unpaid')).toBeNull();
    expect(loadLookup()).toBeNull();
  });
});

describe('the headings of a ticket’s page', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/ticket/details', '/ticket/list-detail?noticeNo=700000015'])(
    'when %s shows a ticket, then its title is one heading, not repeated below the banner',
    async (path) => {
      await changeLanguage('en');
      saveLookup('token-a', 600, TICKET);
      setSession('token', 'tok');
      setSession('actionTime', Date.now());
      setSession('userInfo', { name: 'CHAN', agentId: 0, roleType: 'O' });
      fakeApi({
        [CURRENT]: ok({ lookupToken: 'token-a', expiresInSeconds: 500, ticket: TICKET }),
        'GET rest/ticket/api/v1/publ/tickets/{noticeNo}': ok(TICKET),
      });
      renderApp(path);
      await screen.findByText('Nathan Road');
      // The banner's h1 names the page; the facts below it need no second title.
      const main = screen.getByRole('main');
      const title = within(main).getByRole('heading', { level: 1 }).textContent!;
      expect(
        within(main)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual([title]);
    },
  );
});
