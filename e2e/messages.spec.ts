import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, WIDTHS } from './support/browser.ts';
import { outboxOf, waitForOutbox } from './support/outbox.ts';
import { text, type PortalLocale } from './support/portal-pages.ts';
import { hongKongDaysAgo, issueTicket } from './support/tickets.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const OWNER = { idNo: 'A1234563', phone: '91234567' };
const AGENT = 'E5678907';
const OTHER = 'C3456785';
const API = `${baseUrl}/rest`;
/**
 * Anything that reads as a web address: a scheme, www., or a host name with a common top-level domain
 * (the SMS's own advice "ends in .gov.hk" names a suffix, not a host).
 */
const URL_LIKE = /(https?:\/\/|www\.|(?<![.\w])[a-z0-9-]+\.(com|net|org|io|cc|hk)\b)/i;

interface Session {
  token: string;
  refreshToken: string;
  userInfo: Record<string, unknown>;
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API}/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', channel: 'WEB' },
  });
  const body = (await res.json()) as { code: string; data: T };
  if (body.code !== '0') throw new Error(`${path} answered ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A demo person's session through the demo quick login; acting for `agentRole` when given. */
async function sessionOf(idNo: string, agentRole?: string): Promise<Session> {
  const res = await fetch(`${API}/users/api/v1/publ/login/token-tmp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idNo }),
  });
  const { data } = (await res.json()) as { data: { token: string; refreshToken: string } };
  const profile = await api<{ name: string; roleList: Array<{ agentId: number; agentRole: string }> }>(
    'users/api/v1/publ/users/user/profile',
    data.token,
    { method: 'POST', body: '{}' },
  );
  if (!agentRole) {
    return { ...data, userInfo: { name: profile.name, agentId: 0, roleType: 'O' } };
  }
  const role = profile.roleList.find((r) => r.agentRole === agentRole);
  if (!role) throw new Error(`${idNo} has no ${agentRole} role`);
  const switched = await api<{ token: string | null; userInfo: Record<string, unknown> }>(
    'users/api/v1/publ/users/token',
    data.token,
    { method: 'POST', body: JSON.stringify({ agentId: role.agentId }) },
  );
  const { permissions: _p, ...userInfo } = switched.userInfo;
  return { token: switched.token ?? data.token, refreshToken: data.refreshToken, userInfo };
}

/** A browser holding the session where the web client keeps it, in `lang`, on `path`. */
async function openAs(session: Session, lang: PortalLocale, path: string) {
  const opened = await openPage(browser, WIDTHS.pc);
  await opened.context.addInitScript(
    ({ s, language }) => {
      const now = Date.now();
      const save = (key: string, value: unknown) =>
        window.sessionStorage.setItem(`eticket.${key}`, JSON.stringify({ value, savedAt: now }));
      if (!window.sessionStorage.getItem('eticket.token')) {
        save('token', s.token);
        save('refreshToken', s.refreshToken);
        save('loginTime', now);
        save('actionTime', now);
        save('userInfo', s.userInfo);
      }
      window.localStorage.setItem('language', language);
    },
    { s: session, language: lang },
  );
  await opened.page.goto(`${baseUrl}/portal${path}`);
  return opened;
}

const t = (key: string, lang: PortalLocale, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    text(key, lang),
  );
/** The plural form i18next picks: '_one' for 1 in English, '_other' otherwise. */
const plural = (key: string, lang: PortalLocale, count: number) =>
  t(`${key}_${lang === 'en' && count === 1 ? 'one' : 'other'}`, lang, { count });

const dot = (page: Page) => page.locator('.message-link .unread-dot');

/** The message box link in the header, by its accessible name. */
const boxLink = (page: Page, lang: PortalLocale, unread: number) =>
  page.getByRole('banner').getByRole('link', {
    name: unread > 0 ? t('header.messagesUnread', lang, { count: unread }) : t('header.messages', lang),
    exact: true,
  });

