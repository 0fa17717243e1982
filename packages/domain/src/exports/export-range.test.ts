import { describe, expect, it } from 'vitest';
import { daysInRange, hongKongToday, lastDays } from './export-range.ts';

describe('the export period', () => {
  it.each([
    ['2026-01-01', '2026-01-31', 31],
    ['2026-01-01', '2026-02-01', 32],
    ['2026-01-02', '2026-01-01', null],
    ['x', '2026-01-01', null],
  ])('when it runs from %s to %s, then it covers %s days', (from, to, days) => {
    expect(daysInRange(from, to)).toBe(days);
  });

  it('when no period is chosen, then the last 31 days up to today in Hong Kong are used', () => {
    expect(lastDays('2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(hongKongToday(Date.parse('2026-03-31T16:30:00Z'))).toBe('2026-04-01');
  });
});
