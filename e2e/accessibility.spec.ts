import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, WIDTHS } from './support/browser.ts';
import {
  goInApp,
  LANGUAGES,
  PUBLIC_ROUTES,
  ROUTES,
  settle,
  titleOf,
  trackRequests,
} from './support/portal-pages.ts';

/**
 * Every public page of the router (graphic and text-only), in the three languages and at the three layout
 * widths (CASES): the title is set, nothing is logged as an error, and axe finds no WCAG 2.2 AA violation.
 * One browser; one context per language and width, walking the pages inside the SPA.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The route entry of an address under /portal (the router matches paths exactly here: no parameters). */
function routeAt(pathname: string) {
  const path = pathname.replace(/^\/portal/, '') || '/';
  return ROUTES.find((r) => r.path === path);
}

/**
 * English at every layout width, and each Chinese script at the phone's width, where most visitors read
 * it: a layout's markup is the same in every language, and a language's texts and `lang` the same at every
 * width, so these five cover what the nine pairings did at a little over half the cost (ADR 0042).
 */
const CASES = LANGUAGES.flatMap((language) =>
  Object.values(WIDTHS)
    .filter((width) => language.locale === 'en' || width === WIDTHS.mobile)
    .map((width) => ({ ...language, width })),
);

describe.concurrent('accessibility of every public page', () => {
  it('when the route list is read, then it holds the public pages of every feature', ({ expect }) => {
    const paths = PUBLIC_ROUTES.map((r) => r.path);
    for (const path of ['/', '/404', '/text-size', '/ticket/search', '/about-us', '/text/about-us']) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/my-account');
  });

  it.for(CASES)(
    'when every public page is opened in $locale at $width px, then it has its title, no console error and no axe violation',
    { timeout: 300_000 },
    async ({ locale, htmlLang, width }, { expect }) => {
      const { context, page, errors } = await openPage(browser, width);
      await context.addInitScript((lang) => window.localStorage.setItem('language', lang), locale);
      const inFlight = trackRequests(page);
      // The title each address should carry, so the page is judged once address and title agree.
      const titles = Object.fromEntries(ROUTES.map((r) => [r.path, titleOf(r.handle.titleKey, locale)]));
      await page.goto(`${baseUrl}/portal${PUBLIC_ROUTES[0]!.path}`);
      for (const [index, route] of PUBLIC_ROUTES.entries()) {
        if (index > 0) await goInApp(page, route.path);
        // A page may send the visitor on (a callback without its query, a step that needs a login), and it
        // may show its own title for a moment before it does: judge it once the address has stopped moving
        // and the address and title agree, whichever page that is.
        for (let look = 0; look < 4; look++) {
          await settle(page, inFlight, 100);
          await page
            .waitForFunction(
              (byPath) => byPath[window.location.pathname.replace(/^\/portal/, '') || '/'] === document.title,
              titles,
              { timeout: 10_000 },
            )
            .catch(() => {}); // judged below: the title check then fails with both values
          const at = page.url();
          await settle(page, inFlight, 300);
          if (page.url() === at) break;
        }
        // Judge the page actually shown: the route's own, or the one it sent the visitor to.
        const shown = routeAt(new URL(page.url()).pathname) ?? route;
        const label = `${route.path}${shown === route ? '' : ` → ${shown.path}`} (${locale}, ${width} px)`;
        expect.soft(await page.title(), label).toBe(titleOf(shown.handle.titleKey, locale));
        expect.soft(await page.evaluate(() => document.documentElement.lang), label).toBe(htmlLang);
        expect.soft(await page.locator('main h1').count(), `${label}: one h1`).toBe(1);
        expect.soft(errors.splice(0), `${label}: console errors`).toEqual([]);
        expect.soft(await axeViolations(page), `${label}: axe`).toEqual([]);
      }
      await context.close();
    },
  );
});
