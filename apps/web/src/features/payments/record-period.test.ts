import { describe, expect, it } from 'vitest';
import { periodOf } from './record-period.ts';

describe('the payment record period', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['6', 6],
    ['4', 6],
    [null, 6],
  ])('when ?months=%s, then the period is %s months', (value, months) => {
    expect(periodOf(value)).toBe(months);
  });
});
