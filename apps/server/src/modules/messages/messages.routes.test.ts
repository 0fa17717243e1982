import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { hongKongDateOf, addDays } from '@eticket/domain/common/hong-kong-time';
import { FILE_DOWNLOADS_PER_DAY } from '@eticket/domain/messages/file.schemas';
import { COUNT_LIMIT } from '../../db/bounded-count.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { issue, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { AGENT, DRIVER, FILES, NOTIFICATION, OWNER, settleJobs } from '../../../test/messages-fixtures.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { purgeExpiredMessages } from './messages.module.ts';
import { fileDownloadCounts, messageFiles, messages } from './messages.table.ts';

let t: TestApp;
let owner: string;
let ownerId: string;
let other: string;
let agent: string;
let agentRoleId: number;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  owner = (await quickLogin(t.app, OWNER)).token;
  other = (await quickLogin(t.app, DRIVER)).token;
  agent = (await quickLogin(t.app, AGENT)).token;
  ownerId = (await call('POST', '/rest/users/api/v1/publ/users/user/profile', owner, {})).json().data.uid;
  const agentUid = (await call('POST', '/rest/users/api/v1/publ/users/user/profile', agent, {})).json().data
    .uid;
  agentRoleId = (await db().select().from(agentRoles).where(eq(agentRoles.userId, agentUid)))[0]!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  extra: { agentId?: number; lang?: string } = {},
) {
  return t.app.inject({
    method,
    url: url.startsWith('/rest/') ? url : `${NOTIFICATION}${url}`,
    headers: { ...bearer(token, extra.agentId), ...(extra.lang ? { 'accept-language': extra.lang } : {}) },
    ...(payload ? { payload } : {}),
  });
}
const DAY = 86_400_000;

/** A message with one attachment in the owner's personal box. */
async function ownerMessage(title = 'Notice', createdAt = new Date()) {
  const [m] = await db()
    .insert(messages)
    .values({ userId: ownerId, language: 'en', category: 'SYSTEM', title, body: `${title} body`, createdAt })
    .returning();
  const [f] = await db()
    .insert(messageFiles)
    .values({
      messageId: m!.id,
      fileName: `${title}.txt`,
      contentType: 'text/plain',
      sizeBytes: 5,
      content: new Uint8Array(Buffer.from('hello')),
    })
    .returning();
  return { messageId: m!.id, fileId: f!.id };
}

