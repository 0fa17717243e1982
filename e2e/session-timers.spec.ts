import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { openLoggedIn } from './support/tickets.ts';

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

const MINUTE = 60_000;
const TEXT = {
  idleAlert: 'You have not used the portal for 20 minutes.',
  idleLogout: 'you have been logged out because the portal was not used for 25 minutes',
  forcedAlert: 'You have been logged in for 1 hour 40 minutes.',
  forcedLogout: 'You have been logged in for 2 hours, the longest time allowed',
};

async function openWithClock(path: string) {
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

const dialog = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

/**
 * Waits for a dialog by asking again every 200 ms of real time (its code downloads, and it opens, in real
 * time, slower on a loaded machine). Not `locator.waitFor`: its polling waits on animation frames, which
 * the fake clock holds back.
 */
async function dialogShows(page: Page, text: string) {
  const target = dialog(page, text);
  await expect.poll(() => target.isVisible(), { timeout: 30_000, interval: 200 }).toBe(true);
  return target;
}

const tokenOf = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('eticket.token'));

describe('session timers', () => {
  it('when the portal is left 20 minutes, then a reminder shows, and Continue keeps the user logged in', async () => {
    const { page, context } = await openWithClock('/my-account');
    await page.clock.fastForward(19 * MINUTE);
    await expect(dialog(page, TEXT.idleAlert).count()).resolves.toBe(0);
    await page.clock.fastForward(1 * MINUTE);
    const reminder = await dialogShows(page, TEXT.idleAlert);
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
    const { page, context } = await openWithClock('/my-account');
    await page.clock.fastForward(20 * MINUTE);
    await dialogShows(page, TEXT.idleAlert);
    await page.clock.fastForward(5 * MINUTE);
    await dialogShows(page, TEXT.idleLogout);
    await page.waitForURL(/\/portal\/?\?timeout=Y$/);
    expect(await tokenOf(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Log in' }).first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when a busy user reaches 1 h 40 min and then 2 h, then a warning and then a forced logout come', async () => {
    const { page, context } = await openWithClock('/my-account');
    // Busy: a key pressed every 15 minutes keeps the idle timers from running out.
    for (let minutes = 0; minutes < 100; minutes += 15) {
      await page.clock.fastForward(Math.min(15, 100 - minutes) * MINUTE);
      if (minutes + 15 < 100) await page.keyboard.press('Shift');
    }
    const warning = await dialogShows(page, TEXT.forcedAlert);
    await warning.getByRole('button', { name: 'Continue' }).click();
    await page.keyboard.press('Shift');
    await page.clock.fastForward(15 * MINUTE);
    await page.keyboard.press('Shift');
    await expect(tokenOf(page)).resolves.not.toBeNull();
    await page.clock.fastForward(5 * MINUTE);
    await dialogShows(page, TEXT.forcedLogout);
    expect(await tokenOf(page)).toBeNull();
    await context.close();
  });
});
