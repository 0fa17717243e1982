import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  const opened = { context, page, errors };
  openPages.add(opened);
  context.on('close', () => openPages.delete(opened));
  return opened;
}

/** The pages of the journey now running that are still open: what a failed journey left on screen. */
const openPages = new Set<OpenedPage>();

/**
 * For a failed journey's report: each page still open, its address, its console errors and the start of
 * what it shows, so that a failure seen once in CI can be read without running it again.
 */
export async function describeOpenPages(): Promise<string> {
  const described = await Promise.all(
    [...openPages].map(async ({ page, errors }) => {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch((error: Error) => `(unreadable: ${error.message})`);
      return [
        `page ${page.url()}`,
        ...errors.map((e) => `  console: ${e}`),
        ...shown
          .slice(0, 1500)
          .split('\n')
          .filter(Boolean)
          .map((line) => `  | ${line}`),
      ].join('\n');
    }),
  );
  return described.join('\n');
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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.2 AA violations on the page as it is now (empty when it passes): axe-core's rules of those tags
 * over the whole document. axe is injected once per document (a page walked inside the SPA keeps it) and
 * asked for violations only. This is what @axe-core/playwright's AxeBuilder finds for the same tags on
 * these pages (the portal has no frames), at about a third of its cost: AxeBuilder injects axe again on
 * every check, collects every pass and inapplicable rule with its nodes, and opens a blank page to merge
 * them (docs/adr/0042-ci-that-stays-fast.md).
 */
export async function axeViolations(page: Page) {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    // A menu or dialog still fading in or out is half transparent, and axe would measure its text's
    // contrast against what shows through it: wait for every finite animation first (spinners loop),
    // from the next frame (a click's closing motion starts there) to the frame after they end.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    await frame();
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, AXE_TAGS);
}

interface AxeResult {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[];
}