describe('the message box of the acting role', () => {
  it('when the owner lists, filters and pages the box, then it holds the seeded messages in several languages and only the owner’s', async () => {
    const all = (await call('GET', '/message/list?pageSize=100', owner)).json().data;
    expect(all.total).toBeGreaterThan(2);
    expect(all.items.every((m: { language: string }) => ['en', 'zh-hk', 'zh-cn'].includes(m.language))).toBe(
      true,
    );
    expect(all.items.some((m: { attachmentCount: number }) => m.attachmentCount > 0)).toBe(true);
    const page = (await call('GET', '/message/list?pageSize=10&page=1', owner)).json().data;
    expect(page.items.length).toBeLessThanOrEqual(10);
    const unread = (await call('GET', '/message/list?read=unread&pageSize=100', owner)).json().data;
    expect(unread.items.every((m: { read: boolean }) => !m.read)).toBe(true);
    expect(unread.total).toBe(all.unread);
    // A page past the end, of the box or of a filter, still tells the total and the box's unread count.
    const beyond = (await call('GET', '/message/list?pageSize=100&page=9', owner)).json().data;
    expect(beyond).toMatchObject({ items: [], total: all.total, unread: all.unread, unreadCapped: false });
    const unreadBeyond = (await call('GET', '/message/list?read=unread&pageSize=100&page=9', owner)).json()
      .data;
    expect(unreadBeyond).toMatchObject({ items: [], total: all.unread, unread: all.unread });
    expect((await call('GET', '/message/list?pageSize=7', owner)).statusCode).toBe(400);
  });

  it('when a message is opened, then it shows its attachments, is read, and the unread count drops by one', async () => {
    const { messageId, fileId } = await ownerMessage('Opened');
    const before = (await call('GET', '/message/count?agentRole=', owner)).json().data.count;
    const detail = await call('GET', `/message/${messageId}`, owner);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      messageId,
      read: true,
      attachments: [{ fileId, fileName: 'Opened.txt', contentType: 'text/plain', sizeBytes: 5 }],
    });
    expect((await call('GET', '/message/count?agentRole=', owner)).json().data.count).toBe(before - 1);
  });

  it('when several messages, then all, are marked read, then the count follows; deleting removes them', async () => {
    const a = await ownerMessage('A');
    const b = await ownerMessage('B');
    const marked = await call('PUT', '/message', owner, { messageIds: [a.messageId, b.messageId] });
    expect(marked.json().data).toEqual({ changed: 2 });
    await ownerMessage('C');
    expect((await call('PUT', '/message', owner, { all: true })).json().data.changed).toBeGreaterThanOrEqual(
      1,
    );
    expect((await call('GET', '/message/count?agentRole=', owner)).json().data.count).toBe(0);
    const gone = await call('DELETE', '/message', owner, { messageIds: [a.messageId] });
    expect(gone.json().data).toEqual({ changed: 1 });
    expect((await call('GET', `/message/${a.messageId}`, owner)).statusCode).toBe(404);
    expect(await db().select().from(messageFiles).where(eq(messageFiles.id, a.fileId))).toEqual([]);
  });

  it.each([
    ['en', 'The message does not exist or has been deleted. Messages are kept for 60 days.'],
    ['zh-hk', '訊息並不存在或已被刪除。訊息只會保留 60 日。'],
    ['zh-cn', '信息并不存在或已被删除。信息只会保留 60 日。'],
  ])(
    'when another user names the owner’s message (%s), then every call answers MSG-E-0001 and changes nothing',
    async (lang, text) => {
      const { messageId } = await ownerMessage('Private');
      const answers = await Promise.all([
        call('GET', `/message/${messageId}`, other, undefined, { lang }),
        call('PUT', '/message', other, { messageIds: [messageId] }, { lang }),
        call('DELETE', '/message', other, { messageIds: [messageId] }, { lang }),
        call('POST', '/message/setting/message-detail', other, { messageId }, { lang }),
        call('POST', '/message/setting/message-download', other, { messageIds: [messageId] }, { lang }),
      ]);
      for (const r of answers) {
        expect(r.statusCode).toBe(404);
        expect(r.json()).toMatchObject({ code: 'MSG-E-0001', message: text });
        expect(r.body).not.toContain('Private');
      }
      const [still] = await db().select().from(messages).where(eq(messages.id, messageId));
      expect(still!.readAt).toBeNull();
    },
  );

  it('when the agent acts in the agent role, then the agent’s box and count are not the personal ones', async () => {
    const { noticeNo } = await issue(t.app, '72000001');
    await settleJobs(t);
    const asAgent = (
      await call('GET', '/message/list?pageSize=100', agent, undefined, { agentId: agentRoleId })
    ).json().data;
    const personal = (
      await call('GET', '/message/list?pageSize=100', agent, undefined, { agentId: 0 })
    ).json().data;
    expect(asAgent.items.some((m: { noticeNo: string }) => m.noticeNo === noticeNo)).toBe(true);
    expect(personal.items.some((m: { noticeNo: string }) => m.noticeNo === noticeNo)).toBe(false);
    const roleCount = (
      await call('GET', '/message/count?agentRole=USER_AGENT', agent, undefined, { agentId: agentRoleId })
    ).json().data.count;
    expect(roleCount).toBe(asAgent.unread);
    // Naming a role the caller is not acting under counts nothing.
    expect(
      (
        await call('GET', '/message/count?agentRole=ORG_ADMIN', agent, undefined, { agentId: agentRoleId })
      ).json().data,
    ).toEqual({ count: 0, capped: false });
    const counts = (await call('GET', '/message/agent/count', agent)).json().data;
    expect(counts.items).toEqual([
      { agentId: 0, agentRole: 'USER_PERSONAL', count: personal.unread, capped: false },
      { agentId: agentRoleId, agentRole: 'USER_AGENT', count: asAgent.unread, capped: false },
    ]);
    expect(counts.total).toBe(personal.unread + asAgent.unread);
    expect(counts.capped).toBe(false);
  });

  it('when the owner asks how an e-ticket went out, then the box and the masked SMS show; the agent sees only the box', async () => {
    const { noticeNo } = await issue(t.app, '72000002');
    await settleJobs(t);
    const [mine] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.noticeNo, noticeNo), eq(messages.agentId, 0)));
    const detail = (
      await call('POST', '/message/setting/message-detail', owner, { messageId: mine!.id })
    ).json().data;
    expect(detail.deliveries).toEqual([
      expect.objectContaining({ channel: 'MESSAGE_BOX', destination: null, status: 'DELIVERED' }),
      expect.objectContaining({ channel: 'SMS', destination: '91****67', status: 'DELIVERED', attempts: 1 }),
    ]);
    const [agents] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.noticeNo, noticeNo), eq(messages.agentId, agentRoleId)));
    const agentView = (
      await call(
        'POST',
        '/message/setting/message-detail',
        agent,
        { messageId: agents!.id },
        { agentId: agentRoleId },
      )
    ).json().data;
    expect(agentView.deliveries.map((d: { channel: string }) => d.channel)).toEqual(['MESSAGE_BOX']);
  });

  it('when a ticket is due within 7 days, then it is outstanding with its days left; other users see nothing of it', async () => {
    const { noticeNo } = await issue(t.app, '72000003');
    const today = hongKongDateOf(new Date());
    await db()
      .update(tickets)
      .set({ paymentDeadline: addDays(today, 3) })
      .where(eq(tickets.noticeNo, noticeNo));
    const list = (await call('GET', '/outstanding/list', owner)).json().data;
    expect(list.items).toContainEqual(
      expect.objectContaining({ kind: 'UNPAID_TICKET', noticeNo, vehicleNo: 'AB1234', daysLeft: 3 }),
    );
    expect(list.total).toBe(list.items.length);
    const theirs = (await call('GET', '/outstanding/list', other)).json().data;
    expect(theirs.items.some((i: { noticeNo: string }) => i.noticeNo === noticeNo)).toBe(false);
  });

  it('when a deadline has passed or is more than 7 days away, then the ticket is not outstanding; today and day 7 are', async () => {
    const today = hongKongDateOf(new Date());
    const dueIn = async (serial: string, days: number) => {
      const { noticeNo } = await issue(t.app, serial);
      await db()
        .update(tickets)
        .set({ paymentDeadline: addDays(today, days) })
        .where(eq(tickets.noticeNo, noticeNo));
      return noticeNo;
    };
    const longPast = await dueIn('72000004', -485);
    const yesterday = await dueIn('72000005', -1);
    const dueToday = await dueIn('72000006', 0);
    const daySeven = await dueIn('72000007', 7);
    const dayEight = await dueIn('72000008', 8);
    const listed = (await call('GET', '/outstanding/list', owner))
      .json()
      .data.items.map((i: { noticeNo: string }) => i.noticeNo);
    expect(listed).toEqual(expect.arrayContaining([dueToday, daySeven]));
    expect(listed).not.toContain(longPast);
    expect(listed).not.toContain(yesterday);
    expect(listed).not.toContain(dayEight);
  });

  it('when the system notifications are asked for, then those in force come back', async () => {
    const res = await call('GET', '/message/notifications', owner);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
  });
});

