import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsFromDollars, formatAmount } from './amount.ts';

describe('formatAmount', () => {
  it.each([
    [150000, undefined, '1,500.00'],
    [40000, undefined, '400.00'],
    [0, undefined, '0.00'],
    [5, undefined, '0.05'],
    [99, undefined, '0.99'],
    [123456789, undefined, '1,234,567.89'],
    [-150050, undefined, '-1,500.50'],
    [150050, 0, '1,501'],
    [150049, 0, '1,500'],
    [-150050, 0, '-1,501'],
    [-40, 0, '0'],
    [150055, 1, '1,500.6'],
    [150000, 3, '1,500.000'],
    [100000000, 2, '1,000,000.00'],
    [150.5, 2, '1.51'],
    [null, 2, '-'],
    [undefined, 2, '-'],
    [Number.NaN, 2, '-'],
  ])('when %j cents are shown with %j decimals, then it reads %j', (cents, decimals, expected) => {
    expect(formatAmount(cents, decimals)).toBe(expected);
  });

  it.each([[-1], [1.5], [7]])('when decimals is %j, then it throws a RangeError', (decimals) => {
    expect(() => formatAmount(100, decimals)).toThrow(RangeError);
  });

  it('when any whole number of cents is shown, then removing the commas gives cents / 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = formatAmount(cents);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.round(Number(text.replace(/,/g, '')) * 100)).toBe(cents);
      }),
    );
  });
});

describe('centsFromDollars', () => {
  it.each([
    [1500, 150000],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [4.8, 480],
    [0, 0],
    [-1.005, -101],
    [-0.001, 0],
    [1e-7, 0],
    [1e21, 1e23],
  ])('when the amount is %j dollars, then it is %j cents', (dollars, expected) => {
    expect(centsFromDollars(dollars)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('when the amount is %j, then it throws', (dollars) => {
    expect(() => centsFromDollars(dollars)).toThrow(RangeError);
  });

  it('when cents are turned to dollars and back, then the same cents return', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(centsFromDollars(cents / 100)).toBe(cents);
      }),
    );
  });
});
