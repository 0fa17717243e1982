import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { announceStopping } from './modules/health/health.routes.ts';

const webDist = mkdtempSync(join(tmpdir(), 'eticket-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal shell</title>');
writeFileSync(join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

describe('the portal server', () => {
  it('when / is opened, then it redirects to /portal/', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/portal/');
  });

  it.each(['/portal/', '/portal/ticket/search', '/portal/my-account/message/list?x=1', '/portal'])(
    'when the deep link %s is opened, then the SPA shell answers',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('portal shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('when a built asset is asked for, then it is served with a long cache', async () => {
    const res = await t.app.inject({ url: '/portal/assets/main-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('when a missing asset is asked for, then it stays a 404 rather than the shell', async () => {
    const res = await t.app.inject({ url: '/portal/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('when an unknown /rest path is called, then a JSON 404 envelope answers in the caller’s language', async () => {
    const res = await t.app.inject({ url: '/rest/nothing/here', headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'SYS-E-0404', message: '所请求的服务并不存在。', data: null });
  });

  it('when any page is served, then security headers and a request id come with it', async () => {
    const res = await t.app.inject({ url: '/portal/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('when liveness and readiness are probed, then both answer with the database migrated', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('when the OpenAPI document is read, then it lists the parameter service and the issuing API', async () => {
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/rest/param/api/v1/publ/enum/enum-type/{enumType}',
        '/rest/param/api/v1/publ/param/{paramCode}',
        '/rest/param/api/v1/publ/role/management/lists',
        '/rest/ticket/api/v1/internal/tickets',
      ]),
    );
    const ui = await t.app.inject({ url: '/rest/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('when the footer links are fetched, then /json/link.json answers them', async () => {
    const res = await t.app.inject({ url: '/json/link.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().links.length).toBeGreaterThan(0);
  });
});

// Last: the app is not ready after this.
describe('an instance told to stop (SIGTERM with SHUTDOWN_DELAY_SECONDS)', () => {
  it('when it is stopping, then readiness answers 503 while liveness and the APIs are still served', async () => {
    announceStopping(t.app.server);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('stopping');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/json/link.json' })).statusCode).toBe(200);
  });
});
