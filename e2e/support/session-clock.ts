import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openLoggedIn } from './tickets.ts';

/** The session timers' dialogs (spec section 4), in English. */
export const SESSION_TEXT = {
  idleAlert: 'You have not used the portal for 20 minutes.',
  idleLogout: 'you have been logged out because the portal was not used for 25 minutes',
  forcedAlert: 'You have been logged in for 1 hour 40 minutes.',
  forcedLogout: 'You have been logged in for 2 hours, the longest time allowed',
};

export const MINUTE = 60_000;

/**
 * The demo owner logged in on `path`, on Playwright's fake clock: the page's Date jumps ahead and its due
 * timers fire, while the server keeps real time.
 */
export async function openWithClock(browser: Browser, baseUrl: string, path: string) {
  const opened = await openLoggedIn(browser, baseUrl, path, {
    // Without animations (the portal honours reduced motion), a dialog is either shown or not.
    beforeOpen: async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install({ time: new Date() });
    },
  });
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  // Jumping ahead while the page's own calls are in flight would time them out.
  await opened.page.waitForLoadState('networkidle');
  return opened;
}

export const timerDialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/**
 * Waits for a dialog by asking again every 200 ms of real time (its code downloads, and it opens, in real
 * time, slower on a loaded machine). Not `locator.waitFor`: its polling waits on animation frames, which
 * the fake clock holds back.
 */
export async function timerDialogShows(page: Page, text: string) {
  const target = timerDialog(page, text);
  await expect.poll(() => target.isVisible(), { timeout: 30_000, interval: 200 }).toBe(true);
  return target;
}

/** The access token the page keeps (null once logged out). */
export const tokenOf = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('eticket.token'));
