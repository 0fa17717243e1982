import { describe, expect, it } from 'vitest';
import { canTransition, paymentRefusal, TICKET_STATUSES } from './ticket-status-rules.ts';
import { TICKET_STATUS_CATALOGUE } from '../params/ticket-statuses.ts';

describe('paymentRefusal', () => {
  it.each([
    ['UNPAID', null],
    ['OVERDUE', null],
    ['SETTLED', 'TICKET_ALREADY_PAID'],
    ['IN_TRANSACTION', 'PAYMENT_IN_PROGRESS'],
    ['UNDER_INVESTIGATION', null],
    ['INVESTIGATION_COMPLETED', null],
    ['CANCELLED_AFTER_INVESTIGATION', 'TICKET_NOT_PAYABLE'],
    ['PAY_AT_COURT_SHROFF', 'TICKET_NOT_PAYABLE'],
    ['REFUNDED', 'TICKET_NOT_PAYABLE'],
    ['nonsense', 'TICKET_NOT_PAYABLE'],
  ])('when the ticket is %s, then paying is refused with %s', (status, refusal) => {
    expect(paymentRefusal(status)).toBe(refusal);
  });
});

describe('canTransition', () => {
  it.each([
    ['UNPAID', 'UNDER_INVESTIGATION', true],
    ['UNDER_INVESTIGATION', 'CANCELLED_AFTER_INVESTIGATION', true],
    ['SETTLED', 'REFUND_IN_PROCESS', true],
    ['REFUND_IN_PROCESS', 'REFUNDED', true],
    ['UNPAID', 'SETTLED', false],
    ['UNPAID', 'IN_TRANSACTION', false],
    ['REFUNDED', 'UNPAID', false],
    ['IN_TRANSACTION', 'OVERDUE', false],
    ['toString', 'UNPAID', false],
  ])('when %s moves to %s, then allowed=%s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('when the status list is compared with the catalogue, then they are the same codes', () => {
    expect([...TICKET_STATUSES].sort()).toEqual(TICKET_STATUS_CATALOGUE.map((e) => e.code).sort());
  });
});
