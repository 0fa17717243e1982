import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { exportCsv } from './support/exports.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** Twelve tickets of the owner's AB1234 in the last fortnight: more than one page of ten. */
let own: string[];
/** A ticket of LEE KA YAN's HK2468, issued the same days: the owner must never see it. */
let others: string;
const from = hongKongDaysAgo(20);
const to = hongKongDaysAgo(0);

beforeAll(async () => {
  browser = await launchBrowser();
  own = [];
  for (let i = 1; i <= 12; i++) {
    own.push(await issueTicket(baseUrl, `740000${String(i).padStart(2, '0')}`, 'AB1234', hongKongDaysAgo(i)));
  }
  others = await issueTicket(baseUrl, '74000101', 'HK2468', hongKongDaysAgo(3));
});
afterAll(() => browser.close());

describe("a logged-in owner's ticket list", () => {
  it("when another owner's vehicle is asked for, then nothing of it shows", async () => {
    const { page, context } = await openLoggedIn(browser, baseUrl, '/ticket/list?vehicleNo=HK2468');
    await page.getByText('No tickets match these filters.').waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await context.close();
  });

  it('when the list runs over a page, then the next page shows the rest and the page is in the query', async () => {
    const query = `vehicleNo=AB1234&from=${from}&to=${to}`;
    const { page, context } = await openLoggedIn(browser, baseUrl, `/ticket/list?${query}`);
    const table = page.getByRole('table');
    await table.waitFor();
    const firstPage = await table.locator('tbody tr.ant-table-row').allInnerTexts();
    expect(firstPage).toHaveLength(10);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    const rows = table.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.first().innerText()).not.toBe(firstPage[0]);
    const secondPage = await rows.allInnerTexts();
    expect(secondPage.length).toBeGreaterThanOrEqual(2);
    expect(secondPage.some((row) => firstPage.includes(row))).toBe(false);
    const seen = [...firstPage, ...secondPage].join('\n');
    for (const noticeNo of own) expect(seen).toContain(noticeNo);
    expect(seen).not.toContain(others);
    await context.close();
  });

  it.each([
    ['en', 'Offence date from', 'Offence date to', 'Search'],
    ['zh-hk', '違例日期由', '違例日期至', '搜尋'],
  ])(
    'when the date filters are used in an English-US browser (%s), then they read and take dd/mm/yyyy',
    async (language, fromLabel, toLabel, search) => {
      const { page, context } = await openLoggedIn(browser, baseUrl, `/ticket/list?from=${from}`, {
        beforeOpen: async (p) => {
          await p.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        },
      });
      const dmy = (iso: string) => iso.split('-').reverse().join('/');
      const fromField = page.getByRole('textbox', { name: fromLabel });
      await expect.poll(() => fromField.inputValue()).toBe(dmy(from));
      await page.getByRole('textbox', { name: toLabel }).fill(dmy(to));
      await page.getByRole('button', { name: search, exact: true }).click();
      await page.waitForURL(new RegExp(`to=${to}`));
      await context.close();
    },
  );

  it('when the logged-in pages open, then no heading or role card is set larger than the page title, in English and Chinese', async () => {
    for (const language of ['en', 'zh-hk']) {
      const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account', {
        beforeOpen: async (p) => {
          await p.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
        },
      });
      for (const path of [
        '/my-account',
        '/ticket/list',
        '/my-account/payment-record',
        '/my-account/driving-logs',
        '/my-account/message/list',
      ]) {
        await page.goto(`${baseUrl}/portal${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const sizes = await page.evaluate(() => {
          const px = (e: Element) => parseFloat(getComputedStyle(e).fontSize);
          const title = px(document.querySelector('h1')!);
          const larger = Array.from(document.querySelectorAll('main h2, main h3, main h4, .role-card *'))
            .filter((e) => px(e) > title)
            .map((e) => `${e.tagName} "${e.textContent?.trim().slice(0, 30)}" ${px(e)}px`);
          return { title, larger };
        });
        expect(sizes.larger, `${language} ${path} (title ${sizes.title}px)`).toEqual([]);
      }
      await context.close();
    }
  });

  it('when the filtered list is exported as CSV, then the file holds the owner’s tickets and no one else’s', async () => {
    const { page, context } = await openLoggedIn(browser, baseUrl, `/ticket/list?from=${from}&to=${to}`);
    await page.getByRole('table').waitFor();
    const download = await exportCsv(page);
    const csv = await readFile((await download.path())!, 'utf8');
    for (const noticeNo of own) expect(csv).toContain(noticeNo);
    expect(csv).not.toContain(others);
    await context.close();
  });
});
