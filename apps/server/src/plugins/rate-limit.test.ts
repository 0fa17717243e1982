import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTestApp, TEST_ISSUER_TOKEN, type TestApp } from '../../test/test-app.ts';

/** Redis on this machine (REDIS_TEST_URL to point elsewhere). */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = '4';
const API = '/rest/param/api/v1/publ/enum/enum-type/parking-offences';

/** A documentation address no other run uses, so counters left in Redis by earlier runs never meet it. */
function freshClient(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

async function statuses(app: FastifyInstance, client: string, url: string, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await app.inject({ url, remoteAddress: client })).statusCode);
  return codes;
}

/** Two instances of the server on one database, as a load balancer would see them, for one describe. */
function twoInstances(env: Record<string, string>) {
  const pair = {} as { first: FastifyInstance; second: FastifyInstance };
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(env);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ISSUER_TOKEN: TEST_ISSUER_TOKEN,
      SEED_DEMO: 'false',
      ...env,
    });
    pair.first = t.app;
    pair.second = await buildApp(config, t.database);
    await pair.second.ready();
  });
  afterAll(async () => {
    await pair.second?.close();
    await t?.close();
  });
  return pair;
}

describe('request limits shared through Redis', () => {
  const servers = twoInstances({ RATE_LIMIT_PER_MINUTE: LIMIT, REDIS_URL });

  it('when one client spreads its calls over two instances, then the limit counts them together', async () => {
    const client = freshClient();
    const first = await statuses(servers.first, client, API, 2);
    const second = await statuses(servers.second, client, API, 3);
    expect([...first, ...second]).toEqual([200, 200, 200, 200, 429]);
    const refused = await servers.second.inject({ url: API, remoteAddress: client });
    expect(refused.json()).toMatchObject({ code: 'SYS-E-0429', data: null });
  });

  it('when another client calls, then it has its own count', async () => {
    expect(await statuses(servers.second, freshClient(), API, 1)).toEqual([200]);
  });

  it('when a client loads the web client, then its files are not counted', async () => {
    const client = freshClient();
    await statuses(servers.first, client, '/portal/', 6);
    expect(await statuses(servers.first, client, API, 1)).toEqual([200]);
  });
});

describe('request limits without Redis', () => {
  const servers = twoInstances({ RATE_LIMIT_PER_MINUTE: LIMIT });

  it('when REDIS_URL is not set, then each instance counts alone', async () => {
    const client = freshClient();
    expect(await statuses(servers.first, client, API, 4)).toEqual([200, 200, 200, 200]);
    expect(await statuses(servers.second, client, API, 1)).toEqual([200]);
    expect(await statuses(servers.first, client, API, 1)).toEqual([429]);
  });
});

describe('request limits when Redis cannot be reached', () => {
  // Nothing listens on port 1: every counter update fails, as when Redis is down.
  const servers = twoInstances({ RATE_LIMIT_PER_MINUTE: LIMIT, REDIS_URL: 'redis://127.0.0.1:1' });

  it('when the shared counters cannot be updated, then each instance still holds the limit alone', async () => {
    const client = freshClient();
    expect(await statuses(servers.first, client, API, 5)).toEqual([200, 200, 200, 200, 429]);
    expect(await statuses(servers.second, client, API, 5)).toEqual([200, 200, 200, 200, 429]);
    const refused = await servers.first.inject({ url: API, remoteAddress: client });
    expect(refused.json()).toMatchObject({ code: 'SYS-E-0429', data: null });
  });

  it('when another client calls meanwhile, then it has its own count', async () => {
    expect(await statuses(servers.first, freshClient(), API, 1)).toEqual([200]);
  });
});

describe('the switch to counting alone', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      { RATE_LIMIT_PER_MINUTE: LIMIT, REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('when Redis cannot be reached, then the switch is logged once as an alert, not once a request', async () => {
    await statuses(t.app, freshClient(), API, 3);
    const switches = lines
      .map((line) => JSON.parse(line) as { msg: string; alert?: boolean; level: number })
      .filter((entry) => entry.msg.startsWith('rate-limit store unavailable'));
    expect(switches).toHaveLength(1);
    expect(switches[0]).toMatchObject({ alert: true, level: 40 });
  });
});

describe('the REDIS_URL setting', () => {
  it('when it is not a redis address, then the configuration names it', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});