describe('message settings', () => {
  it('when the settings are read, changed row by row and as a whole, then the list follows; the language is kept', async () => {
    const list = (await call('GET', '/message/setting/list', other)).json().data;
    expect(list.language).toBe('zh-cn');
    expect(list.items.map((s: { type: string; mandatory: boolean }) => [s.type, s.mandatory])).toEqual([
      ['TICKET', true],
      ['DEMAND_NOTICE', true],
      ['PAYMENT_REMINDER', false],
      ['PAYMENT_RESULT', false],
    ]);
    const saved = await call('POST', '/message/setting/message-save', other, {
      type: 'PAYMENT_REMINDER',
      enabled: true,
      channel: 'MESSAGE_BOX',
      daysBefore: 7,
    });
    expect(saved.json().data.items[2]).toEqual({
      type: 'PAYMENT_REMINDER',
      enabled: true,
      mandatory: false,
      channel: 'MESSAGE_BOX',
      daysBefore: 7,
    });
    const put = await call('PUT', '/message/setting', other, {
      items: [{ type: 'PAYMENT_RESULT', enabled: false, channel: 'SMS_EMAIL' }],
      language: 'en',
    });
    expect(put.json().data.language).toBe('en');
    expect(put.json().data.items[3].enabled).toBe(false);
    expect(put.json().data.items[2].daysBefore).toBe(7);
    expect(
      (
        await call('POST', '/message/setting/message-save', other, {
          type: 'PAYMENT_REMINDER',
          enabled: true,
          channel: 'SMS_EMAIL',
          daysBefore: 4,
        })
      ).statusCode,
    ).toBe(400);
  });

  it.each([
    ['en', 'E-tickets and demand notices are always sent and cannot be turned off.'],
    ['zh-cn', '电子告票及催缴通知书必定会发出，不能关闭。'],
  ])('when the demand notice is turned off (%s), then it is refused', async (lang, text) => {
    const res = await call(
      'POST',
      '/message/setting/message-save',
      other,
      { type: 'DEMAND_NOTICE', enabled: false, channel: 'SMS_EMAIL' },
      { lang },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'MSG-E-0003', message: text });
  });

  it('when the owner asks for a test message, then one goes to the registered number, masked in the answer, once a day; an agent may not', async () => {
    const first = await call('POST', '/message/setting/message-send', owner, {});
    expect(first.json().data).toEqual({ channel: 'SMS', destination: '91****67', status: 'DELIVERED' });
    const again = await call('POST', '/message/setting/message-send', owner, {}, { lang: 'zh-hk' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'MSG-E-0004', message: '今日已發出測試訊息，請明天再試。' });
    const asAgent = await call('POST', '/message/setting/message-send', agent, {}, { agentId: agentRoleId });
    expect(asAgent.statusCode).toBe(403);
  });
});