describe.each(['en', 'zh-cn'] as const)('an e-ticket reaches its owner (%s)', (lang) => {
  const serial = lang === 'en' ? '87100001' : '87200001';
  let noticeNo = '';

  it('when a ticket is issued, then one SMS without a link goes out, and the owner reads, downloads, sets and deletes', async () => {
    // The owner's box starts read, so the new ticket is the one unread message.
    const owner = await sessionOf(OWNER.idNo);
    await api('notification/api/v1/publ/message', owner.token, {
      method: 'PUT',
      body: JSON.stringify({ all: true }),
    });
    noticeNo = await issueTicket(baseUrl, serial, 'AB1234', hongKongDaysAgo(1));

    const sms = await waitForOutbox(baseUrl, OWNER.phone, noticeNo);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.channel).toBe('SMS');
    expect(sms[0]!.sender).toBe('#HKPF-eTT');
    expect(sms[0]!.body).toContain('AB1234');
    expect(sms[0]!.body).not.toMatch(URL_LIKE);

    const { page, context, errors } = await openAs(owner, lang, '/');
    await boxLink(page, lang, 1).waitFor();
    expect(await dot(page).count()).toBe(1);
    await boxLink(page, lang, 1).click();
    await page.waitForURL(/\/portal\/my-account\/message\/list$/);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('link', { name: new RegExp(noticeNo) }).waitFor();
    expect((await heading.textContent())?.replace(/\s/g, '')).toBe(
      `${t('routes.MessageList', lang)}1${t('messages:list.countLabel', lang)}`.replace(/\s/g, ''),
    );
    expect(await axeViolations(page)).toEqual([]);

    // Opening the message reads it: the dot and the count go.
    await page.getByRole('link', { name: new RegExp(noticeNo) }).click();
    await page.waitForURL(/\/portal\/my-account\/message\/detail\?messageId=\d+$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(noticeNo) }).waitFor();
    await boxLink(page, lang, 0).waitFor();
    expect(await dot(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Its attachment: the payment deadline as a calendar file.
    const fileName = `payment-deadline-${noticeNo}.ics`;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('messages:detail.download', lang, { name: fileName }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(noticeNo);

    // A setting changed and saved stays changed.
    await page.goto(`${baseUrl}/portal/my-account/message/setting`);
    const results = page.getByRole('checkbox', {
      name: t('messages:setting.receive', lang, {
        type: text('messages:setting.types.PAYMENT_RESULT', lang),
      }),
    });
    const before = await results.isChecked();
    await results.setChecked(!before);
    await page.getByRole('button', { name: text('messages:setting.save', lang) }).click();
    await page.getByText(text('messages:setting.saved', lang)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await results.waitFor();
    expect(await results.isChecked()).toBe(!before);

    // Deleted after the confirmation, the message is gone from the box.
    await page.goto(`${baseUrl}/portal/my-account/message/list`);
    const title = (await page.getByRole('link', { name: new RegExp(noticeNo) }).textContent()) ?? '';
    await page.getByRole('button', { name: t('messages:list.deleteOne', lang, { title }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: text('messages:confirmDelete.confirm', lang) }).click();
    await page.getByText(plural('messages:list.doneDeleted', lang, 1)).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(noticeNo) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when the ticket is delivered, then the agent of the vehicle sees it in the agent role, and another user does not', async () => {
    expect(noticeNo).not.toBe('');
    const agent = await openAs(await sessionOf(AGENT, 'USER_AGENT'), lang, '/my-account/message/list');
    await agent.page.getByRole('link', { name: new RegExp(noticeNo) }).waitFor();
    expect(agent.errors).toEqual([]);
    await agent.context.close();

    const other = await openAs(await sessionOf(OTHER), lang, '/my-account/message/list');
    await other.page.getByRole('heading', { level: 1 }).waitFor();
    await other.page.locator('.message-table, .ui-empty').first().waitFor();
    expect(await other.page.getByText(noticeNo).count()).toBe(0);
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});

describe('is this message real?', () => {
  const CAPTCHA = { en: { robot: /not a robot/, verified: 'Verified' } } as const;

  async function check(page: Page, message: string, sender: string, lang: PortalLocale = 'en') {
    await page.getByLabel(text('messages:check.text', lang), { exact: true }).fill(message);
    if (sender) await page.getByLabel(text('messages:check.sender', lang), { exact: true }).fill(sender);
    if (lang === 'en') await page.getByLabel(CAPTCHA.en.robot).click();
    else await page.getByLabel(text('captcha.label', lang)).click();
    await page.getByText(text('captcha.verified', lang), { exact: true }).waitFor();
    await page.getByRole('button', { name: text('messages:check.submit', lang) }).click();
  }

  it('when a scam SMS is pasted, then it is called a scam, its link pointed out with 18222; a real one is genuine; axe finds nothing', async () => {
    const { page, context, errors } = await openPage(browser, WIDTHS.pc);
    await page.goto(`${baseUrl}/portal/`);
    await page.getByRole('link', { name: text('content:home.fraud.check', 'en') }).click();
    await page.waitForURL(/\/portal\/message-check$/);
    await page.getByRole('heading', { level: 1, name: text('routes.MessageCheck', 'en') }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await check(
      page,
      'HKPF: your parking fine is overdue. Pay now at https://hkpf-gov-hk.pay.cc/e',
      '+85261234567',
    );
    const verdict = page.getByRole('heading', {
      level: 2,
      name: text('messages:check.verdicts.SUSPICIOUS', 'en'),
    });
    await verdict.waitFor();
    await page.getByText(text('messages:check.reasons.LINK_FOUND', 'en')).waitFor();
    await page.locator('.message-found', { hasText: 'hkpf-gov-hk.pay.cc' }).first().waitFor();
    await page.getByRole('link', { name: '18222' }).waitFor();
    expect(await page.locator('.message-verdict a[href^="http"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // The SMS the portal sent for a real ticket, from the registered sender.
    const noticeNo = await issueTicket(baseUrl, '87300001', 'CD5678', hongKongDaysAgo(1));
    const [sms] = await waitForOutbox(baseUrl, OWNER.phone, noticeNo);
    expect(sms).toBeDefined();
    await page.reload();
    await check(page, sms!.body, '#HKPF-eTT');
    await page
      .getByRole('heading', { level: 2, name: text('messages:check.verdicts.GENUINE', 'en') })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect((await outboxOf(baseUrl, OWNER.phone)).filter((m) => m.body.includes(noticeNo))).toHaveLength(1);
    await context.close();
  });
  it.each([
    ['en', '87300002'],
    ['zh-hk', '87300003'],
  ] as const)(
    'when a real e-ticket SMS is pasted with no sender (%s), then it is not called genuine and the sender is asked for',
    async (lang, serial) => {
      const { page, context, errors } = await openPage(browser, WIDTHS.mobile);
      await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
      const noticeNo = await issueTicket(baseUrl, serial, 'CD5678', hongKongDaysAgo(1));
      const [sms] = await waitForOutbox(baseUrl, OWNER.phone, noticeNo);
      expect(sms).toBeDefined();
      await page.goto(`${baseUrl}/portal/message-check`);
      await page.getByRole('heading', { level: 1, name: text('routes.MessageCheck', lang) }).waitFor();
      await check(page, sms!.body, '', lang);
      await page
        .getByRole('heading', { level: 2, name: text('messages:check.verdicts.SENDER_NEEDED', lang) })
        .waitFor();
      await page.getByText(text('messages:check.senderNeededText', lang)).waitFor();
      expect(
        await page
          .getByRole('heading', { level: 2, name: text('messages:check.verdicts.GENUINE', lang) })
          .count(),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
