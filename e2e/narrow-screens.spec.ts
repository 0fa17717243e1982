import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A ticket of the owner's, so that his lists and message box have rows to lay out.
  await issueTicket(baseUrl, '76000001', 'AB1234', hongKongDaysAgo(2));
});
afterAll(() => browser.close());

/** The pages a phone user opens most: public ones, then the owner's own. */
const PAGES = [
  '/',
  '/ticket/search',
  '/message-check',
  '/my-account',
  '/ticket/list',
  '/my-account/unpaidTicket',
  '/my-account/payment-record',
  '/my-account/message/list',
  '/my-account/manage-vehicle',
];

/** How far the page is wider than the screen, and the widest elements that stick out past its right edge. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const beyond = Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} ${Math.round(e.getBoundingClientRect().right)}px`,
      )
      .slice(0, 5);
    return { over: document.documentElement.scrollWidth - width, beyond };
  });
}

describe('narrow screens', () => {
  it.each([
    ['en', 320],
    ['en', 390],
    ['zh-hk', 320],
  ] as const)(
    'when the most used pages are opened in %s %i px wide, then none scrolls sideways',
    async (language, width) => {
      const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account', {
        width,
        beforeOpen: async (p) => {
          await p.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        },
      });
      for (const path of PAGES) {
        await page.goto(`${baseUrl}/portal${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const { over, beyond } = await overflowOf(page);
        expect(over, `${path} in ${language} at ${width} px: ${beyond.join(', ')}`).toBeLessThanOrEqual(0);
      }
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        language === 'en' ? 'en' : 'zh-Hant-HK',
      );
      await context.close();
    },
  );
});
