import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ISSUER_TOKEN, type TestApp } from '../../../test/test-app.ts';
import {
  INTERNAL,
  issue,
  issuerAuth,
  lookup,
  noticeNoOf,
  PUBL,
  TICKET_TEST_ENV,
  tokenFor,
} from '../../../test/tickets-fixtures.ts';
import { loadConfig } from '../../config.ts';
import { signLookupToken } from './lookup-token.ts';
import { tickets } from './tickets.table.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV);
  await issue(t.app, '31000001');
  await issue(t.app, '31000002', { vehicleNo: 'CD5678' });
});
afterAll(() => t.close());

const reread = (token?: string, query = '', lang?: string) =>
  t.app.inject({
    url: `${PUBL}/tickets/lookup/current${query}`,
    headers: {
      ...(token ? { 'x-lookup-token': token } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
    },
  });

describe('GET publ/tickets/lookup/current', () => {
  it('when the visitor re-reads with the lookup token, then the ticket comes as it is now, in the look-up’s shape', async () => {
    const first = (await lookup(t.app, '31000001', 'AB1234')).json().data;
    const moved = await t.app.inject({
      method: 'POST',
      url: `${INTERNAL}/tickets/${noticeNoOf('31000001')}/status`,
      headers: issuerAuth,
      payload: { status: 'UNDER_INVESTIGATION', reason: 'appeal' },
    });
    expect(moved.statusCode).toBe(200);
    const res = await reread(first.lookupToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const now = res.json().data;
    expect(Object.keys(now).sort()).toEqual(Object.keys(first).sort());
    expect(Object.keys(now.ticket).sort()).toEqual(Object.keys(first.ticket).sort());
    expect(now.ticket).toMatchObject({
      ...first.ticket,
      status: 'UNDER_INVESTIGATION',
      statusLabel: { en: 'Under investigation' },
      payable: true,
    });
    expect(now.lookupToken).toBe(first.lookupToken);
    expect(now.expiresInSeconds).toBeLessThanOrEqual(first.expiresInSeconds);
    expect(now.expiresInSeconds).toBeGreaterThan(800);
  });

  it('when the token of ticket A is presented, then only ticket A is ever answered, whatever else is asked', async () => {
    const tokenA = await tokenFor(t.app, noticeNoOf('31000002'), 'CD5678');
    const res = await reread(tokenA, `?noticeNo=${noticeNoOf('31000001')}`);
    expect(res.statusCode === 400 || res.json().data.ticket.noticeNo === noticeNoOf('31000002')).toBe(true);
    const plain = await reread(tokenA);
    expect(plain.json().data.ticket.noticeNo).toBe(noticeNoOf('31000002'));
    expect(plain.json().data.ticket.vehicleNo).toBe('CD5678');
  });

  it('when the token is missing, expired or forged, then the visitor is told to search again in their language', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ISSUER_TOKEN: TEST_ISSUER_TOKEN,
      SEED_DEMO: 'false',
      ...TICKET_TEST_ENV,
    });
    const [row] = await t.database.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.noticeNo, noticeNoOf('31000001')));
    const expired = await signLookupToken(t.database.db, config, row!.id, new Date(Date.now() - 16 * 60_000));
    const valid = await signLookupToken(t.database.db, config, row!.id);
    expect((await reread(valid)).statusCode).toBe(200);
    const [, claims, signature] = valid.split('.');
    const otherTicket = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(claims!, 'base64url').toString()), tid: row!.id + 1 }),
    ).toString('base64url');
    const forged = `${valid.split('.')[0]}.${otherTicket}.${signature}`;
    for (const token of [undefined, expired, forged]) {
      const res = await reread(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'TKT-E-0009',
        message: 'Your ticket enquiry has expired. Please search for the ticket again.',
      });
    }
    expect((await reread(expired, '', 'zh-HK')).json().message).toBe('告票查詢已逾時，請重新查詢告票。');
  });
});
