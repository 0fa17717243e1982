import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge-count.ts';

describe('formatBadgeCount', () => {
  it.each<[number | string | null | undefined, string]>([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['abc', ''],
    [Number.NaN, ''],
    [0, ''],
    [-3, ''],
    [0.5, ''],
    [1, '1'],
    [7.9, '7'],
    ['12', '12'],
    [99, '99'],
    [100, '99+'],
    ['250', '99+'],
    [Number.POSITIVE_INFINITY, '99+'],
  ])('when the count is %j, then the badge reads %j', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
