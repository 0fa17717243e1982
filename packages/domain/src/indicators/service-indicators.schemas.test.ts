import { describe, expect, it } from 'vitest';
import { percentOf } from './service-indicators.schemas.ts';

describe('percentOf', () => {
  it('when nothing was counted, then there is no share rather than 0 % or 100 %', () => {
    expect(percentOf(0, 0)).toBeNull();
  });

  it('when all but one of 10,000 succeeded, then it shows 99.9 %, never a rounded-up 100 %', () => {
    expect(percentOf(9_999, 10_000)).toBe(99.9);
    expect(percentOf(10_000, 10_000)).toBe(100);
  });

  it('when one of three succeeded, then it shows one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
  });
});
