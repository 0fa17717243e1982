import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createCanvas } from '@napi-rs/canvas';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';
import { E2E_ISSUER_TOKEN } from './support/server.ts';

const baseUrl = inject('baseUrl');
const INTERNAL = `${baseUrl}/rest/ticket/api/v1/internal`;
/** The demo-mode operator token (docs/operations.md); e2e servers set none of their own. */
const OPERATOR = 'demo-operator-token-not-for-production';
const PERIOD = 'PHOTO_VIEW_PERIOD_SECONDS';
/** Long enough to open the viewer and see both photos on a busy machine; short enough to wait for its end. */
const SHORT_PERIOD_SECONDS = 20;

let browser: Browser;
let periodBefore: unknown;
beforeAll(async () => {
  browser = await launchBrowser();
  const param = await fetch(`${baseUrl}/rest/param/api/v1/publ/param/${PERIOD}`);
  periodBefore = ((await param.json()) as { data: { value: unknown } }).data.value;
});
afterAll(async () => {
  await setParam(PERIOD, periodBefore);
  await browser.close();
});

async function setParam(code: string, value: unknown) {
  const res = await fetch(`${baseUrl}/rest/param/api/v1/internal/param/${code}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A drawn stand-in for a warden's photo. */
function photo(colour: string, format: 'jpeg' | 'png') {
  const canvas = createCanvas(320, 240);
  const g = canvas.getContext('2d');
  g.fillStyle = colour;
  g.fillRect(0, 0, 320, 240);
  g.fillStyle = '#f8e21b';
  g.fillRect(110, 150, 100, 30);
  return format === 'jpeg' ? canvas.encode('jpeg') : canvas.encode('png');
}

/** The police attach the officer's photos to a ticket, as their system does (multipart, issuer token). */
async function attachPhotos(noticeNo: string) {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(await photo('#2f5d8a', 'jpeg'))]), 'front.jpg');
  form.append('photos', new Blob([new Uint8Array(await photo('#7a3b2e', 'png'))]), 'rear.png');
  const res = await fetch(`${INTERNAL}/tickets/${noticeNo}/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ISSUER_TOKEN}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('viewing the officer’s photos', () => {
  it('when CHAN TAI MAN applies and the police approve, then the viewer shows the photos and stops after the period', async () => {
    const noticeNo = await issueTicket(baseUrl, '87700001', 'AB1234', hongKongDaysAgo(1));
    await attachPhotos(noticeNo);
    await setParam(PERIOD, SHORT_PERIOD_SECONDS);

    const { page, context, errors } = await openLoggedIn(
      browser,
      baseUrl,
      `/ticket/list-detail?noticeNo=${noticeNo}`,
    );
    await page.getByRole('button', { name: 'View photos' }).click();
    await page.waitForURL(/\/portal\/ticket\/photos\?noticeNo=/);
    await page.getByRole('heading', { name: `Officer’s photos of ticket ${noticeNo}` }).waitFor();
    await page.getByLabel('Why you want to view the photos (optional)').fill('To see where the car stood.');
    await page.getByRole('button', { name: 'Apply to view photos' }).click();
    await page.getByText('Your application is being processed.', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const reference = (await page.locator('dd').first().textContent())!.trim();
    expect(reference).toMatch(/^V\d{10}$/);
    const approved = await fetch(`${INTERNAL}/photo-applications/${reference}/decision`, {
      method: 'POST',
      headers: { authorization: `Bearer ${E2E_ISSUER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'APPROVED' }),
    });
    expect(approved.status).toBe(200);

    // Told in the box, the owner comes back to the page: both photos, from memory, never an address.
    await page.reload();
    const first = page.getByRole('img', { name: 'Officer’s photo 1 of 2' });
    const second = page.getByRole('img', { name: 'Officer’s photo 2 of 2' });
    await first.waitFor();
    await second.waitFor();
    for (const img of [first, second]) {
      expect(await img.getAttribute('src')).toMatch(/^blob:/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(320);
    }
    await page.getByText(/You can view these photos until/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The period ends: the viewer closes by itself and the page says so.
    await page
      .getByText(/The viewing period ended on .*You may apply again\./)
      .waitFor({ timeout: (SHORT_PERIOD_SECONDS + 15) * 1000 });
    expect(await page.getByRole('img', { name: /Officer’s photo/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Apply to view photos' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
