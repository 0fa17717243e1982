import { describe, expect, it } from 'vitest';
import { daysInRange, hongKongToday, lastDays, monthRange, recentMonths } from './export-range.ts';

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

describe('a month’s export', () => {
  it.each([
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('when the month is %s, then it runs from %s to %s', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
    expect(daysInRange(from, to)).toBeLessThanOrEqual(31);
  });

  it('when months are offered, then they are this month and those before it, across a year', () => {
    expect(recentMonths('2026-02-15', 3)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});
