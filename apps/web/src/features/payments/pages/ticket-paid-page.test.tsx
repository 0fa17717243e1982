import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { TicketPaymentView } from '@eticket/domain/payments/payment.schemas';
import type { TicketView } from '@eticket/domain/tickets/ticket-view.schemas';
import en from '../locales/en.json';
import TicketPaidPage from './ticket-paid-page.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { sameInEvery, ticketView } from '../../../test/ticket-view.ts';

const l = sameInEvery;
const TICKET = ticketView({
  status: 'IN_TRANSACTION',
  statusLabel: sameInEvery('Transaction in progress'),
  payable: false,
});

function renderPaid(client?: QueryClient) {
  renderWithTexts(<TicketPaidPage />, '/ticket/paid', 'payments', en, client);
}

const PAYMENT: TicketPaymentView = {
  transactionNo: 'T20260203000001',
  orderNo: 'P20260203ABCDEFGHIJ',
  noticeNo: '700000015',
  vehicleNo: 'AB1234',
  means: { en: 'Visa', 'zh-hk': 'Visa 卡', 'zh-cn': 'Visa 卡' },
  amountCents: 40000,
  paidAt: '2026-02-03T07:00:00.000Z',
};
const CURRENT = 'GET rest/ticket/api/v1/publ/tickets/lookup/current';
/** The server: the look-up re-read, and the ticket's payment. */
const answering = (ticket: TicketView) =>
  fakeApi({
    [CURRENT]: ok({ lookupToken: 'token-a', expiresInSeconds: 500, ticket }),
    'GET rest/ticket/api/v1/publ/tickets/payment': ok(PAYMENT),
  });

describe('the paid ticket page, for a visitor', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('when the stored look-up still says in transaction, then the page shows the status the server has now', async () => {
    window.sessionStorage.setItem(
      'eticket.ticketLookup',
      JSON.stringify({ lookupToken: 'token-a', expiresAt: Date.now() + 600_000, ticket: TICKET }),
    );
    const settled = { ...TICKET, status: 'SETTLED', statusLabel: l('Settled (paid)') };
    const api = answering(settled);
    renderPaid();
    expect(await screen.findByText(/Current status: Settled \(paid\)/)).toBeTruthy();
    expect(String(api.fetch.mock.calls[0]![0])).toBe('/rest/ticket/api/v1/publ/tickets/lookup/current');
    expect(JSON.parse(window.sessionStorage.getItem('eticket.ticketLookup')!).ticket.status).toBe('SETTLED');
  });

  it('when the details page has already read the look-up (a shared query), then the payment and its receipt show, with no error', async () => {
    window.sessionStorage.setItem(
      'eticket.ticketLookup',
      JSON.stringify({ lookupToken: 'token-a', expiresAt: Date.now() + 600_000, ticket: TICKET }),
    );
    const settled = { ...TICKET, status: 'SETTLED', statusLabel: l('Settled'), payable: false };
    answering(settled);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // What the details page leaves in the cache under the look-up's key: the look-up's whole answer.
    client.setQueryData(['tickets', 'lookup', 'current', 'token-a'], {
      lookupToken: 'token-a',
      expiresInSeconds: 500,
      ticket: settled,
    });
    renderPaid(client);
    expect(await screen.findByText('P20260203ABCDEFGHIJ')).toBeTruthy();
    expect(screen.getByText('Visa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
    expect(await screen.findByText(/Current status: Settled/)).toBeTruthy();
  });
});
