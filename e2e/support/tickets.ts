import type { Browser, Page } from 'playwright-core';
import { noticeCheckChar } from '@eticket/domain/tickets/notice-no';
import { openPage, WIDTHS, type OpenedPage } from './browser.ts';
import { E2E_ISSUER_TOKEN } from './server.ts';

/** A notice no: an 8-digit serial and its check character, by the portal's own rule. */
export function noticeNoOf(serial: string): string {
  const check = noticeCheckChar(serial);
  if (check === null) throw new Error(`not a notice serial: ${serial}`);
  return serial + check;
}

/** A date `days` before today in Hong Kong, as YYYY-MM-DD. */
export function hongKongDaysAgo(days: number): string {
  const hongKongNow = new Date(Date.now() + 8 * 3600_000 - days * 86_400_000);
  return hongKongNow.toISOString().slice(0, 10);
}

/**
 * Issues a parking ticket (offence 04) through the police issuing endpoint and answers its notice no.
 * Tickets of one vehicle at the same place within two hours pair up as possible duplicates (ADR 0062).
 * Demo vehicles: AB1234 and CD5678 belong to A1234563 (CHAN TAI MAN), HK2468 to C3456785 (LEE KA YAN).
 */
export function issueTicket(
  baseUrl: string,
  serial: string,
  vehicleNo: string,
  offenceDate: string,
  offenceTime = '14:35',
  place = 'Nathan Road, Mong Kok',
): Promise<string> {
  return issueThroughPolice(baseUrl, serial, {
    vehicleNo,
    noticeType: '525',
    offenceCode: '04',
    offenceDate,
    offenceTime,
    locationType: 'O',
    locationFeature: 'L',
    place,
  });
}

/** Issues a ticket of any kind through the police issuing endpoint, by the officer PC4321; answers its notice no. */
export async function issueThroughPolice(
  baseUrl: string,
  serial: string,
  fields: Record<string, string>,
): Promise<string> {
  const noticeNo = noticeNoOf(serial);
  const res = await fetch(`${baseUrl}/rest/ticket/api/v1/internal/tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ISSUER_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ noticeNo, issuingOfficerNo: 'PC4321', ...fields }),
  });
  if (res.status !== 201) throw new Error(`issuing ${noticeNo} answered ${res.status}: ${await res.text()}`);
  return noticeNo;
}

/**
 * Logs a demo person in through the demo-mode quick login, puts the session where the web client keeps
 * it, and opens `path` in English.
 */
export async function openLoggedIn(
  browser: Browser,
  baseUrl: string,
  path: string,
  {
    idNo = 'A1234563',
    name = 'CHAN Tai Man',
    width = WIDTHS.pc as number,
    beforeOpen,
  }: { idNo?: string; name?: string; width?: number; beforeOpen?: (page: Page) => Promise<void> } = {},
): Promise<OpenedPage> {
  const res = await fetch(`${baseUrl}/rest/users/api/v1/publ/login/token-tmp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idNo }),
  });
  const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
  const opened = await openPage(browser, width);
  await opened.context.addInitScript(
    ({ tokens, userName }) => {
      const now = Date.now();
      const save = (key: string, value: unknown) =>
        window.sessionStorage.setItem(`eticket.${key}`, JSON.stringify({ value, savedAt: now }));
      if (!window.sessionStorage.getItem('eticket.token')) {
        save('token', tokens.token);
        save('refreshToken', tokens.refreshToken);
        save('loginTime', now);
        save('actionTime', now);
        save('userInfo', { name: userName, agentId: 0, roleType: 'O' });
      }
      window.localStorage.setItem('language', 'en');
    },
    { tokens: data, userName: name },
  );
  await beforeOpen?.(opened.page);
  await opened.page.goto(`${baseUrl}/portal${path}`);
  return opened;
}

/**
 * Opens `path` logged in as a demo person acting in one of his company or agent roles (`OAD`, `OAG`,
 * `UAG`), as the role switch leaves the session.
 */
export async function openInRole(
  browser: Browser,
  baseUrl: string,
  path: string,
  who: { idNo: string; name: string; roleType: 'OAD' | 'OAG' | 'UAG' },
): Promise<OpenedPage> {
  const opened = await openLoggedIn(browser, baseUrl, '/', { idNo: who.idNo, name: who.name });
  const token = await opened.page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('eticket.token') ?? '{}') as { value?: string }).value,
  );
  const res = await fetch(`${baseUrl}/rest/users/api/v1/publ/users/user/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  const profile = (await res.json()) as { data: { roleList: { roleType: string; agentId: number }[] } };
  const agentId = profile.data.roleList.find((r) => r.roleType === who.roleType)!.agentId;
  await opened.page.getByRole('heading', { level: 1 }).first().waitFor();
  await opened.page.evaluate(
    ({ name, agentId, roleType }) =>
      sessionStorage.setItem(
        'eticket.userInfo',
        JSON.stringify({ value: { name, agentId, roleType }, savedAt: Date.now() }),
      ),
    { name: who.name, agentId, roleType: who.roleType },
  );
  await opened.page.goto(`${baseUrl}/portal${path}`);
  return opened;
}
