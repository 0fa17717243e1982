import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { changeLanguage } from './i18n.ts';

describe('i18n', () => {
  it('when the language changes, then texts, <html lang> and the stored language follow', async () => {
    await changeLanguage('zh-hk');
    expect(i18next.t('routes.TicketSearch')).toBe('核實及繳付告票');
    expect(document.documentElement.lang).toBe('zh-Hant-HK');
    expect(localStorage.getItem('language')).toBe('zh-hk');
    await changeLanguage('zh-cn');
    expect(i18next.t('routes.TicketSearch')).toBe('核实及缴付告票');
    expect(document.documentElement.lang).toBe('zh-Hans-CN');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('when a feature namespace is asked for, then it is loaded in the current language only', async () => {
    await changeLanguage('en');
    await i18next.loadNamespaces('content');
    expect(i18next.hasResourceBundle('en', 'content')).toBe(true);
    expect(i18next.hasResourceBundle('zh-cn', 'content')).toBe(false);
  });
});
