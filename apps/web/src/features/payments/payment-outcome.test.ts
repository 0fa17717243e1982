import { describe, expect, it } from 'vitest';
import { endsAttempt, isFinal, NEXT_STEPS, outcomeOf } from './payment-outcome.ts';

describe('payment answers to views', () => {
  it.each([
    [{ state: 'SUCCESS' as const }, 'success'],
    [{ state: 'PAYING' as const }, 'pending'],
    [{ state: 'IN_PROGRESS' as const }, 'pending'],
    [{ state: 'CANCELLED' as const }, 'cancelled'],
    [{ code: 'PAY-E-9021' }, 'failed'],
    [{ code: 'PAY-E-9022' }, 'cancelled'],
    [{ code: 'PAY-E-9023' }, 'expired'],
    [{ code: 'PAY-E-9024' }, 'timeout'],
    [{ code: 'request_timeout' }, 'timeout'],
    [{ code: 'PAY-E-9025' }, 'inProgress'],
    [{ code: 'TKT-E-0007' }, 'alreadyPaid'],
    [{ code: 'TKT-E-0006' }, 'notPayable'],
    [{ code: 'TKT-E-0009' }, 'lookupExpired'],
    [{ code: 'SYS-E-0001' }, 'error'],
  ])('when the answer is %o, then the outcome is %s', (answer, outcome) => {
    expect(outcomeOf(answer)).toBe(outcome);
  });

  it('when the payment did not go through, then the next step offers paying again and a new key', () => {
    for (const outcome of ['failed', 'cancelled', 'expired'] as const) {
      expect(NEXT_STEPS[outcome]).toContain('payAgain');
      expect(endsAttempt(outcome)).toBe(true);
    }
  });

  it('when the result is unknown, then the key is kept and the next step is to check again', () => {
    for (const outcome of ['timeout', 'inProgress'] as const) {
      expect(NEXT_STEPS[outcome]).toContain('checkAgain');
      expect(endsAttempt(outcome)).toBe(false);
    }
    expect(isFinal('pending')).toBe(false);
    expect(NEXT_STEPS.success).toContain('receipt');
  });
});
