import { solveChallenge } from 'altcha-lib';
import { noticeCheckChar } from '@eticket/domain/tickets/notice-no';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { signBody } from '../src/http/body-signature.ts';
import type { Database } from '../src/db/database.ts';
import { tickets } from '../src/modules/tickets/tickets.table.ts';
import { runDueJobs } from '../src/modules/jobs/jobs.worker.ts';
import { bearer, quickLogin } from './identity-helpers.ts';
import { startTestApp, TEST_ISSUER_TOKEN, type TestApp } from './test-app.ts';

export const PUBL = '/rest/ticket/api/v1/publ';
export const INTERNAL = '/rest/ticket/api/v1/internal';
export const issuerAuth = { authorization: `Bearer ${TEST_ISSUER_TOKEN}` };
export const noticeNoOf = (serial: string) => `${serial}${noticeCheckChar(serial)}`;

/** Fast captcha and generous limits unless a test is about the limits themselves. */
export const TICKET_TEST_ENV = {
  CAPTCHA_MAX_NUMBER: '200',
  LOOKUP_RATE_PER_MINUTE: '10000',
  RATE_LIMIT_PER_MINUTE: '100000',
};

/** Issues a ticket through the internal API, as the police issuing system does. */
export async function issue(app: FastifyInstance, serial: string, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `${INTERNAL}/tickets`,
    headers: issuerAuth,
    payload: {
      noticeNo: noticeNoOf(serial),
      vehicleNo: 'AB1234',
      noticeType: '525',
      offenceCode: '04',
      offenceDate: '2026-03-02',
      offenceTime: '14:35',
      locationType: 'O',
      locationFeature: 'L',
      place: 'NATHAN ROAD, MONG KOK',
      issuingOfficerNo: 'PC4321',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`issue failed: ${res.body}`);
  return res.json().data as { noticeNo: string; amountCents: number };
}

/**
 * Waits for an export task to finish, running due jobs meanwhile (the job is kicked at once and the worker
 * may hold it). `headers`: the requester's session (and acting role).
 */
export async function exportFinished(t: TestApp, id: string, headers: Record<string, string>) {
  for (let i = 0; i < 100; i++) {
    await runDueJobs(t.database.db, t.app.jobHandlers);
    const task = (await t.app.inject({ url: `${PUBL}/exports/${id}`, headers })).json().data;
    if (task.state === 'DONE' || task.state === 'FAILED') return task;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('export did not finish');
}

/** Fetches a challenge and solves it as the browser widget would; the answer is its form value. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: `${PUBL}/captcha/challenge` });
  const c = res.json().data as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

export async function lookup(
  app: FastifyInstance,
  noticeNo: string,
  vehicleNo: string,
  captcha?: string,
  headers = {},
) {
  return app.inject({
    method: 'POST',
    url: `${PUBL}/tickets/lookup`,
    headers,
    payload: { noticeNo, vehicleNo, captcha: captcha ?? (await solvedCaptcha(app)) },
  });
}

/** Looks a ticket up and returns the lookup token for the later calls. */
export async function tokenFor(app: FastifyInstance, noticeNo: string, vehicleNo = 'AB1234') {
  const res = await lookup(app, noticeNo, vehicleNo);
  if (res.statusCode !== 200) throw new Error(`lookup failed: ${res.body}`);
  return res.json().data.lookupToken as string;
}

export const TEST_GATEWAY_SECRET = 'test-gateway-secret-0123456789abcdef';

/**
 * The real server listening on a port of its own, as the payment flows need it: the sandbox gateway
 * calls it back over HTTP (notify, return), and the reconciliation asks the gateway over HTTP.
 */
export async function startPaymentTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[1] = {},
): Promise<TestApp> {
  const t = await startTestApp(
    { ...TICKET_TEST_ENV, PAY_GATEWAY_SECRET: TEST_GATEWAY_SECRET, ...env },
    options,
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/** The demo owners the payment tests act as: CHAN TAI MAN (AB1234, CD5678) and LEE KA YAN (HK2468). */
export const DEMO_OWNER = 'A1234563';
export const DEMO_OTHER_OWNER = 'C3456785';

/** A payment app on the demo data, with a session of each demo owner: `owner` and `other`. */
export async function startPaymentAppWithOwners(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[1] = {},
): Promise<{ t: TestApp; owner: string; other: string }> {
  const t = await startPaymentTestApp(env, { seedDemo: true, ...options });
  const owner = (await quickLogin(t.app, DEMO_OWNER)).token;
  const other = (await quickLogin(t.app, DEMO_OTHER_OWNER)).token;
  return { t, owner, other };
}

/**
 * The test file's payment app, on the demo data unless `options` say otherwise: started before its tests,
 * closed after them. Call it at the
 * top of the file (`const t = paymentAppForFile();`) and use `t.app`, `t.database` in the tests.
 */
export function paymentAppForFile(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[1] = { seedDemo: true },
): TestApp {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await startPaymentTestApp(env, options);
  });
  afterAll(() => running?.close());
  return {
    get app() {
      return running!.app;
    },
    get database() {
      return running!.database;
    },
    close: () => running!.close(),
  };
}

