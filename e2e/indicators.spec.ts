import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, WIDTHS } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the service indicators', () => {
  it('when a visitor follows "Service performance" from Home, then the four numbers show, as on the JSON they link to', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${baseUrl}/portal/`);
    await page.getByRole('link', { name: 'Service performance' }).click();
    await page.waitForURL(/\/portal\/service-indicators$/);
    await page.getByRole('heading', { level: 1, name: 'Service performance' }).waitFor();
    const availability = page.getByRole('region', { name: 'Ticket look-up available' });
    await availability.waitFor();
    for (const title of [
      'E-tickets sent within 10 seconds',
      'Online payments that succeeded',
      'Time to decide a dispute',
    ]) {
      await page.getByRole('region', { name: title }).waitFor();
    }
    // The demo's 30 days of look-up checks (six unanswered), and the checks since the server started.
    const json = (await (
      await page.request.get(`${baseUrl}/rest/content/api/v1/publ/service-indicators`)
    ).json()) as { data: { lookUpAvailability: { percent: number; available: number } } };
    const { percent, available } = json.data.lookUpAvailability;
    expect(percent).toBeGreaterThanOrEqual(99.8);
    await availability.getByText(`${percent} %`, { exact: true }).waitFor();
    expect(await availability.textContent()).toContain(available.toLocaleString('en'));
    expect(
      await page.getByRole('link', { name: 'The same numbers as open data (JSON)' }).getAttribute('href'),
    ).toBe('/rest/content/api/v1/publ/service-indicators');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when it is opened in Traditional Chinese on a phone, then it reads in Chinese and does not scroll sideways', async () => {
    const { page, context } = await openPage(browser, WIDTHS.mobile);
    await context.addInitScript(() => window.localStorage.setItem('language', 'zh-hk'));
    await page.goto(`${baseUrl}/portal/service-indicators`);
    await page.getByRole('region', { name: '告票查核服務的可用率' }).waitFor();
    await page.getByText(/^計算時間：/).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
