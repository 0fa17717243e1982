import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import en from '../locales/en.json';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { sameInEvery } from '../../../test/ticket-view.ts';
import { PaymentOutcomeView } from './payment-outcome-view.tsx';

const item = (noticeNo: string, transactionNo: string) => ({
  kind: 'TICKET' as const,
  noticeNo,
  feeKind: null,
  feeRef: null,
  description: sameInEvery(`Fixed penalty notice ${noticeNo}`),
  amountCents: 40000,
  state: 'PAID' as const,
  transactionNo,
});

const ORDER: PaymentOrderView = {
  orderNo: 'P20260203ABCDEFGHIJ',
  noticeNo: null,
  state: 'SUCCESS',
  channel: '5',
  amountCents: 80000,
  redirectUrl: null,
  expiresAt: '2026-02-03T07:15:00.000Z',
  transactionNo: 'T1',
  paidAt: '2026-02-03T07:00:00.000Z',
  confirmationTo: null,
  items: [item('700000015', 'T1-01'), item('700000026', 'T1-02')],
};

describe('the outcome of an order of several tickets', () => {
  it('when the order paid two tickets, then each is listed with its receipt no, and no single notice no is shown', () => {
    renderWithTexts(
      <PaymentOutcomeView
        answer={{ outcome: 'success', order: ORDER, message: '', code: '0' }}
        access="payer"
        onCheckAgain={() => undefined}
      />,
      '/ticket/pay/result',
      'payments',
      en,
    );
    const list = screen.getByRole('region', { name: /Items in this payment/ });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Fixed penalty notice 700000015');
    expect(rows[1]!.textContent).toContain('T1-02');
    expect(screen.queryByText('Notice No.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download receipt (PDF)' })).toBeTruthy();
  });
});

describe('the outcome of a fee’s order', () => {
  const FEE_ORDER: PaymentOrderView = {
    ...ORDER,
    amountCents: 14000,
    items: [
      {
        kind: 'FEE',
        noticeNo: null,
        feeKind: 'TCR',
        feeRef: 'TCR2026000042',
        description: sameInEvery('Traffic conviction record certificate fee'),
        amountCents: 14000,
        state: 'PAID',
        transactionNo: 'T1-01',
      },
    ],
  };

  it('when the order paid a TCR fee, then the way back to the application is offered, from the slot given', () => {
    const asked: unknown[] = [];
    renderWithTexts(
      <PaymentOutcomeView
        answer={{ outcome: 'success', order: FEE_ORDER, message: '', code: '0' }}
        access="payer"
        onCheckAgain={() => undefined}
        feeLink={(fee) => {
          asked.push(fee);
          return <a href={`/my-account/tcr/detail?id=${fee.feeRef}`}>Back to {fee.feeRef}</a>;
        }}
      />,
      '/ticket/pay/result',
      'payments',
      en,
    );
    expect(asked).toEqual([{ feeKind: 'TCR', feeRef: 'TCR2026000042' }]);
    const link = screen.getByRole('link', { name: 'Back to TCR2026000042' });
    expect(link.getAttribute('href')).toBe('/my-account/tcr/detail?id=TCR2026000042');
    // No way back to a ticket: the order paid none.
    expect(screen.queryByRole('button', { name: en.next.backToTicket })).toBeNull();
  });

  it('when the order paid tickets only, then the fee slot is not asked', () => {
    const asked: unknown[] = [];
    renderWithTexts(
      <PaymentOutcomeView
        answer={{ outcome: 'success', order: ORDER, message: '', code: '0' }}
        access="payer"
        onCheckAgain={() => undefined}
        feeLink={(fee) => {
          asked.push(fee);
          return null;
        }}
      />,
      '/ticket/pay/result',
      'payments',
      en,
    );
    expect(asked).toEqual([]);
  });
});
