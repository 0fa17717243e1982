import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage } from './support/browser.ts';
import { loginWithIamSmart } from './support/iam-smart.ts';
import { waitForOutbox } from './support/outbox.ts';
import { hongKongDaysAgo, issueTicket, openLoggedIn } from './support/tickets.ts';
import { text } from './support/portal-pages.ts';

const baseUrl = inject('baseUrl');
const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234 and CD5678; CHEUNG CHI KEUNG is his default agent
const DRIVER = 'B2345674'; // WONG SIU MING
const LEE = 'C3456785'; // LEE KA YAN: HK2468
const ADMIN = 'F6789018'; // LAU MEI LING, administrator of HARBOUR CITY LOGISTICS LIMITED
const CHEUNG = 'E5678907';
const WONG_MOBILE = '63339876';
const USERS = '/rest/users/api/v1/publ';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function api(
  path: string,
  idNo: string,
  init: { method?: string; body?: object; agentId?: number } = {},
) {
  const login = await fetch(`${baseUrl}${USERS}/login/token-tmp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idNo }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(init.agentId ? { agentid: String(init.agentId) } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return (await res.json()) as { code: string; data: Record<string, unknown> };
}

/** The ticket list API as the page's session asks for it (acting role from the page's user info). */
const ticketApi = (page: Page) =>
  page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('eticket.token')!).value as string;
    const info = JSON.parse(sessionStorage.getItem('eticket.userInfo')!).value as { agentId: number };
    const res = await fetch('/rest/ticket/api/v1/publ/tickets?page=1&pageSize=100', {
      headers: { authorization: `Bearer ${token}`, channel: 'WEB', agentId: String(info.agentId) },
    });
    const body = (await res.json()) as { data?: { items?: { vehicleNo: string; noticeNo: string }[] } };
    const items = body.data?.items ?? [];
    return {
      status: res.status,
      vehicles: [...new Set(items.map((t) => t.vehicleNo))].sort(),
      notices: items.map((t) => t.noticeNo),
    };
  });

/** Acts in a role of the page's user, as the role switch leaves the session. */
async function actAs(page: Page, agentId: number, roleType: string) {
  await page.evaluate(
    ({ agentId, roleType }) =>
      sessionStorage.setItem(
        'eticket.userInfo',
        JSON.stringify({ value: { name: 'demo', agentId, roleType }, savedAt: Date.now() }),
      ),
    { agentId, roleType },
  );
}

async function roleOf(idNo: string, roleType: string) {
  const profile = await api(`${USERS}/users/user/profile`, idNo, { body: {} });
  return (profile.data.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === roleType,
  )!.agentId;
}

const confirmDialog = (page: Page, button: string) =>
  page.getByRole('dialog').getByRole('button', { name: button }).click();

describe('agents and vehicle applications', () => {
  it('when CHAN TAI MAN invites WONG SIU MING for AB1234 by SMS, then WONG acts for AB1234 only, until CHAN removes him and the vehicle is with the default agent', async () => {
    // CHAN makes a code for AB1234 and sends it by SMS.
    const chan = await openLoggedIn(browser, baseUrl, '/my-account/agents');
    await chan.page.getByRole('link', { name: 'Generate an invitation code' }).click();
    await chan.page.getByRole('checkbox', { name: 'Delegate AB1234' }).check();
    await chan.page.getByRole('button', { name: 'Generate code' }).click();
    const code = (await chan.page.getByTestId('invitation-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    // A number the server refuses is told on its field; the e-mail field starts empty.
    await chan.page.getByLabel('Mobile number of the invitee').fill('1234');
    await chan.page.getByRole('button', { name: 'Send', exact: true }).click();
    await chan.page.getByText('Please enter an 8-digit Hong Kong mobile number').waitFor();
    expect(await chan.page.getByRole('dialog').count()).toBe(0);
    await chan.page.getByRole('radio', { name: 'E-mail' }).check();
    expect(await chan.page.getByLabel('E-mail address of the invitee').inputValue()).toBe('');
    await chan.page.getByRole('radio', { name: 'SMS' }).check();
    await chan.page.getByLabel('Mobile number of the invitee').fill(WONG_MOBILE);
    await chan.page.getByRole('button', { name: 'Send', exact: true }).click();
    await chan.page.getByText('The code was sent to 63****76.').waitFor();
    expect(await axeViolations(chan.page)).toEqual([]);

    // WONG reads it in the outbox, logs in with iAM Smart and enters it.
    const [sms] = await waitForOutbox(baseUrl, WONG_MOBILE, code);
    expect(sms?.body).toContain(code);
    const wong = await openPage(browser);
    await wong.context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await wong.page.goto(`${baseUrl}/portal/`);
    await loginWithIamSmart(wong.page, DRIVER);
    await wong.page.goto(`${baseUrl}/portal/my-account`);
    await wong.page.getByRole('link', { name: 'Enter an invitation code' }).click();
    await wong.page.getByLabel('Invitation code').fill(code);
    await wong.page.getByRole('button', { name: 'Confirm' }).click();
    await wong.page.getByText('You are now the agent of CHAN T** M** for AB1234.').waitFor();
    expect(await axeViolations(wong.page)).toEqual([]);

    // He switches to the agent role from My account. A ticket AB1234 receives while he is its agent is
    // his to see (none of the tickets issued before the delegation began), and nothing of CD5678.
    await wong.page.getByRole('link', { name: 'My account' }).first().click();
    await wong.page.getByRole('button', { name: 'Act as agent of CHAN T** M**' }).click();
    await wong.page.getByText(/Agent of CHAN T\*\* M\*\* \(current role\)/).waitFor();
    expect(await ticketApi(wong.page)).toEqual({ status: 200, vehicles: [], notices: [] });
    // Issued now, during the delegation, for an offence of yesterday morning: never a time still to come in
    // Hong Kong, whatever the hour the journey runs.
    const duringDelegation = await issueTicket(baseUrl, '88100001', 'AB1234', hongKongDaysAgo(1), '08:05');
    expect(await ticketApi(wong.page)).toEqual({
      status: 200,
      vehicles: ['AB1234'],
      notices: [duringDelegation],
    });

    // CHAN removes him, reading the page in Traditional Chinese.
    await chan.page.goto(`${baseUrl}/portal/my-account/agents`);
    await chan.page.getByRole('link', { name: 'Manage WONG S** M***' }).click();
    await chan.page.getByRole('button', { name: '繁體中文' }).click();
    const removeAgent = text('agents:detail.removeAgent', 'zh-hk');
    await chan.page.getByRole('button', { name: removeAgent }).click();
    await confirmDialog(chan.page, removeAgent);
    await chan.page.waitForURL(/\/my-account\/agents$/);
    await chan.page
      .getByText(text('agents:agents.removed', 'zh-hk').replace('{{name}}', 'WONG S** M***'))
      .waitFor();
    await chan.page.getByRole('heading', { name: /CHEUNG C\*\* K\*\*\*\*/ }).waitFor();
    // The confirmation closes, and no reminder that the agent was not found takes its place.
    await expect.poll(() => chan.page.getByRole('dialog').count()).toBe(0);
    expect(await chan.page.getByText('在你的代理人中找不到此代理人。').count()).toBe(0);
    const manage = text('agents:agents.details', 'zh-hk').replace('{{name}}', 'WONG S** M***');
    expect(await chan.page.getByRole('link', { name: manage }).count()).toBe(0);
    // The same success read in English.
    await chan.page.getByRole('button', { name: 'English' }).click();
    await chan.page.getByText('WONG S** M*** was removed: the agent no longer acts for you.').waitFor();
    expect(await chan.page.getByText('The agent was not found among your agents.').count()).toBe(0);

    // WONG's next call in that role is refused; AB1234 is with the default agent.
    expect((await ticketApi(wong.page)).status).toBe(403);
    const agents = (await api(`${USERS}/users/list/agent`, OWNER, { body: {} })).data.list as {
      name: string;
      isDefault: boolean;
      vehicleNos: string[];
    }[];
    expect(agents).toEqual([
      expect.objectContaining({ name: 'CHEUNG C** K****', isDefault: true, vehicleNos: ['AB1234'] }),
    ]);
    await chan.context.close();
    await wong.context.close();
  });

  it('when six vehicles are applied for in Traditional Chinese, then the refusal is on the marks field, in Chinese', async () => {
    const adminRole = await roleOf(ADMIN, 'OAD');
    const lau = await openLoggedIn(browser, baseUrl, '/', {
      idNo: ADMIN,
      name: 'LAU Mei Ling',
      beforeOpen: async (p) => {
        await p.addInitScript(() => window.localStorage.setItem('language', 'zh-hk'));
      },
    });
    await lau.page.getByRole('heading', { level: 1 }).waitFor();
    await actAs(lau.page, adminRole, 'OAD');
    await lau.page.goto(`${baseUrl}/portal/my-account/vehicle-application`);
    await lau.page.getByLabel('車主的身份證明文件號碼或商業登記號碼').fill(LEE);
    const marks = lau.page.getByLabel('車輛登記號碼，以逗號分隔');
    await marks.fill('HK2468, AB1234, CD5678, GX3579, HC1001, KX3210');
    await lau.page.getByRole('button', { name: '提交申請' }).click();
    await lau.page.getByText('每次最多可填寫 5 輛車輛').waitFor();
    expect(await marks.getAttribute('aria-invalid')).toBe('true');
    expect(await lau.page.getByRole('dialog').count()).toBe(0);
    // Judged once the submit button has left its loading state and the buttons' colour transitions have
    // ended (their faded colours in between are not the page's).
    await expect.poll(() => lau.page.locator('.ant-btn-loading').count()).toBe(0);
    await lau.page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(lau.page)).toEqual([]);
    await lau.context.close();
  });

  it('when the company applies for LEE KA YAN’s HK2468 and she approves, then its administrator sees its tickets; the other application she rejects with her reason', async () => {
    const adminRole = await roleOf(ADMIN, 'OAD');
    const lau = await openLoggedIn(browser, baseUrl, '/', { idNo: ADMIN, name: 'LAU Mei Ling' });
    await lau.page.getByRole('heading', { level: 1 }).waitFor();
    await actAs(lau.page, adminRole, 'OAD');
    expect((await ticketApi(lau.page)).vehicles).not.toContain('HK2468');
    await lau.page.goto(`${baseUrl}/portal/my-account/vehicle-application`);
    await lau.page.getByLabel("Owner's identity document or business registration number").fill(LEE);
    // Six vehicles are refused on the marks field, saying how many one application may name.
    await lau.page
      .getByLabel('Registration marks, separated by commas')
      .fill('HK2468, AB1234, CD5678, GX3579, HC1001, KX3210');
    await lau.page.getByRole('button', { name: 'Submit application' }).click();
    await lau.page.getByText('At most 5 vehicles can be named in one request').waitFor();
    expect(await lau.page.getByRole('dialog').count()).toBe(0);
    await lau.page.getByLabel('Registration marks, separated by commas').fill('HK 2468');
    await lau.page.getByRole('button', { name: 'Submit application' }).click();
    await lau.page.getByText('Application submitted. The owner will decide.').waitFor();
    await lau.page.getByRole('heading', { name: "HK2468 · Pending for owner's authorization" }).waitFor();
    expect(await axeViolations(lau.page)).toEqual([]);

    const lee = await openLoggedIn(browser, baseUrl, '/my-account/vehicle-authorization', {
      idNo: LEE,
      name: 'LEE Ka Yan',
    });
    const company = lee.page.getByRole('listitem', { name: 'HARBOUR CITY LOGISTICS LIMITED HK2468' });
    await company.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(lee.page, 'Approve');
    // The decision's state stays on the page (the 'Approved.' notice only shows for a few seconds).
    await company.getByRole('heading', { name: 'HK2468 · Approved' }).waitFor();

    // A ticket HK2468 receives from then on is the company's to see.
    const afterApproval = await issueTicket(baseUrl, '88100002', 'HK2468', hongKongDaysAgo(1), '08:10');
    const asCompany = await ticketApi(lau.page);
    expect(asCompany.vehicles).toContain('HK2468');
    expect(asCompany.notices).toContain(afterApproval);
    // And among the company's vehicles, marked as delegated by its owner.
    await lau.page.goto(`${baseUrl}/portal/my-account/manage-vehicle`);
    const delegated = lau.page
      .getByRole('listitem')
      .filter({ has: lau.page.getByRole('heading', { name: 'HK2468' }) });
    await delegated.getByText('Delegated to you by its owner', { exact: false }).waitFor();
    await delegated.getByText('LEE K* Y**').waitFor();

    // The other pending application (CHEUNG CHI KEUNG's, of the demo data), rejected with her reason.
    const cheung = lee.page.getByRole('listitem', { name: 'CHEUNG C** K**** HK2468' });
    await cheung.getByRole('button', { name: 'Reject' }).click();
    await lee.page.getByLabel('Reason for rejecting').fill('I manage HK2468 myself');
    await lee.page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await cheung.getByText('Reason: I manage HK2468 myself').waitFor();
    // The reason dialog fades out after the answer: check the page once it has gone.
    await lee.page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await axeViolations(lee.page)).toEqual([]);
    const mine = (await api(`${USERS}/apply/record`, CHEUNG, { body: {} })).data.list as {
      status: string;
      reason: string;
    }[];
    expect(mine[0]).toMatchObject({ status: 'REJECTED', reason: 'I manage HK2468 myself' });
    await lau.context.close();
    await lee.context.close();
  });
});
