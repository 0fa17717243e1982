import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { faqs, news, systemNotifications } from './content.table.ts';
import { seedContent } from './content.seed.ts';
import { NEWS } from './data/news.ts';
import { FAQS } from './data/faqs.ts';

const CONTENT = '/rest/content/api/v1/publ';
const HOME_LIST = '/rest/users/api/v1/publ/home/list';
const newestFirst = [...NEWS]
  .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
  .map((n) => n.id);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /news', () => {
  it('when no page is given, then the first 10 come newest first with the total, in three languages', async () => {
    const res = await t.app.inject({ url: `${CONTENT}/news` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('0');
    expect(body.data.total).toBe(NEWS.length);
    expect(body.data.list.map((n: { id: string }) => n.id)).toEqual(newestFirst);
    for (const item of body.data.list) {
      expect(item.title.en && item.title['zh-hk'] && item.title['zh-cn']).toBeTruthy();
      expect(item.summary.en && item.summary['zh-hk'] && item.summary['zh-cn']).toBeTruthy();
      expect(item).not.toHaveProperty('body');
      expect(new Date(item.publishedAt).toISOString()).toBe(item.publishedAt);
    }
  });

  it('when page 2 of size 4 is asked for, then the remaining oldest items come and the total is unchanged', async () => {
    const body = (await t.app.inject({ url: `${CONTENT}/news?page=2&pageSize=4` })).json();
    expect(body.data.total).toBe(NEWS.length);
    expect(body.data.list.map((n: { id: string }) => n.id)).toEqual(newestFirst.slice(4, 8));
  });

  it('when a page past the end is asked for, then the list is empty but the total still counts', async () => {
    const body = (await t.app.inject({ url: `${CONTENT}/news?page=50&pageSize=10` })).json();
    expect(body.data).toEqual({ list: [], total: NEWS.length });
  });

  it.each([
    ['pageSize=0', 'querystring.pageSize'],
    ['pageSize=101', 'querystring.pageSize'],
    ['pageSize=ten', 'querystring.pageSize'],
    ['pageSize=2.5', 'querystring.pageSize'],
    ['page=0', 'querystring.page'],
    ['page=-1', 'querystring.page'],
  ])('when the query is %s, then a 400 names the field', async (query, field) => {
    const res = await t.app.inject({ url: `${CONTENT}/news?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('SYS-E-0400');
    expect(body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('GET /news/{id}', () => {
  it('when an existing item is asked for, then its full text comes in three languages', async () => {
    const res = await t.app.inject({ url: `${CONTENT}/news/news-2025-12-01-penalties-2026` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.id).toBe('news-2025-12-01-penalties-2026');
    expect(data.category).toBe('penalty');
    expect(data.body.en).toContain('$320 becomes $400');
    expect(data.body['zh-hk']).toContain('由320元增至400元');
    expect(data.body['zh-cn']).toContain('由320元增至400元');
  });

  it('when a missing item is asked for, then a 404 CNT-E-0001 explains it in the caller’s language', async () => {
    const en = await t.app.inject({ url: `${CONTENT}/news/news-no-such-item` });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      code: 'CNT-E-0001',
      message:
        'The news item you asked for does not exist or has been removed. Please return to the news list.',
      data: null,
    });
    const zh = await t.app.inject({
      url: `${CONTENT}/news/news-no-such-item`,
      headers: { 'accept-language': 'zh-HK,zh;q=0.9' },
    });
    expect(zh.statusCode).toBe(404);
    expect(zh.json().message).toBe('你所查閱的新聞並不存在或已被移除，請返回新聞列表。');
  });

  it('when the id is not a content slug, then a 400 is answered before the database is asked', async () => {
    const res = await t.app.inject({ url: `${CONTENT}/news/${encodeURIComponent("1' or '1'='1")}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SYS-E-0400');
  });
});

describe('GET /faqs', () => {
  it('when the FAQ is asked for, then every entry comes in order, and entry 1 is how to log in', async () => {
    const res = await t.app.inject({ url: `${CONTENT}/faqs` });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{
      id: string;
      sortOrder: number;
      question: Record<string, string>;
      answer: Record<string, string>;
    }>;
    expect(list.map((f) => f.id)).toEqual(FAQS.map((f) => f.id));
    expect(list.map((f) => f.sortOrder)).toEqual([...list.map((f) => f.sortOrder)].sort((a, b) => a - b));
    const login = list[1]!;
    expect(login.question).toEqual({
      en: 'How do I log in?',
      'zh-hk': '我應如何登入？',
      'zh-cn': '我应如何登录？',
    });
    expect(login.answer.en).toContain('iAM Smart');
    expect(login.answer.en).toContain('police digital services logon');
    expect(login.answer['zh-hk']).toContain('智方便');
  });
});

describe('POST /home/list', () => {
  const hour = 3600_000;
  const base = {
    titleEn: 't',
    titleZhHk: 't',
    titleZhCn: 't',
    bodyEn: 'b',
    bodyZhHk: 'b',
    bodyZhCn: 'b',
  };
  const testIds = ['test-expired', 'test-future', 'test-critical-now'];

  beforeAll(async () => {
    const now = Date.now();
    await t.database.db.insert(systemNotifications).values([
      {
        ...base,
        id: 'test-expired',
        level: 'critical',
        startsAt: new Date(now - 48 * hour),
        endsAt: new Date(now - hour),
      },
      { ...base, id: 'test-future', level: 'critical', startsAt: new Date(now + hour), endsAt: null },
      {
        ...base,
        id: 'test-critical-now',
        level: 'critical',
        startsAt: new Date(now - hour),
        endsAt: new Date(now + hour),
      },
    ]);
  });
  afterAll(async () => {
    await t.database.db.delete(systemNotifications).where(inArray(systemNotifications.id, testIds));
  });

  it('when asked without a token or body, then only what is in force now comes, most severe first', async () => {
    const res = await t.app.inject({ method: 'POST', url: HOME_LIST });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as Array<{ id: string; level: string }>).map((n) => n.id);
    expect(ids[0]).toBe('test-critical-now');
    expect(ids).toContain('notice-anti-scam');
    expect(ids).not.toContain('test-expired');
    expect(ids).not.toContain('test-future');
  });

  it('when asked with an empty JSON body, then the seeded anti-scam warning comes in three languages', async () => {
    const res = await t.app.inject({ method: 'POST', url: HOME_LIST, payload: {} });
    expect(res.statusCode).toBe(200);
    const scam = res.json().data.find((n: { id: string }) => n.id === 'notice-anti-scam');
    expect(scam).toMatchObject({ level: 'warning', endsAt: null });
    expect(scam.body.en).toContain('#HKPF-eTT');
    expect(scam.body['zh-hk']).toContain('18222');
    expect(scam.body['zh-cn']).toContain('18222');
  });

  it('when asked with GET, then it is not a route (the specification makes it a POST)', async () => {
    const res = await t.app.inject({ method: 'GET', url: HOME_LIST });
    expect(res.statusCode).toBe(404);
  });
});

describe('the content seed', () => {
  it('when it runs again after an editor changed a row, then nothing is duplicated or overwritten', async () => {
    const { db } = t.database;
    await db.update(faqs).set({ answerEn: 'Edited by the force.' }).where(eq(faqs.id, 'faq-how-receive'));
    await seedContent(db);
    const [edited] = await db.select().from(faqs).where(eq(faqs.id, 'faq-how-receive'));
    expect(edited?.answerEn).toBe('Edited by the force.');
    expect(await db.$count(faqs)).toBe(FAQS.length);
    expect(await db.$count(news)).toBe(NEWS.length);
  });
});

describe('the OpenAPI document', () => {
  it('when it is read, then every content endpoint is listed', async () => {
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/rest/content/api/v1/publ/news',
        '/rest/content/api/v1/publ/news/{id}',
        '/rest/content/api/v1/publ/faqs',
        '/rest/users/api/v1/publ/home/list',
      ]),
    );
  });
});
