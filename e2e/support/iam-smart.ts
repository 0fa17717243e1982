import type { Locator, Page } from 'playwright-core';
import { text } from './portal-pages.ts';

const en = (key: string) => text(key, 'en');

/** Opens the login dialog from the header. */
export async function openLoginDialog(page: Page) {
  await page
    .getByRole('button', { name: en('header.login') })
    .first()
    .click();
  return page.getByRole('dialog', { name: en('auth.login.title') });
}

/**
 * Opens a tab of the login dialog. A click that lands while the dialog is still opening can leave the tab
 * unselected (its panel, drawn on first selection, then never appears), so it clicks until it is selected.
 */
export async function openLoginTab(dialog: Locator, name: string) {
  const tab = dialog.getByRole('tab', { name });
  for (let attempt = 0; attempt < 10; attempt++) {
    await tab.click();
    if ((await tab.getAttribute('aria-selected')) === 'true') return;
    await dialog.page().waitForTimeout(200);
  }
  throw new Error(`the login dialog's tab "${name}" could not be selected`);
}

/** Through the iAM Smart sandbox as the person with this HKID, approving (or answering otherwise). */
export async function viaIamSmart(page: Page, hkid: string, action: 'Approve' | 'Cancel' = 'Approve') {
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: en('auth.login.iamSmartButton') }).click();
  await page.waitForURL(/\/sandbox\/iamsmart/);
  await page.getByRole('radio', { name: new RegExp(hkid) }).check();
  await page.getByRole('button', { name: action }).click();
}

/** Logged in and moved on from the callback page to where the user was going. */
export async function waitUntilLoggedIn(page: Page) {
  await page.waitForURL(
    (url) => url.pathname.startsWith('/portal') && !/logincallback|sso\/redirect/.test(url.pathname),
  );
  await page.getByText(/^Logged in as /).waitFor();
}

export async function loginWithIamSmart(page: Page, hkid: string) {
  await viaIamSmart(page, hkid);
  await waitUntilLoggedIn(page);
}

/** Logs out from the header, confirming the portal's question, and waits for Home with its Log in button. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: en('header.logout') }).click();
  await page
    .getByRole('dialog', { name: en('errors.reminder') })
    .getByRole('button', { name: en('header.logout') })
    .click();
  await page.waitForURL(/\/portal\/?$/);
  await page
    .getByRole('button', { name: en('header.login') })
    .first()
    .waitFor();
}
