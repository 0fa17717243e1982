import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, WIDTHS } from './browser.ts';

/** The labels a visitor reads on the look-up and payment pages, in the languages the journeys use. */
export const TEXT = {
  en: {
    notice: 'Notice No.',
    vehicle: 'Vehicle No.',
    robot: /not a robot/,
    verified: 'Verified',
    search: /^Search$/,
    payNow: 'Pay now',
    cont: 'Continue to payment',
    success: 'Payment successful',
    cancelled: 'Payment cancelled',
    payAgain: 'Pay again',
    receipt: 'Download receipt (PDF)',
    noticePdf: 'Download notice (PDF)',
    idPrefix: 'First 5 characters of the identity document number',
    download: /^Download$/,
    details: 'Ticket details',
    settled: 'Settled',
    backToTicket: 'Back to ticket',
    viewPaid: 'View payment',
  },
  'zh-hk': {
    notice: '通知書號碼',
    vehicle: '車輛登記號碼',
    robot: /我不是機械人/,
    verified: '已驗證',
    search: /^搜\s?尋$/,
    payNow: '立即繳款',
    cont: '繼續付款',
    success: '付款成功',
    cancelled: '付款已取消',
    payAgain: '再次付款',
    receipt: '下載收據（PDF）',
    noticePdf: '下載通知書（PDF）',
    idPrefix: '身份證明文件號碼的首 5 個字元',
    download: /^下\s?載$/,
    details: '告票詳情',
    settled: '已繳款',
    backToTicket: '返回告票',
    viewPaid: '查看繳款',
  },
} as const;
export type Lang = keyof typeof TEXT;

/** A fresh browser context (a new browser, as far as storage goes) in a language, on `path`. */
export async function openIn(
  browser: Browser,
  baseUrl: string,
  locale: string,
  path: string,
  width: number = WIDTHS.pc,
) {
  const opened = await openPage(browser, width);
  await opened.context.addInitScript((lang) => window.localStorage.setItem('language', lang), locale);
  await opened.page.goto(`${baseUrl}/portal${path}`);
  return opened;
}

/** Fills the look-up form, ticks the proof-of-work captcha (the browser solves it) and searches. */
export async function lookUp(page: Page, lang: Lang, noticeNo: string, vehicleNo: string) {
  const t = TEXT[lang];
  await page.getByLabel(t.notice, { exact: true }).fill(noticeNo);
  await page.getByLabel(t.vehicle, { exact: true }).fill(vehicleNo);
  await page.getByLabel(t.robot).click();
  await page.getByText(t.verified, { exact: true }).waitFor();
  await page.getByRole('button', { name: t.search }).click();
  await page.waitForURL(/\/portal\/ticket\/details$/);
  await page.getByRole('heading', { name: t.details, level: 1 }).waitFor();
}

/** Chooses a channel on the pay page (opening it from the details page if need be) and continues. */
export async function startPaying(page: Page, lang: Lang, channel: string) {
  const t = TEXT[lang];
  if (!page.url().includes('/ticket/pay')) {
    await page.getByRole('button', { name: t.payNow }).click();
    await page.waitForURL(/\/portal\/ticket\/pay(\?.*)?$/);
  }
  await page.getByRole('radio', { name: channel, exact: true }).check();
  await page.getByRole('button', { name: t.cont }).click();
  await page.waitForURL(/\/sandbox\/pay/);
}

/** From the details page: pay with a channel, and choose the outcome on the sandbox gateway. */
export async function payWith(page: Page, lang: Lang, channel: string, action: 'approve' | 'cancel') {
  await startPaying(page, lang, channel);
  await page.locator(`button[value="${action}"]`).click();
  await page.waitForURL(/\/portal\/ticket\/pay\/result\?orderNo=/, { timeout: 60_000 });
}

/** Clicks something that downloads a file and checks the file is a PDF; answers its bytes. */
export async function expectPdfDownload(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return file;
}
