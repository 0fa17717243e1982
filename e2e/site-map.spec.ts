import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, WIDTHS } from './support/browser.ts';
import { loginWithIamSmart } from './support/iam-smart.ts';
import { goInApp, text } from './support/portal-pages.ts';

const baseUrl = inject('baseUrl');
const CHAN = 'A1234563'; // CHAN TAI MAN: vehicle owner, neither driver nor company
const en = (key: string) => text(key, 'en');
/** The pages of other roles that the site map used to offer the owner. */
const NOT_HIS = ['MyAccountDop', 'MyDrivingLogs', 'FleetManagement'].map((name) => en(`routes.${name}`));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(path: string) {
  const opened = await openPage(browser, WIDTHS.pc);
  await opened.context.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await opened.page.goto(`${baseUrl}/portal${path}`);
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  return opened;
}

function siteMapLink(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name, exact: true });
}

describe('the site map and the pages of other roles', () => {
  it('when a visitor opens the site map, then the pages of drivers and companies are listed and say whom they are for', async () => {
    const { page, context } = await open('/home/site-map');
    for (const name of NOT_HIS) await siteMapLink(page, name).waitFor();
    const dop = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: NOT_HIS[0], exact: true }) });
    expect(await dop.innerText()).toContain(text('content:siteMap.audience.drivers', 'en'));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when CHAN TAI MAN opens the site map, then it offers none of them, and /my-account/dop refuses once without Try again', async () => {
    const { page, context, errors } = await open('/');
    await loginWithIamSmart(page, CHAN);
    await goInApp(page, '/home/site-map');
    await page.getByRole('heading', { level: 1, name: en('content:siteMap.title') }).waitFor();
    await siteMapLink(page, en('routes.ManageVehicle')).waitFor();
    for (const name of NOT_HIS) expect(await siteMapLink(page, name).count(), name).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/portal/my-account/dop`);
    await page.getByRole('heading', { level: 1, name: NOT_HIS[0] }).waitFor();
    const refusal = page.getByRole('alert');
    await refusal.getByText(en('refusal.title')).waitFor();
    expect(await refusal.count()).toBe(1);
    expect(await refusal.innerText()).toContain(
      en('refusal.audience.drivers').replace('{{page}}', NOT_HIS[0]!),
    );
    await page.waitForTimeout(500); // a reminder dialog would have opened by now
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: en('ui.retry') }).count()).toBe(0);
    expect(await page.getByText(/do not have permission/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
