import { describe, expect, it } from 'vitest';
import { addDays, hongKongDateOf, instantOfHongKong } from './hong-kong-time.ts';

describe('Hong Kong time', () => {
  it('when it is 16:30 UTC, then it is already the next day in Hong Kong', () => {
    expect(hongKongDateOf(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01');
  });
  it('when a local time is given, then the instant is eight hours ahead of UTC', () => {
    expect(instantOfHongKong('2026-01-01', '07:15').toISOString()).toBe('2025-12-31T23:15:00.000Z');
  });
  it('when 21 days are added across a month end, then the calendar rolls over', () => {
    expect(addDays('2026-02-20', 21)).toBe('2026-03-13');
  });
});
