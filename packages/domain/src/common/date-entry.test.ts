import { describe, expect, it } from 'vitest';
import { dateEntryPattern, formatDateEntry, parseDateEntry } from './date-entry.ts';

describe('date entry in the portal’s order per language', () => {
  it.each([
    ['en', 'dd/mm/yyyy'],
    ['zh-hk', 'dd/mm/yyyy'],
    ['zh-cn', 'yyyy-mm-dd'],
  ] as const)('when the language is %s, then a date field asks for %s', (locale, pattern) => {
    expect(dateEntryPattern(locale)).toBe(pattern);
  });

  it.each([
    ['2026-03-02', 'en', '02/03/2026'],
    ['2026-03-02', 'zh-hk', '02/03/2026'],
    ['2026-03-02', 'zh-cn', '2026-03-02'],
    [undefined, 'en', ''],
    ['03/02/2026', 'en', ''],
  ] as const)('when %j is shown in %s, then the field reads %j', (iso, locale, shown) => {
    expect(formatDateEntry(iso, locale)).toBe(shown);
  });

  it.each([
    ['02/03/2026', 'en', '2026-03-02'],
    ['2/3/2026', 'en', '2026-03-02'],
    ['02-03-2026', 'zh-hk', '2026-03-02'],
    ['2026年3月2日', 'zh-hk', '2026-03-02'],
    ['2026-03-02', 'en', '2026-03-02'],
    ['2026-03-02', 'zh-cn', '2026-03-02'],
    ['2026/3/2', 'zh-cn', '2026-03-02'],
    ['13/12/2026', 'en', '2026-12-13'],
    ['12/13/2026', 'en', null],
    ['31/02/2026', 'en', null],
    ['02/03/26', 'en', null],
    ['', 'en', null],
    ['tomorrow', 'en', null],
  ] as const)('when %j is typed in %s, then it is %j', (text, locale, iso) => {
    expect(parseDateEntry(text, locale)).toBe(iso);
  });
});
