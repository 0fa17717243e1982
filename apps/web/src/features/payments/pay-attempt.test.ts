import { beforeEach, describe, expect, it } from 'vitest';
import { attemptFor, endAttempt, newIdempotencyKey, pendingOrder, savePendingOrder } from './pay-attempt.ts';
import { payBodySchema } from '@eticket/domain/payments/payment.schemas';

describe('one idempotency key per payment attempt', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('when a key is made, then the server schema accepts it and no two are alike', () => {
    const a = newIdempotencyKey();
    expect(payBodySchema.safeParse({ channel: '1', idempotencyKey: a }).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('when Pay is pressed twice for the same ticket and channel, then the same key is sent', () => {
    const first = attemptFor('700000015', '5');
    expect(attemptFor('700000015', '5').idempotencyKey).toBe(first.idempotencyKey);
  });

  it('when the channel changes or the attempt ended, then a new key is made', () => {
    const first = attemptFor('700000015', '5');
    const other = attemptFor('700000015', '1');
    expect(other.idempotencyKey).not.toBe(first.idempotencyKey);
    endAttempt();
    expect(attemptFor('700000015', '1').idempotencyKey).not.toBe(other.idempotencyKey);
  });

  it('when an order is pending, then it is found only by its own order no', () => {
    savePendingOrder({ orderNo: 'P20260101ABCDEFGHIJ', noticeNo: '700000015', channel: '5' });
    expect(pendingOrder('P20260101ABCDEFGHIJ')?.noticeNo).toBe('700000015');
    expect(pendingOrder('P20260101XXXXXXXXXX')).toBeNull();
  });
});
