import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, WIDTHS } from './support/browser.ts';
import { qrCodesInPdf, shortCodesInPdf } from './support/qr-pdf.ts';
import { openLoggedIn } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234 and CD5678
const OTHER_OWNER = 'C3456785'; // LEE KA YAN, who buys CD5678
const NEW_MARK = 'NW2026';
let browser: Browser;

async function post(path: string, body: object, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; message: string; data: Record<string, unknown> };
}

async function ownerToken() {
  return (await post('/rest/users/api/v1/publ/login/token-tmp', { idNo: OWNER })).data.token as string;
}

const resolve = async (token: string) =>
  post('/rest/users/api/v1/publ/users/veh/qr/resolve', { token }, await ownerToken());

const marksShown = (page: Page) => page.locator('.vehicle-mark').allInnerTexts();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The register as the other journeys expect it: CD5678 back with CHAN TAI MAN.
  await post('/sandbox/transport/vehicles/transfer', { registrationMark: 'CD5678', ownerIdNo: OWNER });
  await browser.close();
});

describe('an owner’s vehicles, their synchronisation and QR codes', () => {
  it('when CHAN TAI MAN opens Manage vehicles, then AB1234 and CD5678 show with their details, on a phone too, without axe violations', async () => {
    for (const width of [WIDTHS.pc, WIDTHS.mobile]) {
      const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account/manage-vehicle', { width });
      await page.getByRole('heading', { name: 'AB1234' }).waitFor();
      expect(await marksShown(page)).toEqual(['AB1234', 'CD5678']);
      const ab = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'AB1234' }) });
      for (const fact of [
        'Private car',
        'TOYOTA',
        'PRIUS',
        'White',
        '2019',
        'CHAN TAI MAN',
        'CHEUNG C** K****',
      ])
        await expect(ab.getByText(fact, { exact: true }).count()).resolves.toBeGreaterThan(0);
      const cd = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CD5678' }) });
      await expect(cd.getByText('Taxi', { exact: true }).count()).resolves.toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      if (width === WIDTHS.pc) {
        await page.getByRole('link', { name: 'Details of AB1234' }).click();
        await page.getByRole('img', { name: 'QR code of vehicle AB1234' }).waitFor();
        await page.getByText('CHEUNG C** K****').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    }
  });

  it('when the register sells CD5678 and registers a new car, then his sync shows the progress and the new list', async () => {
    expect(
      (
        await post('/sandbox/transport/vehicles/transfer', {
          registrationMark: 'CD5678',
          ownerIdNo: OTHER_OWNER,
        })
      ).code,
    ).toBe('0');
    const registered = await post('/sandbox/transport/vehicles', {
      registrationMark: NEW_MARK,
      classCode: '001',
      typeCode: 'PRIVATE_CAR',
      make: 'BYD',
      model: 'SEAL',
      colourCode: 'K',
      yearOfManufacture: 2025,
      ownerIdNo: OWNER,
    });
    expect(registered.code).toBe('0');

    const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account/manage-vehicle');
    await page.getByRole('heading', { name: 'AB1234' }).waitFor();
    await page.getByRole('link', { name: 'Update vehicle records from the Transport Department' }).click();
    await page.getByRole('button', { name: 'Update now' }).click();
    await page.getByRole('heading', { name: 'Update complete' }).waitFor();
    await page.getByText(`Added: ${NEW_MARK}. Removed: CD5678.`).waitFor();
    await expect(page.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to my vehicles' }).click();
    await page.getByRole('heading', { name: NEW_MARK }).waitFor();
    expect(await marksShown(page)).toEqual(['AB1234', NEW_MARK]);
    await context.close();
  });

  it('when he downloads the QR code of AB1234 and then regenerates it, then the PDF’s code and the code printed under it resolve to AB1234 until, once he confirms, the new one makes them "QR code expired"', async () => {
    const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account/manage-vehicle');
    const select = page.getByRole('checkbox', { name: 'Select AB1234' });
    await select.waitFor();
    // By keyboard: the checkbox is a real input.
    await select.focus();
    await page.keyboard.press('Space');
    await expect(select.isChecked()).resolves.toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download QR codes (PDF)' }).click(),
    ]);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const [token, ...more] = await qrCodesInPdf(pdf);
    expect(more).toEqual([]);
    expect(token).toMatch(/^EVQ1\./);
    expect(token).not.toContain('AB1234');
    const [printed, ...morePrinted] = await shortCodesInPdf(pdf);
    expect(morePrinted).toEqual([]);
    for (const code of [token!, printed!.toLowerCase()]) {
      const resolved = await resolve(code);
      expect(resolved.code).toBe('0');
      expect(resolved.data.registrationMark).toBe('AB1234');
    }

    // Asked first; Cancel changes nothing.
    const regenerate = page.getByRole('button', { name: 'Regenerate QR codes' });
    await regenerate.click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate QR codes?' });
    await dialog.getByText(/stop working at once/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await resolve(printed!)).code).toBe('0');

    await regenerate.click();
    await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await page.getByText('A new QR code was made for 1 vehicle. The old code no longer works.').waitFor();
    for (const code of [token!, printed!]) {
      const expired = await resolve(code);
      expect(expired.code).toBe('VEH-E-0003');
      expect(expired.message).toContain('QR code expired');
    }
    // The vehicle's page shows the new code to type under the new QR code.
    await page.getByRole('link', { name: 'Details of AB1234' }).click();
    await page.getByRole('img', { name: 'QR code of vehicle AB1234' }).waitFor();
    const shown = await page.locator('.vehicle-short-code strong').innerText();
    expect(shown).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(shown).not.toBe(printed);
    expect((await resolve(shown)).data.registrationMark).toBe('AB1234');
    await context.close();
  });

  it.each([
    { who: 'the company administrator', idNo: 'F6789018', role: 'OAD', sync: true, download: true },
    { who: 'the company staff member', idNo: 'G7890129', role: 'OAG', sync: false, download: true },
    { who: 'CHAN TAI MAN’s agent', idNo: 'E5678907', role: 'UAG', sync: false, download: false },
  ])(
    'when $who acts in that role, then only what the role allows shows',
    async ({ idNo, role, sync, download }) => {
      const token = (await post('/rest/users/api/v1/publ/login/token-tmp', { idNo })).data.token as string;
      const profile = await post('/rest/users/api/v1/publ/users/user/profile', {}, token);
      const agentId = (profile.data.roleList as { roleType: string; agentId: number }[]).find(
        (r) => r.roleType === role,
      )!.agentId;
      const { page, context } = await openLoggedIn(browser, baseUrl, '/', { idNo });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Acting for the role, as the role switch leaves the session.
      await page.evaluate(
        ({ agentId, roleType }) =>
          sessionStorage.setItem(
            'eticket.userInfo',
            JSON.stringify({ value: { name: 'demo', agentId, roleType }, savedAt: Date.now() }),
          ),
        { agentId, roleType: role },
      );
      await page.goto(`${baseUrl}/portal/my-account/manage-vehicle`);
      if (role === 'UAG') {
        await page.getByRole('heading', { name: 'AB1234' }).waitFor();
        expect(await marksShown(page)).toEqual(['AB1234']);
      } else {
        await page.getByRole('heading', { name: 'GX3579' }).waitFor();
        expect(await marksShown(page)).toEqual(expect.arrayContaining(['GX3579', 'HC2020', 'LB8080']));
        expect(await marksShown(page)).not.toContain('AB1234');
      }
      const count = (name: string) => page.getByRole('button', { name }).count();
      await expect(count('Download QR codes (PDF)')).resolves.toBe(download ? 1 : 0);
      await expect(count('Regenerate QR codes')).resolves.toBe(0);
      await expect(page.getByRole('link', { name: /Update vehicle records/ }).count()).resolves.toBe(
        sync ? 1 : 0,
      );
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});
