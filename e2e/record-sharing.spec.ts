import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage } from './support/browser.ts';
import { openLoggedIn } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
const LEE = { idNo: 'C3456785', name: 'LEE Ka Yan' }; // the demo certificate's holder
const CERTIFICATE = '/my-account/tcr/detail?id=TCR2026000001';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The employer on the public verify page, in a browser context of his own with no login. */
async function enterAsEmployer(code: string) {
  const opened = await openPage(browser);
  await opened.page.goto(`${baseUrl}/portal/tcr/verify`);
  await opened.page.getByLabel('Share code').fill(code);
  await opened.page.getByRole('button', { name: 'Open the certificate' }).click();
  return opened;
}

const shareRow = (page: Page, status: RegExp) =>
  page.getByRole('table', { name: 'My share codes' }).getByRole('row').filter({ hasText: status });

describe('sharing a conviction record with an employer', () => {
  it('when LEE KA YAN makes a share code, then an employer sees the certificate in full once, is refused the second time, and she sees it viewed', async () => {
    const holder = await openLoggedIn(browser, baseUrl, CERTIFICATE, LEE);
    const { page } = holder;
    await page.getByRole('heading', { name: 'Share with an employer' }).waitFor();
    await page.getByRole('button', { name: 'Make a share code' }).click();
    const code = (await page.getByTestId('share-code').innerText()).trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    await page.getByText(/it is shown only this once/).waitFor();
    await shareRow(page, /^TCRC-2026-900001.*Active until/)
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const employer = await enterAsEmployer(code.toLowerCase());
    await employer.page.getByText('Certificate TCRC-2026-900001, shared by its holder').waitFor();
    // In full: the identity numbers as the holder's documents carry them, and every entry.
    expect(await employer.page.locator('.ticket-facts').innerText()).toContain('C3456785');
    await employer.page.getByText('LEE KA YAN 李嘉欣').waitFor();
    expect(await employer.page.locator('.records-table tbody tr').count()).toBeGreaterThan(0);
    expect(await axeViolations(employer.page)).toEqual([]);
    // The same employer trying again: refused, the facts he saw still there, the code still in the field.
    await employer.page.getByRole('button', { name: 'Open the certificate' }).click();
    await employer.page.getByText(/This share code has already been used/).waitFor();
    expect(await employer.page.getByLabel('Share code').inputValue()).toBe(code.toLowerCase());
    await employer.context.close();

    // Another browser, another try: refused, nothing shown.
    const second = await enterAsEmployer(code);
    await second.page.getByText(/This share code has already been used/).waitFor();
    expect(await second.page.getByText('LEE KA YAN 李嘉欣').count()).toBe(0);
    expect(await axeViolations(second.page)).toEqual([]);
    await second.context.close();

    await page.reload();
    await shareRow(page, /Viewed at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    await holder.context.close();
  });

  it('when LEE KA YAN withdraws a code from the keyboard, then an employer is told it was withdrawn', async () => {
    const holder = await openLoggedIn(browser, baseUrl, CERTIFICATE, LEE);
    const { page } = holder;
    await page.getByRole('button', { name: 'Make a share code' }).click();
    const code = (await page.getByTestId('share-code').innerText()).trim();
    // The newest code heads the list once it is read again.
    const newest = page.getByRole('table', { name: 'My share codes' }).getByRole('row').nth(1);
    await expect.poll(() => newest.innerText()).toMatch(/Active until/);
    const withdraw = newest.getByRole('button', { name: /^Withdraw the share code made on/ });
    await withdraw.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Withdraw this share code? It can no longer be used.').waitFor();
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await shareRow(page, /Withdrawn on/).waitFor();

    const employer = await enterAsEmployer(code);
    await employer.page.getByText('The holder has withdrawn this share code.').waitFor();
    await employer.context.close();
    await holder.context.close();
  });
});
