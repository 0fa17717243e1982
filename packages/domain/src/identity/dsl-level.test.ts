import { describe, expect, it } from 'vitest';
import { dslLevelSuffices, minimumDslLevel } from './dsl-level.ts';
import { localeOfProviderLang, providerLangOf } from './provider-lang.ts';

describe('dslLevelSuffices', () => {
  it.each([
    [1, 1, true],
    [2, 1, true],
    [4, 1, true],
    [1, 2, false],
    [2, 2, false],
    [3, 2, true],
    [4, 2, true],
    [5, 1, false],
    [0, 1, false],
    [2.5, 1, false],
  ])('when an account of level %d asks SSO level %d, then it is %s', (account, sso, expected) => {
    expect(dslLevelSuffices(account, sso)).toBe(expected);
  });

  it('when the SSO level is 2, then the minimum DSL level is 3', () => {
    expect(minimumDslLevel(2)).toBe(3);
    expect(minimumDslLevel(1)).toBe(1);
  });
});

describe('provider languages', () => {
  it('when mapping both ways, then each locale comes back and unknown values are English', () => {
    expect(providerLangOf('zh-hk')).toBe('zh-HK');
    expect(localeOfProviderLang(providerLangOf('zh-cn'))).toBe('zh-cn');
    expect(localeOfProviderLang('fr-FR')).toBe('en');
    expect(localeOfProviderLang(undefined)).toBe('en');
  });
});
