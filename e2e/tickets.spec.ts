import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, WIDTHS } from './support/browser.ts';
import { exportCsv } from './support/exports.ts';
import { expectPdfDownload, lookUp, openIn, payWith, TEXT } from './support/ticket-journey.ts';
import { issueTicket, noticeNoOf, openLoggedIn as openAsOwner } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const open = (locale: string, path: string, width: number = WIDTHS.pc) =>
  openIn(browser, baseUrl, locale, path, width);

describe.each(['en', 'zh-hk'] as const)('a visitor verifies and pays tickets in %s', (lang) => {
  const t = TEXT[lang];
  const base = lang === 'en' ? 71000 : 72000;
  let parking2025: string;
  let parking2026: string;

  beforeAll(async () => {
    parking2025 = await issueTicket(baseUrl, `${base}001`, 'AB1234', '2025-12-20');
    parking2026 = await issueTicket(baseUrl, `${base}002`, 'CD5678', '2026-02-03');
  });

  it('when the same offence is looked up on two dates, then the tariff of each date applies', async () => {
    const { page, context, errors } = await open(lang, '/ticket/search');
    expect(await axeViolations(page)).toEqual([]);
    await lookUp(page, lang, parking2025.slice(0, 8), 'AB1234');
    expect(await page.locator('.ticket-facts').textContent()).toContain('HK$320.00');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/portal/ticket/search`);
    await lookUp(page, lang, parking2026, 'CD5678');
    expect(await page.locator('.ticket-facts').textContent()).toContain('HK$400.00');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when a ticket is paid and approved, then it is settled and the receipt is a PDF', async () => {
    const { page, context } = await open(lang, '/ticket/search');
    await lookUp(page, lang, parking2026.slice(0, 8), 'CD5678');
    await page.getByRole('button', { name: t.payNow }).click();
    await page.waitForURL(/\/portal\/ticket\/pay$/);
    expect(await page.textContent('main')).toContain('HK$400.00');
    expect(await axeViolations(page)).toEqual([]);
    await payWith(page, lang, 'Visa' + (lang === 'en' ? '' : ' 卡'), 'approve');
    await page.getByRole('heading', { name: t.success }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expectPdfDownload(page, () => page.getByRole('button', { name: t.receipt }).click());
    // Back on the details page, the ticket is read again from the server by its lookup token.
    const reread = page.waitForResponse((r) => r.url().includes('/tickets/lookup/current'));
    await page.goto(`${baseUrl}/portal/ticket/details`);
    expect((await reread).status()).toBe(200);
    await page.getByRole('heading', { name: t.details, level: 1 }).waitFor();
    expect(await page.locator('.ticket-facts').textContent()).toContain(t.settled);
    expect(await page.getByRole('button', { name: t.payNow }).count()).toBe(0);
    await context.close();
  });

  it('when a mistyped mark answers not found, then the mark typed as printed finds it without a new captcha', async () => {
    const { page, context } = await open(lang, '/ticket/search');
    await page.getByLabel(t.notice, { exact: true }).fill(parking2026.slice(0, 8));
    await page.getByLabel(t.vehicle, { exact: true }).fill('CD5679');
    await page.getByLabel(t.robot).click();
    await page.getByText(t.verified, { exact: true }).waitFor();
    await page.getByRole('button', { name: t.search }).click();
    await page.locator('.ant-alert-error').waitFor();
    // The solved captcha is still there: the visitor only corrects the mark, spaced as on the plate.
    expect(await page.getByText(t.verified, { exact: true }).isVisible()).toBe(true);
    await page.getByLabel(t.vehicle, { exact: true }).fill('cd 5678');
    await page.locator('button.ticket-submit').click();
    await page.waitForURL(/\/portal\/ticket\/details$/);
    await page.getByRole('heading', { name: t.details, level: 1 }).waitFor();
    await context.close();
  });

  it('when a payment is cancelled, then PAY-E-9022 shows and another channel then pays it', async () => {
    const { page, context } = await open(lang, '/ticket/search');
    await lookUp(page, lang, parking2025, 'AB1234');
    await payWith(page, lang, lang === 'en' ? 'FPS' : '轉數快', 'cancel');
    await page.getByRole('heading', { name: t.cancelled }).waitFor();
    expect(await page.textContent('main')).toContain('PAY-E-9022');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.payAgain }).click();
    await page.waitForURL(/\/portal\/ticket\/pay$/);
    await payWith(page, lang, lang === 'en' ? 'Mastercard' : '萬事達卡', 'approve');
    await page.getByRole('heading', { name: t.success }).waitFor();
    await context.close();
  });

  it('when the notice PDF is asked for with the ID prefix, then a PDF downloads', async () => {
    const { page, context } = await open(lang, '/ticket/search');
    await lookUp(page, lang, parking2025, 'AB1234');
    await page.getByRole('button', { name: t.noticePdf }).click();
    const input = page.getByLabel(t.idPrefix);
    await input.waitFor();
    // axe reads colours mid-animation as faded: wait for the dialog's zoom-in to finish.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('A1234');
    await expectPdfDownload(page, () => page.getByRole('button', { name: t.download }).click());
    await context.close();
  });
});

describe('ticket pages at 390 and 1280 px', () => {
  it('when a ticket is looked up on a phone, then details and pay pass axe and nothing overflows', async () => {
    const noticeNo = await issueTicket(baseUrl, '73000001', 'AB1234', '2026-02-03');
    const { page, context } = await open('en', '/ticket/search', WIDTHS.mobile);
    expect(await axeViolations(page)).toEqual([]);
    await lookUp(page, 'en', noticeNo, 'AB1234');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: TEXT.en.payNow }).click();
    await page.waitForURL(/\/portal\/ticket\/pay$/);
    await page.getByRole('radio', { name: 'FPS', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'PPS', exact: true }).isChecked()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    '/ticket/search',
    '/ticket/details',
    '/ticket/pay',
    '/ticket/paid',
    '/ticket/pay/result?orderNo=P20260101ABCDEFGHIJ',
  ])('when %s is shown, then axe finds no violation and nothing overflows', async (path) => {
    for (const width of [WIDTHS.mobile, WIDTHS.pc]) {
      const { page, context } = await open('en', path, width);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').count()).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
      await context.close();
    }
  });
});

/** The demo owner CHAN TAI MAN, logged in, on `path` in English. */
const openLoggedIn = (path: string, width: number = WIDTHS.pc) =>
  openAsOwner(browser, baseUrl, path, { width });

describe('a logged-in owner sees tickets, unpaid tickets and payments', () => {
  it('when the ticket list is filtered, then the filters stay in the query and a ticket opens', async () => {
    const { page, context } = await openLoggedIn('/ticket/list');
    await page.getByRole('table').waitFor();
    await page.getByLabel('Vehicle No.', { exact: true }).fill('AB1234');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/ticket\/list\?vehicleNo=AB1234$/);
    expect(await axeViolations(page)).toEqual([]);
    const link = page.getByRole('link', { name: noticeNoOf('71000001') });
    await link.click();
    await page.waitForURL(/\/ticket\/list-detail\?noticeNo=/);
    await page.locator('.ticket-facts').getByText('HK$320.00').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when the payment record is exported as CSV, then progress ends in a download', async () => {
    const { page, context } = await openLoggedIn('/my-account/payment-record?months=1');
    await page.getByText(noticeNoOf('71000002')).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await exportCsv(page);
    await context.close();
  });

  it.each([
    '/ticket/list',
    '/my-account/unpaidTicket',
    '/my-account/payment-record',
    `/ticket/list-detail?noticeNo=${noticeNoOf('71000001')}`,
  ])('when %s is shown at 390 and 1280 px, then axe finds no violation', async (path) => {
    for (const width of [WIDTHS.mobile, WIDTHS.pc]) {
      const { page, context } = await openLoggedIn(path, width);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(page.url(), path).toContain(path.split('?')[0]);
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
      await context.close();
    }
  });
});
