import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isValidNoticeNo,
  normaliseNoticeNo,
  noticeCheckChar,
  noticeSerialOf,
  validateNoticeLookup,
} from './notice-no.ts';

describe('noticeCheckChar', () => {
  it.each([
    ['12345678', '2'],
    ['20250615', '0'],
    ['00000000', '0'],
    ['00000001', '2'],
    ['00000005', 'A'],
    ['1234567', null],
    ['123456789', null],
    ['1234567A', null],
    ['', null],
  ])('when the serial is %j, then the check character is %j', (serial, expected) => {
    expect(noticeCheckChar(serial)).toBe(expected);
  });
});

describe('normaliseNoticeNo', () => {
  it.each<[string | null | undefined, string]>([
    [' 1234 5678 2 ', '123456782'],
    ['0000 0005 a', '00000005A'],
    [null, ''],
    [undefined, ''],
  ])('when %j is entered, then it is read as %j', (value, expected) => {
    expect(normaliseNoticeNo(value)).toBe(expected);
  });
});

describe('isValidNoticeNo', () => {
  it.each([
    ['123456782', true],
    ['00000005A', true],
    ['00000005a', true],
    ['1234 5678 2', true],
    ['123456783', false],
    ['213456782', false],
    ['12345678', false],
    ['1234567822', false],
    ['A23456782', false],
    ['', false],
  ])('when the notice no is %j, then valid is %s', (value, expected) => {
    expect(isValidNoticeNo(value)).toBe(expected);
  });
});

describe('noticeSerialOf', () => {
  it.each([
    ['12345678', '12345678'],
    ['123456782', '12345678'],
    [' 1234 5678 ', '12345678'],
    ['123456783', null],
    ['1234567', null],
    ['1234567X', null],
    ['', null],
  ])('when %j is entered, then the serial is %j', (value, expected) => {
    expect(noticeSerialOf(value)).toBe(expected);
  });
});

describe('validateNoticeLookup', () => {
  it.each<[string | null | undefined, string | null]>([
    ['12345678', null],
    ['123456782', null],
    ['00000005a', null],
    [null, 'validation.noticeNo.required'],
    ['', 'validation.noticeNo.required'],
    ['   ', 'validation.noticeNo.required'],
    ['1234567', 'validation.noticeNo.incorrect'],
    ['123456783', 'validation.noticeNo.incorrect'],
    ['ABCDEFGH', 'validation.noticeNo.incorrect'],
    ['1234567890', 'validation.noticeNo.incorrect'],
  ])('when %j is looked up, then the error is %j', (value, expected) => {
    expect(validateNoticeLookup(value)).toBe(expected);
  });
});

describe('notice no properties', () => {
  const serial = fc.stringMatching(/^\d{8}$/);

  it('when a serial gets its check character, then the full number is valid and gives back the serial', () => {
    fc.assert(
      fc.property(serial, (s) => {
        const full = s + noticeCheckChar(s);
        expect(isValidNoticeNo(full)).toBe(true);
        expect(noticeSerialOf(full)).toBe(s);
        expect(validateNoticeLookup(full)).toBeNull();
      }),
    );
  });

  it('when one digit of the serial is mistyped, then the full number is refused', () => {
    fc.assert(
      fc.property(serial, fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 9 }), (s, i, shift) => {
        const typo = s.slice(0, i) + ((Number(s[i]) + shift) % 10) + s.slice(i + 1);
        expect(isValidNoticeNo(typo + noticeCheckChar(s))).toBe(false);
      }),
    );
  });

  it('when two different adjacent digits are swapped, then the full number is refused', () => {
    fc.assert(
      fc.property(serial, fc.integer({ min: 0, max: 6 }), (s, i) => {
        fc.pre(s[i] !== s[i + 1]);
        const swapped = s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
        expect(isValidNoticeNo(swapped + noticeCheckChar(s))).toBe(false);
      }),
    );
  });
});
