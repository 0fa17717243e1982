import { describe, expect, it } from 'vitest';
import { timelineEventOf } from './ticket-timeline.schemas.ts';

describe('timelineEventOf', () => {
  it.each([
    [{ reason: 'ISSUED', toStatus: 'UNPAID', fromStatus: null }, 'ISSUED'],
    [{ reason: 'DEMAND_NOTICE', toStatus: 'UNPAID', fromStatus: 'UNPAID' }, 'DEMAND_NOTICE'],
    [{ reason: 'POSSIBLE_DUPLICATE', toStatus: 'UNPAID', fromStatus: 'UNPAID' }, 'POSSIBLE_DUPLICATE'],
    [{ reason: 'DISPUTE_SIGNED', toStatus: 'UNDER_INVESTIGATION', fromStatus: 'UNPAID' }, 'DISPUTE_SIGNED'],
    [
      { reason: 'DISPUTE_UPHELD', toStatus: 'INVESTIGATION_COMPLETED', fromStatus: 'UNDER_INVESTIGATION' },
      'INVESTIGATION_COMPLETED',
    ],
    [{ reason: 'PAID_ONLINE', toStatus: 'SETTLED', fromStatus: 'IN_TRANSACTION' }, 'PAID'],
    [{ reason: 'PAYMENT_STARTED', toStatus: 'IN_TRANSACTION', fromStatus: 'UNPAID' }, null],
    [{ reason: 'REFUND_CANCELLED', toStatus: 'SETTLED', fromStatus: 'REFUND_IN_PROCESS' }, null],
  ])('%o is %s', (row, event) => {
    expect(timelineEventOf(row)).toBe(event);
  });
});
