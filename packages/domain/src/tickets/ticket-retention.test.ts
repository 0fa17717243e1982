import { describe, expect, it } from 'vitest';
import { addMonths, retentionCutoff, retentionEnded } from './ticket-retention.ts';

const now = new Date('2026-11-22T06:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('ticket retention', () => {
  it('when six calendar months are counted back, then month ends are clamped', () => {
    expect(retentionCutoff(now).toISOString()).toBe('2026-05-22T06:00:00.000Z');
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it.each(['SETTLED', 'CANCELLED_AFTER_INVESTIGATION', 'CANCELLED_BY_COURT', 'REFUNDED'])(
    'when a %s ticket reached that status more than six months ago, then its retention has ended',
    (status) => {
      expect(retentionEnded({ status, finalSince: ago(200), moneyMoving: false }, now)).toBe(true);
      expect(retentionEnded({ status, finalSince: ago(170), moneyMoving: false }, now)).toBe(false);
    },
  );

  it.each([
    'UNPAID',
    'OVERDUE',
    'IN_TRANSACTION',
    'UNDER_INVESTIGATION',
    'INVESTIGATION_COMPLETED',
    'PAY_AT_COURT_SHROFF',
    'REFUND_IN_PROCESS',
  ])('when a ticket is %s, then it is kept whatever its age', (status) => {
    expect(retentionEnded({ status, finalSince: ago(3000), moneyMoving: false }, now)).toBe(false);
  });

  it('when money is still moving for a settled ticket, then it is kept', () => {
    expect(retentionEnded({ status: 'SETTLED', finalSince: ago(3000), moneyMoving: true }, now)).toBe(false);
  });
});
