import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, WIDTHS } from './support/browser.ts';
import { LANGUAGES, text, type PortalLocale } from './support/portal-pages.ts';

const baseUrl = inject('baseUrl');
const host = new URL(baseUrl).hostname;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const htmlLangOf = (locale: PortalLocale) => LANGUAGES.find((l) => l.locale === locale)!.htmlLang;
const homeHeading = (locale: PortalLocale) => text('content:home.heading', locale);

/** The language cookie the portal writes when a language is chosen. */
const chooseLanguage = (context: BrowserContext, locale: PortalLocale) =>
  context.addCookies([{ name: 'language', value: locale, domain: host, path: '/' }]);

describe('the first pages are readable before any script runs', () => {
  it('when Home is opened with zh-hk chosen and JavaScript off, then its HTML is in Traditional Chinese', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await chooseLanguage(context, 'zh-hk');
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/portal/`);
    expect(response?.headers().vary).toMatch(/cookie/i);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant-HK');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(homeHeading('zh-hk'));
    expect(await page.title()).toContain('電子告票平台');
    // The look-up form is in the page, in the same language, before its script arrives.
    await page.goto(`${baseUrl}/portal/ticket/search`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      text('common:routes.TicketSearch', 'zh-hk'),
    );
    expect(await page.locator('input').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('when the browser asks for zh-CN and nothing was chosen, then Home comes in Simplified Chinese', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/portal/`);
    expect(await page.locator('html').getAttribute('lang')).toBe(htmlLangOf('zh-cn'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(homeHeading('zh-cn'));
    await context.close();
  });
});

describe('the browser adopts the prerendered page', () => {
  for (const [path, width] of [
    ['/', WIDTHS.pc],
    ['/', WIDTHS.mobile],
    ['/ticket/search', WIDTHS.mobile],
    // No look-up in this browser: the loading state it was built in gives way to "search again".
    ['/ticket/details', WIDTHS.mobile],
  ] as const) {
    it(`when ${path} in zh-hk hydrates at ${width} px, then it keeps the HTML, warns of nothing and passes axe`, async () => {
      const { context, page, errors } = await openPage(browser, width);
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning' && /hydrat/i.test(msg.text())) warnings.push(msg.text());
      });
      await chooseLanguage(context, 'zh-hk');
      // The prerendered shell as it was parsed, before the scripts: hydration adopts it, a fresh render replaces it.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () =>
          Object.assign(window, { parsedShell: document.querySelector('#root > .shell') }),
        ),
      );
      await page.goto(`${baseUrl}/portal${path}`);
      // Hydrated: the header keeps only the parts for this width.
      await page.waitForFunction(() => document.querySelector('.wide-only, .phone-only') === null);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { parsedShell: Element | null }).parsedShell ===
            document.querySelector('#root > .shell'),
        ),
      ).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant-HK');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
      await context.close();
    });
  }
});
