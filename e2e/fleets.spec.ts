import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, WIDTHS } from './support/browser.ts';
import { launchWithQrCamera } from './support/fake-camera.ts';
import { waitForOutbox } from './support/outbox.ts';
import { pdfText, qrCodesInPdf, shortCodesInPdf } from './support/qr-pdf.ts';
import { issueTicket, noticeNoOf, openLoggedIn } from './support/tickets.ts';
import { startPaying, TEXT } from './support/ticket-journey.ts';

const baseUrl = inject('baseUrl');
const USERS = '/rest/users/api/v1/publ';
const ADMIN = { idNo: 'F6789018', name: 'LAU Mei Ling' }; // administrator of HARBOUR CITY LOGISTICS
const STAFF = { idNo: 'G7890129', name: 'NG Kwok Wai' }; // its staff, a licence holder
const STAFF_PHONE = '98765432';
let browser: Browser;
let cameraBrowser: Browser;
let gxToken: string;

async function post(path: string, body: object, token?: string, agentId?: number) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(agentId !== undefined ? { agentId: String(agentId) } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: string; message: string; data: Record<string, unknown> };
}

/** The administrator's session acting for the company (OAD). */
async function adminRole() {
  const token = (await post(`${USERS}/login/token-tmp`, { idNo: ADMIN.idNo })).data.token as string;
  const profile = await post(`${USERS}/users/user/profile`, {}, token);
  const agentId = (profile.data.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === 'OAD',
  )!.agentId;
  return { token, agentId };
}

/** The id of a fleet vehicle on the company's Manage vehicles, and the administrator's headers. */
async function fleetVehicle(mark: string) {
  const { token, agentId } = await adminRole();
  const headers = { authorization: `Bearer ${token}`, agentId: String(agentId) };
  const list = await fetch(`${baseUrl}${USERS}/users/veh/list?pageSize=50`, { headers });
  const items = ((await list.json()) as { data: { items: { id: number; registrationMark: string }[] } }).data
    .items;
  return { id: items.find((v) => v.registrationMark === mark)!.id, headers };
}

/** The active QR code of a fleet vehicle, as the company prints it from Manage vehicles. */
async function qrTokenOf(mark: string) {
  const { id, headers } = await fleetVehicle(mark);
  const qr = await fetch(`${baseUrl}${USERS}/users/veh/qr/${id}`, { headers });
  return ((await qr.json()) as { data: { token: string } }).data.token;
}

/**
 * The code printed under a fleet vehicle's QR code on the sheet the company downloads (PDF), read from
 * the PDF's text, with the QR code printed above it.
 */
async function printedCodeOf(mark: string) {
  const { id, headers } = await fleetVehicle(mark);
  const res = await fetch(`${baseUrl}${USERS}/users/veh/qr/download`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ vehicleIds: [id] }),
  });
  const pdf = new Uint8Array(await res.arrayBuffer());
  const [code, ...more] = await shortCodesInPdf(pdf);
  expect(more).toEqual([]);
  expect(await pdfText(pdf)).toContain(mark);
  return { code: code!, qr: (await qrCodesInPdf(pdf))[0]! };
}

