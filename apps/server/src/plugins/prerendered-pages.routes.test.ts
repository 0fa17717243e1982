import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { localeFromAcceptLanguage } from './page-language.ts';

// A built web client as the build writes it: index.html, and the first pages rendered in each language.
const dist = mkdtempSync(join(tmpdir(), 'eticket-dist-'));
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

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the first pages, rendered at build time, in the visitor’s language', () => {
  it('when nothing names a language, then Home is the English page, revalidated and varying by language', async () => {
    const res = await get('/portal/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('en /');
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
    expect((await get('/portal/?lang=zh-sc', { cookie: 'language=zh-hk' })).body).toBe('zh-cn /');
    expect((await get('/portal/?lang=zh-tc', { cookie: 'language=en' })).body).toBe('zh-hk /');
    expect((await get('/portal/?lang=fr', { cookie: 'language=zh-hk' })).body).toBe('en /');
  });

  it('when there is no cookie or lang, then Accept-Language decides; an unknown cookie value is ignored', async () => {
    expect((await get('/portal/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).body).toBe('zh-cn /');
    expect((await get('/portal/', { 'accept-language': 'fr, zh-HK;q=0.5' })).body).toBe('zh-hk /');
    expect((await get('/portal/', { cookie: 'language=de', 'accept-language': 'zh-TW' })).body).toBe(
      'zh-hk /',
    );
  });

  it('when a page is not prerendered, or its query asks for more than the language, then index.html comes', async () => {
    expect((await get('/portal/about-us', { cookie: 'language=zh-hk' })).body).toContain('<div id="root">');
    expect((await get('/portal/?selectedTab=faq', { cookie: 'language=zh-hk' })).body).toContain(
      '<div id="root">',
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
