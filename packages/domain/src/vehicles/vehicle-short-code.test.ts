import { describe, expect, it } from 'vitest';
import {
  formatShortCode,
  readShortCode,
  SHORT_CODE_ALPHABET,
  SHORT_CODE_LENGTH,
} from './vehicle-short-code.ts';

describe('the short code typed for a vehicle QR code', () => {
  it('when its alphabet is listed, then it has no look-alike characters (0, O, 1, I, L) and no repeats', () => {
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(SHORT_CODE_ALPHABET.length);
    expect(SHORT_CODE_ALPHABET.length).toBe(31);
    expect(SHORT_CODE_LENGTH).toBe(10);
  });

  it.each<[string, string | undefined]>([
    ['ABCDE-FGHJK', 'ABCDEFGHJK'],
    ['abcde-fghjk', 'ABCDEFGHJK'],
    ['  abcde fghjk ', 'ABCDEFGHJK'],
    ['AB CD EF GH JK', 'ABCDEFGHJK'],
    ['ABCDE–FGHJK', 'ABCDEFGHJK'],
    ['ABCDEFGHJK', 'ABCDEFGHJK'],
    ['23456 789AB', '23456789AB'],
    ['ABCDE-FGHJ', undefined],
    ['ABCDE-FGHJKM', undefined],
    ['ABCDE-FGHJ0', undefined],
    ['ABCDE-FGHJO', undefined],
    ['ABCDE-FGHJI', undefined],
    ['ABCDE-FGHJL', undefined],
    ['ABCDE_FGHJK', undefined],
    ['GX3579', undefined],
    ['EVQ1.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuv', undefined],
    ['', undefined],
  ])('when %j is typed, then it reads as %j', (typed, expected) => {
    expect(readShortCode(typed)).toBe(expected);
  });

  it('when a code is shown, then it is two groups of five that read back as the code', () => {
    expect(formatShortCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(readShortCode(formatShortCode('23456789AB'))).toBe('23456789AB');
  });
});
