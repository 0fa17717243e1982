import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { submitAndSign } from './support/dispute-signing.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
const LEE = { idNo: 'C3456785', name: 'LEE Ka Yan' }; // owner of HK2468
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A parking ticket on HK2468 at a place no other journey uses, so that only this pair pairs up. */
const issueAt = (serial: string, offenceDate: string, offenceTime: string) =>
  issueTicket(baseUrl, serial, 'HK2468', offenceDate, offenceTime, 'Queen Victoria Street, Central');

describe('possible duplicate tickets (ADR 0062)', () => {
  it('when a second ticket follows the first within the window, then LEE KA YAN sees both marked and disputes the later as a duplicate with nothing to upload', async () => {
    const day = hongKongDaysAgo(3);
    const first = await issueAt('87800001', day, '09:10');
    const later = await issueAt('87800002', day, '09:50');

    const { page, context, errors } = await openLoggedIn(
      browser,
      baseUrl,
      `/ticket/list?vehicleNo=HK2468&from=${day}&to=${day}`,
      LEE,
    );
    await page.getByText(`Possible duplicate of notice ${first}`).first().waitFor();
    await page.getByText(`Possible duplicate of notice ${later}`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: later, exact: true }).click();
    await page.waitForURL(new RegExp(`/portal/ticket/list-detail\\?noticeNo=${later}$`));
    await page.locator('.ticket-facts').getByText(`Possible duplicate of notice ${first}`).waitFor();
    await page
      .getByRole('list', { name: 'Case timeline' })
      .getByText('Marked as a possible duplicate')
      .waitFor();
    await page.getByRole('button', { name: 'Dispute liability' }).click();
    await page.waitForURL(/\/portal\/ticket\/dispute\?noticeNo=/);

    // The ground and the statement are written for her; no file is asked for.
    await page.getByText('A duplicate of another ticket', { exact: true }).waitFor();
    await page.getByText(new RegExp(`compare this ticket with notice ${first}`)).waitFor();
    expect(await page.getByLabel('Your statement').inputValue()).toBe(`Duplicate of notice ${first}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByText(/I declare that the information/).click();
    const reference = await submitAndSign(page, LEE.idNo);
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByText('Under investigation', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