/** Pays a ticket in full through the sandbox gateway (look-up, order, approval, result page). */
export async function payApproved(app: FastifyInstance, noticeNo: string) {
  const token = await tokenFor(app, noticeNo);
  const order = (await pay(app, token)).json().data as { orderNo: string; redirectUrl: string };
  await choose(app, order.redirectUrl, 'approve');
  const answer = await result(app, token, order.orderNo);
  return { token, order, result: answer };
}

/**
 * A logged-in user pays one ticket of his through the sandbox gateway: the order (channel 1 unless `body`
 * says otherwise), the approval on the gateway's page, and his result page. Returns the order and the result
 * page's answer.
 */
export async function payApprovedLoggedIn(
  app: FastifyInstance,
  session: string,
  noticeNo: string,
  body: Record<string, unknown> & { idempotencyKey: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/rest/users/api/v1/publ/pay',
    headers: bearer(session),
    payload: { noticeNo, channel: '1', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`pay failed: ${res.body}`);
  const order = res.json().data as { orderNo: string; redirectUrl: string; confirmationTo: string | null };
  await choose(app, order.redirectUrl, 'approve');
  const answer = await app.inject({
    url: `${PUBL}/pay/result?orderNo=${order.orderNo}&noticeNo=${noticeNo}`,
    headers: bearer(session),
  });
  return { order, result: answer };
}

/** A ticket's status as stored. */
export async function ticketStatusOf(db: Database, noticeNo: string): Promise<string> {
  const [row] = await db
    .select({ status: tickets.status })
    .from(tickets)
    .where(eq(tickets.noticeNo, noticeNo));
  if (!row) throw new Error(`no ticket ${noticeNo}`);
  return row.status;
}

/** Starts paying with a visitor's lookup token; returns the raw answer. */
export function pay(app: FastifyInstance, token: string, body: Record<string, unknown> = {}, headers = {}) {
  return app.inject({
    method: 'POST',
    url: `${PUBL}/pay`,
    headers: { 'x-lookup-token': token, ...headers },
    payload: { channel: '5', idempotencyKey: `key-${Math.random().toString(36).slice(2, 12)}`, ...body },
  });
}

/** The customer's choice on the sandbox gateway's page, as the browser posts the form. */
export function choose(
  app: FastifyInstance,
  redirectUrl: string,
  action: 'approve' | 'decline' | 'cancel' | 'expire',
) {
  const order = new URL(redirectUrl, 'http://x').searchParams.get('order')!;
  return app.inject({
    method: 'POST',
    url: '/sandbox/pay/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ order, action, lang: 'en' }).toString(),
  });
}

export function result(app: FastifyInstance, token: string, orderNo: string) {
  return app.inject({ url: `${PUBL}/pay/result?orderNo=${orderNo}`, headers: { 'x-lookup-token': token } });
}

/**
 * The gateway's signed notification of an order's outcome, as the sandbox gateway sends it (from a
 * different address each `i`, so the notify rate limit does not refuse a flood of them).
 */
export function gatewayNotify(
  app: FastifyInstance,
  order: { orderNo: string; amountCents: number },
  status: string,
  i = 0,
) {
  const body = JSON.stringify({
    orderNo: order.orderNo,
    gatewayOrderId: 'SBX-TEST',
    status,
    amountCents: order.amountCents,
    currency: 'HKD',
    channel: '5',
    txnNo: status === 'SUCCESS' ? `TXN${order.orderNo.slice(-8)}` : null,
    paidAt: status === 'SUCCESS' ? new Date().toISOString() : null,
  });
  return app.inject({
    method: 'POST',
    url: `${PUBL}/pay/notify`,
    headers: {
      'content-type': 'application/json',
      'x-pay-signature': signBody(Buffer.from(TEST_GATEWAY_SECRET), body),
    },
    remoteAddress: `198.51.100.${i % 250}`,
    payload: body,
  });
}
