import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/**
 * On a server of its own on the embedded database, as `npm start` runs the demo: the other journeys run on
 * PostgreSQL (docs/adr/0064-journeys-on-postgresql.md).
 */
let server: RunningServer;
let baseUrl: string;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, 'pglite'), launchBrowser()]);
  baseUrl = server.baseUrl;
});
afterAll(async () => {
  await Promise.all([browser.close(), server.stop()]);
});

describe('smoke, on the embedded database of the demo', () => {
  it('when the portal is opened at /, then the SPA renders under /portal/ with no console error', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/portal/`);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when a deep link is opened directly, then the SPA answers it rather than a server 404', async () => {
    const { page, errors, context } = await openPage(browser);
    const response = await page.goto(`${baseUrl}/portal/ticket/search`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseUrl}/portal/ticket/search`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when the API docs are opened, then Swagger UI renders the portal API', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${baseUrl}/rest/docs`);
    await page.getByText('e-Ticket portal API').first().waitFor({ timeout: 30_000 });
    await context.close();
  });
});