/** NG KWOK WAI's duty in progress, as the scanner reads it. */
async function staffDuty() {
  const token = (await post(`${USERS}/login/token-tmp`, { idNo: STAFF.idNo })).data.token as string;
  const res = await fetch(`${baseUrl}/rest/fleet/api/v1/publ/duty/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { period: { vehicleNo: string } | null } }).data.period;
}

/** Issues a parking ticket now (Hong Kong time, to the minute), as the police issuing system does. */
function issueNow(serial: string, vehicleNo: string) {
  const hk = new Date(Date.now() + 8 * 3_600_000).toISOString();
  return issueTicket(baseUrl, serial, vehicleNo, hk.slice(0, 10), hk.slice(11, 16));
}

/** Acting for a role, as the role switch leaves the session. */
async function actAs(page: Page, agentId: number, roleType: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(
    ({ agentId, roleType }) =>
      sessionStorage.setItem(
        'eticket.userInfo',
        JSON.stringify({ value: { name: 'LAU Mei Ling', agentId, roleType }, savedAt: Date.now() }),
      ),
    { agentId, roleType },
  );
}

beforeAll(async () => {
  gxToken = await qrTokenOf('GX3579');
  browser = await launchBrowser();
  cameraBrowser = await launchWithQrCamera(gxToken);
});
afterAll(async () => {
  await cameraBrowser?.close();
  await browser?.close();
});

describe('a driver on duty by scanning the vehicle’s QR code', () => {
  let noticeNo: string;

  it('when NG KWOK WAI points his phone’s camera at GX3579’s code, then he goes on duty with one button at 390 px', async () => {
    const { page, context } = await openLoggedIn(cameraBrowser, baseUrl, '/my-account/qr-scanner', {
      ...STAFF,
      width: WIDTHS.mobile,
    });
    await context.grantPermissions(['camera'], { origin: baseUrl });
    await page.getByRole('heading', { name: 'GX3579' }).waitFor({ timeout: 30_000 });
    const start = page.getByRole('button', { name: 'Start duty on GX3579' });
    // Within the thumb's reach: the full width of the phone, and large enough to hit.
    const box = (await start.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThanOrEqual(48);
    await start.click();
    await page.getByText(/You are on duty on GX3579 since/).waitFor();
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when a parking ticket is issued for GX3579 meanwhile, then it reaches his message box and the outbox, and he pays it', async () => {
    noticeNo = await issueNow('87500001', 'GX3579');
    const sms = await waitForOutbox(baseUrl, STAFF_PHONE, noticeNo);
    expect(sms.length).toBe(1);
    expect(sms[0]!.channel).toBe('SMS');
    const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account/message/list', STAFF);
    await page.getByText(noticeNo).first().waitFor();
    await page.goto(`${baseUrl}/portal/ticket/list-detail?noticeNo=${noticeNo}`);
    await page.locator('.ticket-facts').getByText('GX3579').first().waitFor();
    await startPaying(page, 'en', 'Visa');
    await page.locator('button[value="approve"]').click();
    await page.waitForURL(/\/portal\/ticket\/pay\/result\?orderNo=/, { timeout: 60_000 });
    await page.getByRole('heading', { name: TEXT.en.success }).waitFor();
    await context.close();
  });

  it('when LAU MEI LING opens fleet management, then she sees him on duty on GX3579, pays two other fleet tickets in one payment and downloads one receipt listing both', async () => {
    const lb = await issueNow('87500002', 'LB8080');
    const hc = await issueNow('87500003', 'HC1001');
    const { agentId } = await adminRole();
    const { page, context } = await openLoggedIn(browser, baseUrl, '/', ADMIN);
    await actAs(page, agentId, 'OAD');
    // The owner sees on the ticket who was on duty at the offence, masked.
    await page.goto(`${baseUrl}/portal/ticket/list-detail?noticeNo=${noticeNo}`);
    await page
      .locator('.ticket-facts-row')
      .filter({ hasText: 'Driver on duty' })
      .getByText(/^NG K\*\*\* W\*\* \(on duty /)
      .waitFor();
    await page.goto(`${baseUrl}/portal/my-account/fleet`);
    const gx = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GX3579' }) });
    await gx.getByText(/On duty: NG K\*\*\* W\*\* since/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: `Select notice ${lb}` }).check();
    await page.getByRole('checkbox', { name: `Select notice ${hc}` }).check();
    await page.getByRole('button', { name: 'Pay 2 tickets in one payment' }).click();
    await page.waitForURL(/\/portal\/ticket\/pay\?noticeNo=/);
    expect(new URL(page.url()).searchParams.getAll('noticeNo').sort()).toEqual([lb, hc].sort());
    await startPaying(page, 'en', 'Visa');
    await page.locator('button[value="approve"]').click();
    await page.waitForURL(/\/portal\/ticket\/pay\/result\?orderNo=/, { timeout: 60_000 });
    await page.getByRole('heading', { name: TEXT.en.success }).waitFor({ timeout: 60_000 });
    const items = page.getByRole('region', { name: 'Items in this payment (2)' });
    await items.getByText(lb).waitFor();
    await items.getByText(hc).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    ]);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(lb);
    expect(text).toContain(hc);
    // Away from the button just pressed: its hover colours are the theme's passing state.
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when the camera is refused, then he types the code printed under GX3579’s QR code on the company’s PDF, as he reads it, and ends his duty', async () => {
    const printed = await printedCodeOf('GX3579');
    expect(printed.qr).toBe(gxToken);
    const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account/qr-scanner', {
      ...STAFF,
      width: WIDTHS.mobile,
    });
    await page
      .getByText('The camera is not available or was not allowed. Take a photo of the code or type it below.')
      .waitFor();
    // His duty in progress shows before he types anything.
    await page.getByRole('heading', { name: 'Your duty in progress' }).waitFor();
    await page.getByText(/^You are on duty on GX3579 since /).waitFor();
    // Typed in lower case, a space where the dash is printed.
    await page
      .getByLabel('Code printed under the QR code')
      .fill(printed.code.toLowerCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Check the code' }).click();
    await page.getByRole('button', { name: 'End duty on GX3579' }).click();
    await page.getByText(/Your duty on GX3579 ended at/).waitFor();
    // The button under the pointer now is another one; axe reads the page at rest.
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('when he types HC1001’s code while on duty on GX3579, then Start asks before ending GX3579: Escape keeps it, confirming ends it and starts HC1001', async () => {
    const [gx, hc] = [await printedCodeOf('GX3579'), await printedCodeOf('HC1001')];
    const { page, context } = await openLoggedIn(browser, baseUrl, '/my-account/qr-scanner', {
      ...STAFF,
      width: WIDTHS.mobile,
    });
    const typeCode = async (code: string) => {
      await page.getByLabel('Code printed under the QR code').fill(code);
      await page.getByRole('button', { name: 'Check the code' }).click();
    };
    await typeCode(gx.code);
    await page.getByRole('button', { name: 'Start duty on GX3579' }).click();
    await page.getByText(/You are on duty on GX3579 since/).waitFor();
    await page.getByRole('button', { name: 'Scan another code' }).click();
    await page.getByRole('heading', { name: 'Your duty in progress' }).waitFor();
    await typeCode(hc.code);
    await page.getByRole('heading', { name: 'HC1001' }).waitFor();
    await page
      .getByText(
        'You are on duty on GX3579. Starting duty on this vehicle ends it; you will be asked to confirm first.',
      )
      .waitFor();

    // By keyboard: the start button, then Escape in the dialog.
    const start = page.getByRole('button', { name: 'Start duty on HC1001' });
    await start.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'End your current duty?' });
    await dialog
      .getByText(
        /^You are on duty on GX3579 since .+\. Starting duty on HC1001 ends your duty on GX3579 now\.$/,
      )
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await staffDuty())?.vehicleNo).toBe('GX3579');

    await start.click();
    // As above: the dialog is read once it has opened (axe waits for its motion to end); a click while it
    // was still opening was seen to leave it open in CI.
    await dialog.getByText(/^You are on duty on GX3579 since /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'End it and start' }).click();
    await page
      .getByText(/^You are on duty on HC1001 since/)
      .first()
      .waitFor();
    expect((await staffDuty())?.vehicleNo).toBe('HC1001');
    // axe reads the page once the dialog has faded out.
    await dialog.waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    // Left off duty, as the demo data has him.
    const staff = (await post(`${USERS}/login/token-tmp`, { idNo: STAFF.idNo })).data.token as string;
    expect((await post('/rest/fleet/api/v1/publ/duty/end', { token: hc.code }, staff)).code).toBe('0');
  });
});

describe('the fleet’s month for recharging drivers and customers', () => {
  it('when LAU MEI LING opens fleet management, then the ticket whose driver let his deadline pass is marked, and last month downloads as CSV with the driver on duty masked and whether he was told', async () => {
    const { agentId } = await adminRole();
    const { page, context } = await openLoggedIn(browser, baseUrl, '/', ADMIN);
    await actAs(page, agentId, 'OAD');
    await page.goto(`${baseUrl}/portal/my-account/fleet`);
    // The demo's unpaid ticket of the 8th is past its driver's deadline (the job runs at start).
    const lb = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'LB8080' }) });
    await lb
      .getByRole('listitem')
      .filter({ hasText: noticeNoOf('60000922') })
      .getByText(/^Driver did not act: /)
      .waitFor();
    const panel = page.getByRole('region', { name: 'Download for drivers and customers' });
    // Last month is chosen at first: the demo's month of fleet tickets.
    await panel.getByRole('combobox', { name: 'Month' }).waitFor();
    await panel.getByRole('button', { name: 'Export to CSV' }).click();
    const fileButton = panel.getByRole('button', { name: 'Download the file' });
    await fileButton.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), fileButton.click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const rows = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((row) => row.split(','));
    expect(rows[0]!.slice(0, 6)).toEqual([
      'Notice No.',
      'Vehicle No.',
      'Offence time',
      'Amount (HKD)',
      'Status',
      'Driver on duty',
    ]);
    const told = rows.find((row) => row[0] === noticeNoOf('60000921'))!;
    expect([told[1], told[4], told[5], told[8], told[9]]).toEqual([
      'GX3579',
      'Settled',
      'NG K*** W**',
      'Ended by scanning',
      'Yes',
    ]);
    const nobody = rows.find((row) => row[0] === noticeNoOf('60000924'))!;
    expect([nobody[1], nobody[5], nobody[9]]).toEqual(['LB8080', '', 'No']);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
