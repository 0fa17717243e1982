import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { PRODUCTION_ENV } from '../../test/identity-helpers.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { TEST_ISSUER_TOKEN } from '../../test/test-app.ts';

/** The API explorer is a map of every route: off in production unless an operator turns it on. */
const DOC_URLS = [
  '/rest/docs',
  '/rest/docs/',
  '/rest/docs/json',
  '/rest/docs/yaml',
  '/rest/docs/static/index.html',
];

let database: DatabaseHandle;
let byDefault: FastifyInstance;
const apps: FastifyInstance[] = [];
async function productionApp(extra: Record<string, string> = {}) {
  const env = { ...PRODUCTION_ENV, ISSUER_TOKEN: TEST_ISSUER_TOKEN, LOG_LEVEL: 'silent', ...extra };
  const app = await buildApp(loadConfig(env), database);
  apps.push(app);
  return app;
}
beforeAll(async () => {
  database = await openTestDatabase();
  byDefault = await productionApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('the API explorer in production', () => {
  it.each(DOC_URLS)('when %s is asked for with the default settings, then it is not found', async (url) => {
    const res = await byDefault.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('SYS-E-0404');
  });

  it('when the default settings are used, then the document is still built for the server itself', async () => {
    await byDefault.ready();
    expect(Object.keys((byDefault.swagger() as { paths: object }).paths).length).toBeGreaterThan(50);
  });

  it('when API_DOCS_ENABLED=true, then the explorer and its document are served', async () => {
    const app = await productionApp({ API_DOCS_ENABLED: 'true' });
    expect((await app.inject({ url: '/rest/docs/' })).body).toContain('swagger');
    const doc = await app.inject({ url: '/rest/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
  });
});
