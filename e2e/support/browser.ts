import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export const WIDTHS = { pc: 1280, tablet: 900, mobile: 390 } as const;

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (axe needs one per page) at a width, collecting console errors. */
export async function openPage(browser: Browser, width: number = WIDTHS.pc): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  answersInputAfterGoto(page);
  return { context, page, errors };
}

/**
 * A portal page opened by address is acted on only once it answers input: the pages rendered at build time
 * show their buttons before the script runs, and a click then is lost (the app marks <html
 * data-interactive> after its first commit: apps/web/src/app/hydrate.ts).
 */
function answersInputAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (new URL(page.url()).pathname.startsWith('/portal')) {
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    }
    return response;
  };
}

/** WCAG 2.2 AA violations on the page as it is now (empty when it passes). */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
}
