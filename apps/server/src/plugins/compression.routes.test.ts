import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// A built web client as the build writes it: each text file with its .br and .gz beside it.
const dist = mkdtempSync(join(tmpdir(), 'eticket-dist-'));
const script = `export const text = ${JSON.stringify('e-Ticket '.repeat(2000))};\n`;
const page = `<!doctype html><html><head><title>e-Ticket</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
mkdirSync(join(dist, 'assets'));
for (const [name, body] of [
  ['assets/index-abc123.js', script],
  ['index.html', page],
] as const) {
  writeFileSync(join(dist, name), body);
  writeFileSync(join(dist, `${name}.br`), brotliCompressSync(body));
  writeFileSync(join(dist, `${name}.gz`), gzipSync(body));
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web client', () => {
  it('when a browser accepts brotli, then a script is the pre-compressed file, still cached for good', async () => {
    const res = await t.app.inject({
      url: '/portal/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('when a client names no encoding, then it gets the plain file', async () => {
    const res = await t.app.inject({ url: '/portal/assets/index-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(script);
  });

  it('when a page address is opened with gzip only, then index.html comes gzipped and is revalidated', async () => {
    const res = await t.app.inject({ url: '/portal/ticket/search', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toBe(page);
  });
});

describe('API answers', () => {
  it('when an answer is above 1 KB, then it is compressed on the fly for a client that accepts it', async () => {
    const plain = await t.app.inject({ url: '/rest/content/api/v1/publ/faqs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const res = await t.app.inject({
      url: '/rest/content/api/v1/publ/faqs',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('when an answer is small, then it is sent as it is', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
