import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { qrCodesInPdf } from './support/qr-pdf.ts';
import { expectPdfDownload } from './support/ticket-journey.ts';
import { E2E_ISSUER_TOKEN } from './support/server.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';
import { text } from './support/portal-pages.ts';

const baseUrl = inject('baseUrl');
const LEE = 'C3456785'; // LEE KA YAN: owner of HK2468 and driver
const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS
const NG = 'G7890129'; // NG KWOK WAI: staff of the company, driver with licence G7890129
const WONG = 'B2345674'; // WONG SIU MING: driver with points
const USERS = '/rest/users/api/v1/publ';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; message: string; data: Record<string, unknown> };
}

/** Opens `path` logged in as a demo person, acting in `role` (the company role) when given. */
async function openAs(idNo: string, path: string, role?: 'OAD') {
  const opened = await openLoggedIn(browser, baseUrl, role ? '/' : path, { idNo });
  if (!role) return opened;
  const token = (await post(`${USERS}/login/token-tmp`, { idNo })).data.token as string;
  const profile = await post(`${USERS}/users/user/profile`, {}, { authorization: `Bearer ${token}` });
  const agentId = (profile.data.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === role,
  )!.agentId;
  await opened.page.getByRole('heading', { level: 1 }).waitFor();
  // Acting for the role, as the role switch leaves the session.
  await opened.page.evaluate(
    ({ agentId, roleType }) =>
      sessionStorage.setItem(
        'eticket.userInfo',
        JSON.stringify({ value: { name: 'demo', agentId, roleType }, savedAt: Date.now() }),
      ),
    { agentId, roleType: role },
  );
  await opened.page.goto(`${baseUrl}/portal${path}`);
  return opened;
}

/** Pays the fee from the application's pay link on the payment pages, approving it on the sandbox gateway. */
async function payFee(page: Page) {
  await page.getByRole('link', { name: 'Pay HK$50.00' }).first().click();
  await page.getByRole('radio', { name: 'Visa', exact: true }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/sandbox\/pay/);
  await page.locator('button[value="approve"]').click();
  await page.waitForURL(/\/portal\/.*result/, { timeout: 60_000 });
}

/** The verify page's verdict on a token, in a fresh browser with no login, as anyone shown the paper. */
async function verdictOn(url: string) {
  const { page, context } = await openLoggedIn(browser, baseUrl, '/');
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(url);
  const verdict = page.getByText(/^(Genuine certificate|Not a genuine certificate)$/);
  await verdict.waitFor();
  const text = await verdict.innerText();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
  return text;
}

