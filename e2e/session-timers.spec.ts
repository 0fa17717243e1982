import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import {
  MINUTE,
  openWithClock,
  SESSION_TEXT,
  timerDialog,
  timerDialogShows,
  tokenOf,
} from './support/session-clock.ts';

/**
 * The client's session timers (spec section 4) in a real browser, on Playwright's fake clock: the page's
 * Date jumps ahead and its due timers fire, while the server keeps real time (its own limits are tested
 * there).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('session timers', () => {
  it('when the portal is left 20 minutes, then a reminder shows, and Continue keeps the user logged in', async () => {
    const { page, context } = await openWithClock(browser, baseUrl, '/my-account');
    await page.clock.fastForward(19 * MINUTE);
    await expect(timerDialog(page, SESSION_TEXT.idleAlert).count()).resolves.toBe(0);
    await page.clock.fastForward(1 * MINUTE);
    const reminder = await timerDialogShows(page, SESSION_TEXT.idleAlert);
    const renewed = page.waitForResponse(
      (r) => r.url().includes('/login/refresh-token') && r.status() === 200,
    );
    await reminder.getByRole('button', { name: 'Continue' }).click();
    await renewed;
    // Ten more minutes: neither a logout nor another reminder, and still on My account.
    await page.clock.fastForward(10 * MINUTE);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(page.url()).toContain('/portal/my-account');
    expect(await tokenOf(page)).not.toBeNull();
    await context.close();
  });

  it('when the portal is left 25 minutes, then the user is logged out with the reason and is Home', async () => {
    const { page, context } = await openWithClock(browser, baseUrl, '/my-account');
    await page.clock.fastForward(20 * MINUTE);
    await timerDialogShows(page, SESSION_TEXT.idleAlert);
    await page.clock.fastForward(5 * MINUTE);
    await timerDialogShows(page, SESSION_TEXT.idleLogout);
    await page.waitForURL(/\/portal\/?\?timeout=Y$/);
    expect(await tokenOf(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Log in' }).first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when a busy user reaches 1 h 40 min and then 2 h, then a warning and then a forced logout come', async () => {
    const { page, context } = await openWithClock(browser, baseUrl, '/my-account');
    // Busy: a key pressed every 15 minutes keeps the idle timers from running out.
    for (let minutes = 0; minutes < 100; minutes += 15) {
      await page.clock.fastForward(Math.min(15, 100 - minutes) * MINUTE);
      if (minutes + 15 < 100) await page.keyboard.press('Shift');
    }
    const warning = await timerDialogShows(page, SESSION_TEXT.forcedAlert);
    await warning.getByRole('button', { name: 'Continue' }).click();
    await page.keyboard.press('Shift');
    await page.clock.fastForward(15 * MINUTE);
    await page.keyboard.press('Shift');
    await expect(tokenOf(page)).resolves.not.toBeNull();
    await page.clock.fastForward(5 * MINUTE);
    await timerDialogShows(page, SESSION_TEXT.forcedLogout);
    expect(await tokenOf(page)).toBeNull();
    await context.close();
  });
});
