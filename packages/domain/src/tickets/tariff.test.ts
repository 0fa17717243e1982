import { describe, expect, it } from 'vitest';
import { tariffInForce } from './tariff.ts';

const parking = [
  { validFrom: '2026-01-01', amountCents: 40000 },
  { validFrom: '2018-06-01', amountCents: 32000 },
];

describe('tariffInForce', () => {
  it.each([
    ['2025-12-31', 32000],
    ['2026-01-01', 40000],
    ['2026-11-22', 40000],
    ['2018-06-01', 32000],
  ])('when the offence is on %s, then %i cents are due', (date, cents) => {
    expect(tariffInForce(parking, date)?.amountCents).toBe(cents);
  });

  it('when the offence predates every tariff, then nothing is in force', () => {
    expect(tariffInForce(parking, '2018-05-31')).toBeUndefined();
  });
});