describe('traffic conviction record and points', () => {
  it('when LEE KA YAN has an overdue ticket, then her application is refused with the ticket named', async () => {
    const noticeNo = await issueTicket(baseUrl, '62000001', 'HK2468', hongKongDaysAgo(40));
    const moved = await post(
      `/rest/ticket/api/v1/internal/tickets/${noticeNo}/status`,
      { status: 'OVERDUE', reason: 'not paid within 21 days' },
      { authorization: `Bearer ${E2E_ISSUER_TOKEN}` },
    );
    expect(moved.code).toBe('0');
    const { page, context } = await openAs(LEE, '/my-account/tcr/apply');
    await page
      .getByText(`An overdue ticket (${noticeNo}) blocks a conviction record application.`, { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Apply and go to payment' }).count()).toBe(0);
    await context.close();
    // Cancelled by the court: no longer overdue, so the block goes.
    const cancelled = await post(
      `/rest/ticket/api/v1/internal/tickets/${noticeNo}/status`,
      { status: 'CANCELLED_BY_COURT', reason: 'withdrawn' },
      { authorization: `Bearer ${E2E_ISSUER_TOKEN}` },
    );
    expect(cancelled.code).toBe('0');
  });

  it('when LEE KA YAN applies and pays in the sandbox, then she downloads the certificate; its QR code leads to a page that says genuine, and an altered token is not', async () => {
    const { page, context } = await openAs(LEE, '/my-account/tcr/apply');
    await page.getByText('LEE KA YAN', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByText('The particulars above are mine and correct.').click();
    await page.getByRole('button', { name: 'Apply and go to payment' }).click();
    await payFee(page);
    // The result speaks of the fee she paid: no ticket in it, nor in its breadcrumb.
    await page.getByText('The payment has been received and the fee is paid.').waitFor();
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    expect(await page.locator('.pay-outcome').innerText()).not.toMatch(/ticket/i);
    const trail = await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText();
    expect(trail).toContain('My account');
    expect(trail).not.toMatch(/ticket/i);
    // The same result in Traditional Chinese: the fee, not a ticket (告票), in the result and its trail.
    await page.getByRole('button', { name: '繁體中文' }).click();
    await page.getByText(text('payments:outcome.success.feeText', 'zh-hk')).waitFor();
    await page.getByRole('heading', { name: text('payments:whatNext.title', 'zh-hk') }).waitFor();
    expect(await page.locator('.pay-outcome').innerText()).not.toContain('告票');
    const zhTrail = await page.getByRole('navigation', { name: text('ui.breadcrumb', 'zh-hk') }).innerText();
    expect(zhTrail).toContain(text('nav.myAccount', 'zh-hk'));
    expect(zhTrail).not.toContain('告票');
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${baseUrl}/portal/my-account/tcr`);
    const download = page.getByRole('button', { name: 'Download certificate (PDF)' }).first();
    await download.waitFor({ timeout: 30_000 });
    const pdf = await expectPdfDownload(page, () => download.click());
    const [url] = await qrCodesInPdf(new Uint8Array(pdf));
    expect(url).toMatch(/\/portal\/tcr\/verify\?token=TCR1\./);
    expect(await verdictOn(url!)).toBe('Genuine certificate');
    const token = new URL(url!).searchParams.get('token')!;
    const altered = token.replace(/.(?=\.[^.]*$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(await verdictOn(`${baseUrl}/portal/tcr/verify?token=${encodeURIComponent(altered)}`)).toBe(
      'Not a genuine certificate',
    );
    await context.close();
  });

  it('when the company applies for NG KWOK WAI’s record, he authorises it from his message box, and the company pays and downloads it', async () => {
    const company = await openAs(ADMIN, '/my-account/tcr', 'OAD');
    const { page } = company;
    await page.getByLabel('Driver’s driving licence no.').fill(NG);
    await page.getByRole('button', { name: 'Ask the driver to authorise' }).click();
    const added = await page.getByText(/^Application (TCR\d{10}) is made/).innerText();
    const ref = /TCR\d{10}/.exec(added)![0];
    expect(await axeViolations(page)).toEqual([]);

    const driver = await openAs(NG, '/my-account/message/list');
    await driver.page
      .getByRole('link', { name: /A company asks to apply for your traffic conviction record/ })
      .first()
      .click();
    await driver.page.getByRole('button', { name: 'Open' }).click();
    await driver.page.getByText(/HARBOUR CITY LOGISTICS LIMITED asks to apply/).waitFor();
    await driver.page.getByRole('button', { name: 'Authorise and get a code' }).click();
    const code = (await driver.page.locator('.records-code').innerText()).trim();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(await axeViolations(driver.page)).toEqual([]);
    await driver.context.close();

    await page.reload();
    await page.getByLabel(`Authorisation code from ${ref}’s driver`).fill(code);
    await page.getByRole('button', { name: 'Verify the code' }).click();
    await page.getByRole('link', { name: 'Pay HK$50.00' }).waitFor();
    await payFee(page);
    // The payment result leads back to the application.
    await page.getByRole('link', { name: `View traffic conviction record application ${ref}` }).click();
    await page.waitForURL(new RegExp(`/portal/my-account/tcr/detail\\?id=${ref}&company=1$`));
    const download = page.getByRole('button', { name: 'Download certificate (PDF)' });
    await download.waitFor({ timeout: 30_000 });
    const pdf = await expectPdfDownload(page, () => download.click());
    expect(await qrCodesInPdf(new Uint8Array(pdf))).toHaveLength(1);
    await company.context.close();
  });

  it('when WONG SIU MING opens his points, then he sees each offence, the total and the data-as-of time', async () => {
    const { page, context } = await openAs(WONG, '/my-account/dop');
    await page.getByText(/^Data as of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Transport Department\)$/).waitFor();
    await page.getByText('Careless driving').waitFor();
    expect(await page.locator('.records-table tbody tr').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
