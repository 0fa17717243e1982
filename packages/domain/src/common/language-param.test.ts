import { describe, expect, it } from 'vitest';
import { localeFromLangParam, providerLangOf } from './language-param.ts';
import type { Locale } from './locale.ts';

describe('localeFromLangParam', () => {
  it.each<[string | string[] | null | undefined, Locale]>([
    ['zh-sc', 'zh-cn'],
    ['zh-tc', 'zh-hk'],
    ['ZH-SC', 'zh-cn'],
    [' zh-tc ', 'zh-hk'],
    ['en', 'en'],
    ['zh-hk', 'en'],
    ['zh-cn', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [['zh-tc', 'zh-sc'], 'zh-hk'],
    [[], 'en'],
  ])('when lang is %j, then the locale is %j', (lang, expected) => {
    expect(localeFromLangParam(lang)).toBe(expected);
  });
});

describe('providerLangOf', () => {
  it.each<[Locale, string]>([
    ['en', 'en-US'],
    ['zh-hk', 'zh-HK'],
    ['zh-cn', 'zh-CN'],
  ])('when the locale is %s, then the provider gets %s', (locale, expected) => {
    expect(providerLangOf(locale)).toBe(expected);
  });

  it('when an unknown locale slips through at run time, then the provider gets en-US', () => {
    expect(providerLangOf('fr' as Locale)).toBe('en-US');
  });
});
