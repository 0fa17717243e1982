import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const lines: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(loadConfig({ LOG_LEVEL: 'info' }), database, {
    logStream: { write: (l) => lines.push(l) },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request logs', () => {
  it('when a request carries an e-mail, a phone, an ID number and a token, then none reaches the log', async () => {
    await app.inject({
      url: '/rest/nothing?email=chan.taiman@example.com&phone=91234567&id=A1234563',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'session=abc' },
    });
    const log = lines.join('');
    expect(log).toContain('"url":"/rest/nothing?email=[email]&phone=[phone]&id=[id]"');
    for (const secret of [
      'chan.taiman@example.com',
      '91234567',
      'A1234563',
      'secret-token-value',
      'session=abc',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('when a line names where a message goes, then the address is redacted by its field, whatever its form', async () => {
    lines.length = 0;
    app.log.warn({ recipient: 'fleet@harbourlogistics.example.com' }, 'delivery');
    app.log.warn({ delivery: { destination: '+852 9123-4567', recipient: 'CHAN TAI MAN' } }, 'delivery');
    const log = lines.join('');
    for (const secret of ['harbourlogistics', '9123', 'CHAN TAI MAN']) expect(log).not.toContain(secret);
    expect(log.match(/\[redacted\]/g)).toHaveLength(3);
  });

  it('when a request is logged, then its line carries the request id the client sees', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/healthz' });
    const entries = lines.map((l) => JSON.parse(l) as { reqId?: string });
    expect(entries.some((e) => e.reqId === res.headers['x-request-id'])).toBe(true);
  });
});