describe('downloads', () => {
  it('when the owner downloads an attachment, then the file comes back; another user gets "file not found" in their language', async () => {
    const { fileId } = await ownerMessage('Attachment');
    const res = await call('GET', `${FILES}/publ/file/download/${fileId}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello');
    expect(res.headers['content-disposition']).toContain('Attachment.txt');
    for (const [lang, text] of [
      ['en', 'The file was not found or could not be downloaded.'],
      ['zh-hk', '找不到檔案或下載失敗。'],
      ['zh-cn', '找不到文件或下载失败。'],
    ] as const) {
      const theirs = await call('GET', `${FILES}/publ/file/download/${fileId}`, other, undefined, { lang });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ code: 'TKT-E-0012', message: text });
    }
  });

  it('when several attachments are downloaded together, then one ZIP holds them all; one not the caller’s refuses the whole', async () => {
    const a = await ownerMessage('First');
    const b = await ownerMessage('Second');
    const res = await call('POST', `${FILES}/publ/file/downloadAll`, owner, {
      fileIds: [a.fileId, b.fileId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['First.txt', 'Second.txt']);
    expect(await zip.file('First.txt')!.async('string')).toBe('hello');
    const mixed = await call('POST', `${FILES}/publ/file/downloadAll`, other, { fileIds: [a.fileId] });
    expect(mixed.statusCode).toBe(404);
  });

  it('when messages are downloaded, then a ZIP holds each message’s text and attachments', async () => {
    const a = await ownerMessage('Kept');
    const res = await call('POST', '/message/setting/message-download', owner, { messageIds: [a.messageId] });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !n.endsWith('/'));
    expect(names.some((n) => n.endsWith(`-${a.messageId}/message.txt`))).toBe(true);
    expect(names.some((n) => n.endsWith(`-${a.messageId}/Kept.txt`))).toBe(true);
  });

  it.each([
    [
      'en',
      `No downloads left for today: you can download ${FILE_DOWNLOADS_PER_DAY} files a day. Please try again tomorrow.`,
    ],
    ['zh-hk', `今日已無剩餘下載次數：每日最多可下載 ${FILE_DOWNLOADS_PER_DAY} 個檔案，請明天再試。`],
    ['zh-cn', `今日已无剩余下载次数：每日最多可下载 ${FILE_DOWNLOADS_PER_DAY} 个文件，请明天再试。`],
  ])(
    'when the day’s downloads are used up (%s), then "no downloads left for the day"',
    async (lang, text) => {
      const { fileId } = await ownerMessage('Limited');
      const day = hongKongDateOf(new Date());
      await db()
        .insert(fileDownloadCounts)
        .values({ userId: ownerId, day, count: FILE_DOWNLOADS_PER_DAY })
        .onConflictDoUpdate({
          target: [fileDownloadCounts.userId, fileDownloadCounts.day],
          set: { count: FILE_DOWNLOADS_PER_DAY },
        });
      const res = await call('GET', `${FILES}/publ/file/download/${fileId}`, owner, undefined, { lang });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'MSG-E-0002', message: text });
      await db().delete(fileDownloadCounts).where(eq(fileDownloadCounts.userId, ownerId));
    },
  );
});

describe('retention', () => {
  it('when a message is 61 days old, then the purge removes it with its file; a 59-day-old one stays', async () => {
    const old = await ownerMessage('Old', new Date(Date.now() - 61 * DAY));
    const recent = await ownerMessage('Recent', new Date(Date.now() - 59 * DAY));
    // Past its 60 days it is no longer shown, even before the purge runs.
    expect((await call('GET', `/message/${old.messageId}`, owner)).statusCode).toBe(404);
    expect(await purgeExpiredMessages(db())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(messages).where(eq(messages.id, old.messageId))).toEqual([]);
    expect(await db().select().from(messageFiles).where(eq(messageFiles.id, old.fileId))).toEqual([]);
    expect(await db().select().from(messageFiles).where(eq(messageFiles.id, recent.fileId))).toHaveLength(1);
    expect((await call('GET', `/message/${recent.messageId}`, owner)).statusCode).toBe(200);
  });
});

describe('a box larger than the pager counts', () => {
  it('when a box holds more than COUNT_LIMIT messages, then the total and the unread count stop at the limit and say so; every page still reads', async () => {
    const uid = (await call('POST', '/rest/users/api/v1/publ/users/user/profile', other, {})).json().data.uid;
    const before = (await call('GET', '/message/list?pageSize=10', other)).json().data;
    const extra = COUNT_LIMIT + 5;
    // Newer than every message already in the box (the demo seed may have written some seconds ago).
    await db().execute(sql`
      insert into messages (user_id, agent_id, language, category, title, body, created_at)
      select ${uid}, 0, 'en', 'SYSTEM', 'Bulk ' || g, 'Bulk body ' || g,
        now() + interval '1 hour' - make_interval(secs => g)
      from generate_series(1, ${extra}) g`);
    try {
      const page = (await call('GET', '/message/list?pageSize=10', other)).json().data;
      expect(page).toMatchObject({
        total: COUNT_LIMIT,
        totalCapped: true,
        unread: COUNT_LIMIT,
        unreadCapped: true,
      });
      expect(page.items.map((m: { title: string }) => m.title)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Bulk ${i + 1}`),
      );
      const last = (
        await call('GET', `/message/list?pageSize=100&page=${Math.ceil(extra / 100)}`, other)
      ).json().data;
      expect(last.items.length).toBe((extra + before.total) % 100 || 100);
      expect((await call('GET', '/message/count', other)).json().data).toEqual({
        count: COUNT_LIMIT,
        capped: true,
      });
      const counts = (await call('GET', '/message/agent/count', other)).json().data;
      expect(counts.items[0]).toMatchObject({ agentId: 0, count: COUNT_LIMIT, capped: true });
      expect(counts.capped).toBe(true);
      // A filter counts within itself: none of the bulk is a ticket.
      expect((await call('GET', '/message/list?category=TICKET', other)).json().data.totalCapped).toBe(false);
    } finally {
      await db().execute(sql`delete from messages where user_id = ${uid} and title like 'Bulk %'`);
    }
  });
});
