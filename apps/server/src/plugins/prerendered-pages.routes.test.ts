import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { systemNotifications } from '../modules/content/content.table.ts';
import { localeFromAcceptLanguage } from './page-language.ts';

// A built web client as the build writes it: index.html, the first pages rendered in each language, and
// beside dist the bundle that renders Home with the notices in force (here: one that says what it got).
const base = mkdtempSync(join(tmpdir(), 'eticket-web-'));
const dist = join(base, 'dist');
const LOCALES = ['en', 'zh-hk', 'zh-cn'] as const;
const PAGES = { '/': 'index.html', '/ticket/search': 'ticket/search.html' };
const file = (name: string, body: string) => {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), body);
};
file('index.html', '<!doctype html><div id="root"></div>');
for (const locale of LOCALES)
  for (const [path, name] of Object.entries(PAGES))
    file(`prerendered/${locale}/${name}`, `${locale} ${path}`);
file('prerendered/manifest.json', JSON.stringify({ locales: LOCALES, pages: PAGES }));
file(
  '../dist-ssr/render-page.mjs',
  'export const renderHomeWithNotices = async (file, locale, notices) =>' +
    ' `${file} rendered in ${locale} with ${notices.map((n) => n.title.en).join()}`;',
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(base, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the first pages, rendered at build time, in the visitor’s language', () => {
  it('when nothing names a language, then the English page comes, revalidated and varying by language', async () => {
    const res = await get('/portal/ticket/search/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('en /ticket/search');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('when the language cookie says zh-hk, then the Traditional Chinese page comes, whatever the browser asks', async () => {
    const res = await get('/portal/ticket/search', {
      cookie: 'other=1; language=zh-hk',
      'accept-language': 'zh-CN,zh;q=0.9',
    });
    expect(res.body).toBe('zh-hk /ticket/search');
  });

  it('when a ?lang= link is followed, then it wins over the cookie, as it does in the browser', async () => {
    const page = (lang: string, cookie: string) =>
      get(`/portal/ticket/search?lang=${lang}`, { cookie: `language=${cookie}` }).then((res) => res.body);
    expect(await page('zh-sc', 'zh-hk')).toBe('zh-cn /ticket/search');
    expect(await page('zh-tc', 'en')).toBe('zh-hk /ticket/search');
    expect(await page('fr', 'zh-hk')).toBe('en /ticket/search');
  });

  it('when there is no cookie or lang, then Accept-Language decides; an unknown cookie value is ignored', async () => {
    const page = (headers: Record<string, string>) =>
      get('/portal/ticket/search', headers).then((res) => res.body);
    expect(await page({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toBe('zh-cn /ticket/search');
    expect(await page({ 'accept-language': 'fr, zh-HK;q=0.5' })).toBe('zh-hk /ticket/search');
    expect(await page({ cookie: 'language=de', 'accept-language': 'zh-TW' })).toBe('zh-hk /ticket/search');
  });

  it('when a page is not prerendered, or its query asks for more than the language, then index.html comes', async () => {
    expect((await get('/portal/about-us', { cookie: 'language=zh-hk' })).body).toContain('<div id="root">');
    expect((await get('/portal/?selectedTab=faq', { cookie: 'language=zh-hk' })).body).toContain(
      '<div id="root">',
    );
  });
});

// The reference data carries one notice in force (the anti-scam warning); the test adds another.
describe('Home while system notices are in force', () => {
  const text = { en: 'Road closure', zhHk: '封路', zhCn: '封路' };
  beforeAll(async () => {
    await t.database.db.insert(systemNotifications).values({
      id: 'test-prerender-notice',
      level: 'warning',
      titleEn: text.en,
      titleZhHk: text.zhHk,
      titleZhCn: text.zhCn,
      bodyEn: 'b',
      bodyZhHk: 'b',
      bodyZhCn: 'b',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: null,
    });
  });
  afterAll(async () => {
    await t.database.db
      .delete(systemNotifications)
      .where(eq(systemNotifications.id, 'test-prerender-notice'));
  });

  it('when Home is asked for, then the server renders it with the notice, in the visitor’s language', async () => {
    const res = await get('/portal/', { cookie: 'language=zh-hk' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^zh-hk \/ rendered in zh-hk with .*Road closure/);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('when the browser accepts brotli, then the rendered Home comes compressed', async () => {
    const res = await get('/portal/', { cookie: 'language=en', 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/cookie.*accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(
      /^en \/ rendered in en with .*Road closure/,
    );
  });

  it('when another prerendered page is asked for, then it is the build’s file', async () => {
    expect((await get('/portal/ticket/search', { cookie: 'language=zh-hk' })).body).toBe(
      'zh-hk /ticket/search',
    );
  });
});

describe('Accept-Language', () => {
  it('when several languages are weighted, then the heaviest the portal offers is chosen', () => {
    expect(localeFromAcceptLanguage('de;q=1, en;q=0.4, zh-Hans;q=0.8')).toBe('zh-cn');
    expect(localeFromAcceptLanguage('zh-Hant-TW')).toBe('zh-hk');
    expect(localeFromAcceptLanguage('en-GB, zh-CN')).toBe('en');
    expect(localeFromAcceptLanguage('zh-CN;q=0, fr')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('serving pages over one kept-alive connection', () => {
  it('when pages are served many times, then no listener is left added per request (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => {
      if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    const served = await startTestApp({ WEB_DIST_DIR: dist });
    try {
      await served.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.app.server.address() as AddressInfo;
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; i < 15; i++)
        for (const path of ['/portal/', '/portal/ticket/search', '/portal/my-account']) {
          await new Promise<void>((resolve, reject) =>
            request({ host: '127.0.0.1', port, path, agent }, (res) => {
              res.resume();
              res.on('end', () => resolve());
            })
              .on('error', reject)
              .end(),
          );
        }
      agent.destroy();
      // A warning is emitted on the next tick of the one that added the listener.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
      await served.close();
    }
    expect(warnings).toEqual([]);
  });
});
