import { beforeEach, describe, expect, it } from 'vitest';
import {
  htmlLangOf,
  initialLanguage,
  LANGUAGE_KEY,
  storedLanguage,
  storeLanguage,
  withoutLangParam,
} from './language.ts';

function clearCookie() {
  document.cookie = `${LANGUAGE_KEY}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});

describe('language', () => {
  it('when nothing is stored, then the language is en', () => {
    expect(storedLanguage()).toBe('en');
  });

  it('when a language is stored, then local storage and the cookie both carry it', () => {
    storeLanguage('zh-hk');
    expect(localStorage.getItem('language')).toBe('zh-hk');
    expect(document.cookie).toContain('language=zh-hk');
    expect(storedLanguage()).toBe('zh-hk');
  });

  it('when only the cookie has it (storage cleared), then the cookie is used', () => {
    storeLanguage('zh-cn');
    localStorage.clear();
    expect(storedLanguage()).toBe('zh-cn');
  });

  it('when storage holds something that is not a language, then en is used', () => {
    localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it.each([
    ['?lang=zh-tc', 'zh-hk'],
    ['?lang=ZH-SC', 'zh-cn'],
    ['?lang=en', 'en'],
    ['?lang=fr', 'en'],
    ['?a=1&lang=zh-sc', 'zh-cn'],
  ])('when the address has %s, then the language is %s and it is stored', (search, expected) => {
    localStorage.setItem('language', 'zh-hk');
    expect(initialLanguage(search)).toBe(expected);
    expect(localStorage.getItem('language')).toBe(expected);
  });

  it('when the address has no lang, then the stored language is kept', () => {
    localStorage.setItem('language', 'zh-cn');
    expect(initialLanguage('?x=1')).toBe('zh-cn');
  });

  it.each([
    ['en', 'en'],
    ['zh-hk', 'zh-Hant-HK'],
    ['zh-cn', 'zh-Hans-CN'],
  ] as const)('when the language is %s, then <html lang> is %s', (locale, tag) => {
    expect(htmlLangOf(locale)).toBe(tag);
  });

  it('when lang is dropped from an address, then the rest of it is kept', () => {
    expect(withoutLangParam(new URL('http://x/portal/about-us?lang=zh-tc&a=1#top'))).toBe(
      '/portal/about-us?a=1#top',
    );
    expect(withoutLangParam(new URL('http://x/portal/?lang=zh-tc'))).toBe('/portal/');
  });
});
