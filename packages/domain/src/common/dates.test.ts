import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatMonth, type DateForm, type DateInput } from './dates.ts';
import type { Locale } from './locale.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// 00:30 on Sunday 22 November 2026 in Hong Kong is still Saturday in UTC.
const hkSundayMidnight = new Date(Date.UTC(2026, 10, 21, 16, 30));

describe('formatDate', () => {
  it.each<[DateInput, Locale, DateForm, string]>([
    [hkSundayMidnight, 'en', 'short', '22/11/2026'],
    [hkSundayMidnight, 'zh-hk', 'short', '2026年11月22日'],
    [hkSundayMidnight, 'zh-cn', 'short', '2026-11-22'],
    [hkSundayMidnight, 'en', 'long', '22 Nov 2026(Sun)'],
    [hkSundayMidnight, 'zh-hk', 'long', '2026年11月22日(星期日)'],
    [hkSundayMidnight, 'zh-cn', 'long', '2026-11-22(星期日)'],
    [hkSundayMidnight, 'en', 'datetime', '22/11/2026 00:30'],
    [hkSundayMidnight, 'zh-hk', 'datetime', '2026年11月22日 00:30'],
    [hkSundayMidnight, 'zh-cn', 'datetime', '2026-11-22 00:30'],
    [hkSundayMidnight.getTime(), 'en', 'datetime', '22/11/2026 00:30'],
    [hkSundayMidnight.toISOString(), 'en', 'datetime', '22/11/2026 00:30'],
    ['2026-01-05', 'en', 'long', '05 Jan 2026(Mon)'],
    ['2026-01-05', 'zh-hk', 'long', '2026年1月5日(星期一)'],
    ['2026-01-05', 'zh-cn', 'short', '2026-01-05'],
    ['2026-01-05', 'zh-hk', 'short', '2026年1月5日'],
    ['2026-01-05', 'zh-cn', 'long', '2026-01-05(星期一)'],
    ['2026-11-22 23:59:00', 'en', 'datetime', '22/11/2026 23:59'],
    ['2026-11-22T23:59', 'en', 'datetime', '22/11/2026 23:59'],
    ['2026-11-22T23:59:00Z', 'en', 'datetime', '23/11/2026 07:59'],
    ['2026-11-22T23:59:00.999z', 'en', 'datetime', '23/11/2026 07:59'],
    ['2026-11-22T10:00:00+08:00', 'en', 'datetime', '22/11/2026 10:00'],
    ['2026-11-22T10:00:00-0500', 'en', 'datetime', '22/11/2026 23:00'],
    ['  2024-02-29  ', 'en', 'short', '29/02/2024'],
    ['2025-06-15', 'en', 'long', '15 Jun 2025(Sun)'],
  ])('when %j is shown in %s as %s, then it reads %j', (value, locale, form, expected) => {
    expect(formatDate(value, locale, form)).toBe(expected);
  });

  it.each<[DateInput]>([
    [null],
    [undefined],
    [''],
    ['   '],
    ['undefined'],
    [0],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [8.64e15 + 1],
    [new Date('not a date')],
    ['abc'],
    ['2026-02-29'],
    ['2026-13-01'],
    ['2026-11-31'],
    ['2026-11-22T24:00'],
    ['2026-11-22T10:60'],
    ['2026-11-22T10:00+15:00'],
    ['2026-11-22Z'],
    ['Nov 22 2026'],
    ['22/11/2026'],
  ])('when the value is %j, then it shows "-"', (value) => {
    expect(formatDate(value, 'en', 'datetime')).toBe('-');
  });

  it.each(['en', 'zh-hk', 'zh-cn'] as const)(
    'when a date is shown in %s, then every form writes it the same way (the long one adds the weekday)',
    (locale) => {
      const short = formatDate(hkSundayMidnight, locale, 'short');
      expect(formatDate(hkSundayMidnight, locale, 'datetime')).toBe(`${short} 00:30`);
      const long = formatDate(hkSundayMidnight, locale, 'long');
      if (locale === 'en') expect(long).toBe('22 Nov 2026(Sun)');
      else expect(long).toBe(`${short}(星期日)`);
    },
  );

  it('when no form is given, then the short form is used', () => {
    expect(formatDate(hkSundayMidnight, 'zh-cn')).toBe('2026-11-22');
  });

  it.each(['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Asia/Hong_Kong'])(
    'when the machine time zone is %s, then the Hong Kong date is shown',
    (tz) => {
      process.env.TZ = tz;
      expect(formatDate(hkSundayMidnight, 'en', 'datetime')).toBe('22/11/2026 00:30');
      expect(formatDate('2026-11-22 00:30', 'en', 'datetime')).toBe('22/11/2026 00:30');
    },
  );

  it('when any moment since 1980 is shown, then it equals UTC shifted by 8 hours', () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const hk = new Date(ms + 8 * 3600_000);
        const expected =
          `${hk.getUTCFullYear()}-${pad(hk.getUTCMonth() + 1)}-${pad(hk.getUTCDate())} ` +
          `${pad(hk.getUTCHours())}:${pad(hk.getUTCMinutes())}`;
        expect(formatDate(ms, 'zh-cn', 'datetime')).toBe(expected);
      }),
    );
  });
});

describe('a month', () => {
  it.each([
    ['2026-03', 'en', 'Mar 2026'],
    ['2026-03', 'zh-hk', '2026年3月'],
    ['2026-12', 'zh-cn', '2026年12月'],
    ['2026-13', 'en', '-'],
  ] as const)('when %s is shown in %s, then it reads %s', (month, locale, text) => {
    expect(formatMonth(month, locale)).toBe(text);
  });
});
