import { formatDate } from '@eticket/domain/common/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { roleHeaders, USERS } from '../../../test/identity-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import {
  INTERNAL,
  issue,
  issuerAuth,
  gatewayNotify,
  startPaymentTestApp,
} from '../../../test/tickets-fixtures.ts';
import { messages } from '../messages/messages.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { COUNT_LIMIT } from '../../db/bounded-count.ts';
import { tcrApplications } from './records.table.ts';
import { payments } from '../payments/payments.table.ts';

const LEE = 'C3456785'; // LEE KA YAN: owner of HK2468 and driver, one 3-point offence
const WONG = 'B2345674'; // WONG SIU MING: driver, 11 points in two years
const CHAN = 'A1234563'; // CHAN TAI MAN: owner, no licence
const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS
const NG = 'G7890129'; // NG KWOK WAI: driver, staff of the company (licence G7890129)

let t: TestApp;
let headersOf: ReturnType<typeof roleHeaders>;
const as = (idNo: string, role?: 'OAD' | 'OAG') => headersOf(idNo, role);

async function call(
  idNo: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  role?: 'OAD' | 'OAG',
) {
  return t.app.inject({
    method,
    url: `${USERS}${url}`,
    headers: await as(idNo, role),
    ...(payload ? { payload } : {}),
  });
}

const db = () => t.database.db;

let keys = 0;
/** Starts paying the fee through the payment gateway (the payments module's fee order). */
const startPaying = async (idNo: string, ref: string, role?: 'OAD') =>
  call(
    idNo,
    'POST',
    '/pay/penalty',
    { id: ref, channel: '5', idempotencyKey: `tcr-fee-key-${++keys}` },
    role,
  );

const notify = (order: { orderNo: string; amountCents: number }, status: string, i = 0) =>
  gatewayNotify(t.app, order, status, i);

/** Pays the fee: the order is opened at the gateway, and the gateway says it succeeded. */
async function payFee(idNo: string, ref: string, role?: 'OAD') {
  const started = await startPaying(idNo, ref, role);
  expect(started.statusCode, started.body).toBe(200);
  const order = started.json().data;
  expect((await notify(order, 'SUCCESS')).statusCode).toBe(200);
  return order as { orderNo: string; amountCents: number };
}

beforeAll(async () => {
  t = await startPaymentTestApp({}, { seedDemo: true });
  headersOf = roleHeaders(t.app);
});
afterAll(() => t.close());

describe('personal traffic conviction record', () => {
  it('when a driver applies, pays and the job runs, then the certificate is issued, boxed and verifiable; an altered token is not genuine', async () => {
    const eligible = await call(LEE, 'POST', '/tcrRecords/verify');
    expect(eligible.json().data).toEqual({ eligible: true, feeCents: 5000 });
    const profile = (await call(LEE, 'POST', '/users/tcr/profile/user')).json().data;
    // Her own name, in full, to confirm; identity numbers stay masked (the spec's rule for them).
    expect(profile).toMatchObject({
      name: 'LEE KA YAN',
      chineseName: '李嘉欣',
      idNo: 'C345****',
      feeCents: 5000,
    });
    expect(JSON.stringify(profile)).not.toContain('C3456785');

    const applied = await call(LEE, 'POST', '/tcrRecords', { reason: 'EMPLOYMENT', profileConfirmed: true });
    expect(applied.statusCode, applied.body).toBe(200);
    const ref = applied.json().data.id as string;
    expect(applied.json().data).toMatchObject({
      status: 'PENDING_PAYMENT',
      kind: 'PERSONAL',
      feeCents: 5000,
    });
    // One open application at a time.
    const again = await call(LEE, 'POST', '/tcrRecords', { reason: 'INSURANCE', profileConfirmed: true });
    expect(again.json().code).toBe('TCR-E-0009');

    const notReady = await call(LEE, 'GET', `/tcrRecords/certificate/${ref}`);
    expect(notReady.json().code).toBe('TCR-E-0008');

    const order = await payFee(LEE, ref);
    expect(order.amountCents).toBe(5000);
    await settleJobs(t, ['records.process']);
    const detail = (await call(LEE, 'POST', `/tcrRecords/details/${ref}`)).json().data;
    expect(detail).toMatchObject({ status: 'COMPLETED', pointsTotal: 3 });
    expect(detail.entries).toHaveLength(1);
    expect(detail.certificateNo).toMatch(/^TCRC-\d{4}-\d{6}$/);

    const box = await db()
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `tcr-issued:${(await rowOf(ref)).id}`));
    expect(box).toHaveLength(1);

    const pdf = await call(LEE, 'GET', `/tcrRecords/certificate/${ref}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const token = tokenInPdf(pdf.rawPayload);
    // Times in Hong Kong time, the purpose in words.
    const printed = printedIn(pdf.rawPayload);
    const issuedAt = (await rowOf(ref)).completedAt!;
    expect(printed).toContain(`Issued: ${formatDate(issuedAt, 'en', 'datetime')} (Hong Kong time)`);
    expect(printed).not.toContain('UTC');
    expect(printed).toContain('Purpose: Employment');
    expect(printed).not.toContain('EMPLOYMENT');
    const genuine = await t.app.inject({
      method: 'POST',
      url: `${USERS}/tcrRecords/certificate/verify`,
      payload: { token },
    });
    // Enough to compare with the paper: the holder as printed, the masked numbers, each entry.
    expect(genuine.json().data).toMatchObject({
      genuine: true,
      certificateNo: detail.certificateNo,
      holderName: 'LEE KA YAN',
      holderChnName: '李嘉欣',
      idNo: 'C345****',
      licenceNo: 'C345****',
      pointsTotal: 3,
      entries: 1,
      recordEntries: [expect.objectContaining({ points: 3 })],
    });
    const altered = token.replace(/.(?=\.[^.]*$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await t.app.inject({
      method: 'POST',
      url: `${USERS}/tcrRecords/certificate/verify`,
      payload: { token: altered },
    });
    expect(forged.json().data).toEqual({ genuine: false });
  });

  it('when an overdue ticket is on the applicant’s vehicle, then eligibility and the application are refused naming it', async () => {
    const { noticeNo } = await issue(t.app, '61000001', { vehicleNo: 'HK2468', offenceDate: '2026-09-01' });
    const status = await t.app.inject({
      method: 'POST',
      url: `${INTERNAL}/tickets/${noticeNo}/status`,
      headers: issuerAuth,
      payload: { status: 'OVERDUE', reason: 'not paid in 21 days' },
    });
    expect(status.statusCode, status.body).toBe(200);
    const refused = await call(LEE, 'POST', '/tcrRecords/verify');
    expect(refused.json()).toMatchObject({ code: 'TCR-E-0001' });
    expect(refused.json().message).toContain(noticeNo);
    const apply = await call(LEE, 'POST', '/tcrRecords', { reason: 'EMPLOYMENT', profileConfirmed: true });
    expect(apply.json().code).toBe('TCR-E-0001');
    await db().execute(sql`update tickets set status = 'SETTLED' where notice_no = ${noticeNo}`);
  });

  it('when the gateway sends many notifications of one fee order at once, then the fee is paid once, the application moves once and one job is queued', async () => {
    const ref = (
      await call(WONG, 'POST', '/tcrRecords', { reason: 'INSURANCE', profileConfirmed: true })
    ).json().data.id as string;
    // Two pay presses at once with different keys: one order is opened, the other is told to wait.
    const [a, b] = await Promise.all([startPaying(WONG, ref), startPaying(WONG, ref)]);
    const opened = [a, b].filter((r) => r.statusCode === 200);
    expect(opened, `${a.body} ${b.body}`).toHaveLength(1);
    expect([a, b].find((r) => r.statusCode !== 200)!.json().code).toBe('PAY-E-9025');
    const order = opened[0]!.json().data;
    expect(order.items).toEqual([expect.objectContaining({ kind: 'FEE', feeKind: 'TCR', feeRef: ref })]);

    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => notify(order, 'SUCCESS', i)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect(await db().select().from(payments).where(eq(payments.feeRef, ref))).toHaveLength(1);
    const row = await rowOf(ref);
    expect(row).toMatchObject({ status: 'PROCESSING', paymentRef: order.orderNo });
    const queued = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'records.process' and ${jobs.payload}->>'applicationId' = ${String(row.id)}`);
    expect(queued).toHaveLength(1);

    // Paid: it cannot be paid a second time, and says so.
    const twice = await startPaying(WONG, ref);
    expect(twice.json().code).toBe('TCR-E-0003');
    const info = (await call(WONG, 'POST', '/tcrRecords/detail/payInfo', { id: ref })).json().data;
    expect(info).toMatchObject({ payable: false, status: 'PROCESSING' });
    // Someone else cannot start paying it (nor learn it exists).
    expect((await startPaying(LEE, ref)).json().code).toBe('TCR-E-0002');
  });

  it('when a fee order fails, then the application still waits for payment and can be paid again', async () => {
    const ref = (await call(NG, 'POST', '/tcrRecords', { reason: 'VISA', profileConfirmed: true })).json()
      .data.id as string;
    const first = (await startPaying(NG, ref)).json().data;
    expect((await notify(first, 'FAILED')).statusCode).toBe(200);
    expect((await rowOf(ref)).status).toBe('PENDING_PAYMENT');
    await payFee(NG, ref);
    expect((await rowOf(ref)).status).toBe('PROCESSING');
  });

  it('when a person without a licence or a company role asks, then they are refused', async () => {
    expect((await call(CHAN, 'POST', '/tcrRecords/verify')).json().code).toBe('TCR-E-0006');
    expect((await call(ADMIN, 'POST', '/tcrRecords/verify', undefined, 'OAD')).json().code).toBe(
      'TCR-E-0010',
    );
  });
});

async function rowOf(ref: string) {
  const [row] = await db().select().from(tcrApplications).where(eq(tcrApplications.ref, ref));
  return row!;
}

/**
 * The token the certificate prints under its QR code (the e2e journey decodes the QR image itself): the
 * page streams inflated, and the text's hex strings read back in order.
 */
function tokenInPdf(pdf: Buffer): string {
  const match = /token=([\w.%-]+)/.exec(printedIn(pdf));
  if (!match) throw new Error('no token in the certificate');
  return decodeURIComponent(match[1]!);
}

/** The certificate's printed Latin text, in order (the Chinese lines are glyph ids of the CJK font). */
function printedIn(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      text += inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      // An image or font stream: not text.
    }
  }
  const printed = [...text.matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('');
  return printed;
}

describe('company traffic conviction record', () => {
  it('when the company applies, the driver authorises from the message, and the company verifies the code, then it waits for payment and completes', async () => {
    const added = await call(
      ADMIN,
      'POST',
      '/tcrRecords/nonIndividual/add',
      { drivingLicenceNo: NG, reason: 'EMPLOYMENT' },
      'OAD',
    );
    expect(added.statusCode, added.body).toBe(200);
    const ref = added.json().data.id as string;
    expect(added.json().data).toMatchObject({
      status: 'PENDING_AUTHORISATION',
      companyName: 'HARBOUR CITY LOGISTICS LIMITED',
    });

    // Not authorised: the company sees no record and no certificate, and cannot pay.
    expect(
      (await call(ADMIN, 'GET', `/tcrRecords/nonIndividual/certificate/${ref}`, undefined, 'OAD')).json()
        .code,
    ).toBe('TCR-E-0008');
    expect(
      (await call(ADMIN, 'POST', '/tcrRecords/nonIndividual/detail/payInfo', { id: ref }, 'OAD')).json().data
        .payable,
    ).toBe(false);

    const [message] = await db()
      .select()
      .from(messages)
      .where(eq(messages.actionPath, `/my-account/tcr/authorise?businessId=${ref}`));
    expect(message).toBeDefined();
    // Someone else cannot open the driver's request, even with the message id.
    expect(
      (await call(WONG, 'GET', `/tcrRecords/nonIndividual/authorization/${message!.id}/${ref}`)).json().code,
    ).toBe('TCR-E-0002');
    const request = await call(NG, 'GET', `/tcrRecords/nonIndividual/authorization/${message!.id}/${ref}`);
    expect(request.json().data).toMatchObject({
      businessId: ref,
      companyName: 'HARBOUR CITY LOGISTICS LIMITED',
      status: 'PENDING_AUTHORISATION',
    });
    expect((await call(WONG, 'GET', `/users/getAuthorizationCode?businessId=${ref}`)).json().code).toBe(
      'TCR-E-0002',
    );
    const code = (await call(NG, 'GET', `/users/getAuthorizationCode?businessId=${ref}`)).json().data
      .code as string;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

    const wrong = code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH';
    const refused = await call(
      ADMIN,
      'POST',
      '/tcrRecords/nonIndividual/verify',
      { id: ref, code: wrong },
      'OAD',
    );
    expect(refused.json().code).toBe('TCR-E-0004');

    // An expired code is refused, and a fresh one works.
    await db()
      .update(tcrApplications)
      .set({ authCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(tcrApplications.ref, ref));
    const expired = await call(ADMIN, 'POST', '/tcrRecords/nonIndividual/verify', { id: ref, code }, 'OAD');
    expect(expired.json().code).toBe('TCR-E-0005');
    const fresh = (await call(NG, 'GET', `/users/getAuthorizationCode?businessId=${ref}`)).json().data
      .code as string;
    const verified = await call(
      ADMIN,
      'POST',
      '/tcrRecords/nonIndividual/verify',
      { id: ref, code: fresh },
      'OAD',
    );
    expect(verified.json().data).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(verified.json().data.authorisedAt).not.toBeNull();

    await payFee(ADMIN, ref, 'OAD');
    await settleJobs(t, ['records.process']);
    const done = (await call(ADMIN, 'POST', '/tcrRecords/nonIndividual/detail', { id: ref }, 'OAD')).json()
      .data;
    expect(done).toMatchObject({ status: 'COMPLETED', pointsTotal: 3, holderName: 'NG K*** W**' });
    const pdf = await call(ADMIN, 'GET', `/tcrRecords/nonIndividual/certificate/${ref}`, undefined, 'OAD');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The driver's own (personal) applications are not the company's to see, by list, detail or certificate.
    const applied = await call(NG, 'POST', '/tcrRecords', { reason: 'OTHER', profileConfirmed: true });
    const own =
      applied.json().data?.id ?? (await call(NG, 'GET', '/tcrRecords/tcrRecordList')).json().data.list[0].id;
    expect(
      (await call(ADMIN, 'POST', '/tcrRecords/nonIndividual/detail', { id: own }, 'OAD')).json().code,
    ).toBe('TCR-E-0002');
    expect(
      (await call(ADMIN, 'GET', `/tcrRecords/nonIndividual/certificate/${own}`, undefined, 'OAD')).json()
        .code,
    ).toBe('TCR-E-0002');
    const companyList = (
      await call(ADMIN, 'GET', '/tcrRecords/nonIndividual/tcrRecordList', undefined, 'OAD')
    ).json().data.list;
    expect(companyList.map((a: { id: string }) => a.id)).not.toContain(own);
    // The company's application is not the driver's own: his detail route does not show it.
    expect((await call(NG, 'POST', `/tcrRecords/details/${ref}`)).json().code).toBe('TCR-E-0002');
  });

  it('when the driver never authorises, then the application expires and the company is told once', async () => {
    const ref = (
      await call(
        ADMIN,
        'POST',
        '/tcrRecords/nonIndividual/add',
        { drivingLicenceNo: NG, reason: 'OTHER' },
        'OAD',
      )
    ).json().data.id as string;
    await db()
      .update(tcrApplications)
      .set({ authorisationDeadline: new Date(Date.now() - 1000) })
      .where(eq(tcrApplications.ref, ref));
    const late = await call(
      ADMIN,
      'POST',
      '/tcrRecords/nonIndividual/verify',
      { id: ref, code: 'ABCDEFGH' },
      'OAD',
    );
    expect(late.json().code).toBe('TCR-E-0005');
    expect((await rowOf(ref)).status).toBe('EXPIRED');
    expect((await call(NG, 'GET', `/users/getAuthorizationCode?businessId=${ref}`)).json().code).toBe(
      'TCR-E-0003',
    );
  });

  it('when wrong codes reach the limit, then the application becomes invalid', async () => {
    const ref = (
      await call(
        ADMIN,
        'POST',
        '/tcrRecords/nonIndividual/add',
        { drivingLicenceNo: NG, reason: 'OTHER' },
        'OAD',
      )
    ).json().data.id as string;
    for (let i = 0; i < 5; i++) {
      const res = await call(
        ADMIN,
        'POST',
        '/tcrRecords/nonIndividual/verify',
        { id: ref, code: 'ABCDEFGH' },
        'OAD',
      );
      expect(res.json().code).toBe('TCR-E-0004');
    }
    expect((await rowOf(ref)).status).toBe('INVALID');
  });
});

describe('driving-offence points', () => {
  it('when a driver asks, then his own points come with each offence, the two-year total, the thresholds and the data-as-of time', async () => {
    const dop = (await call(WONG, 'GET', '/users/get/dop')).json().data;
    expect(dop.dataAsOf).toBe('2026-11-20T02:00:00.000Z');
    expect(dop.offences.map((o: { points: number }) => o.points)).toEqual([3, 5, 3, 5]);
    expect(dop.total).toBe(
      pointsInTwoYears([
        ['2026-06-05', 3],
        ['2025-09-22', 5],
        ['2025-02-10', 3],
        ['2022-05-18', 5],
      ]),
    );
    const lee = (await call(LEE, 'GET', '/users/get/dop')).json().data;
    expect(lee.offences).toHaveLength(1);
    expect(lee.dataAsOf).not.toBe(undefined);
  });

  it('when a company role or an owner without the flag asks, then it is refused: there is no one else’s points to ask for', async () => {
    expect((await call(ADMIN, 'GET', '/users/get/dop', undefined, 'OAD')).statusCode).toBe(403);
    expect((await call(CHAN, 'GET', '/users/get/dop')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `${USERS}/users/get/dop` });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** The expected total by the rule's own reading: points dated within two years of today. */
function pointsInTwoYears(entries: Array<[string, number]>) {
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const from = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
  return entries.filter(([d]) => d >= from && d <= today).reduce((s, [, p]) => s + p, 0);
}

describe('a TCR list larger than the pager counts', () => {
  it('when the company has more than COUNT_LIMIT applications, then its list is paged, newest first, with a total that stops at the limit and says so', async () => {
    const profile = (await call(ADMIN, 'POST', '/users/user/profile', {}, 'OAD')).json().data;
    const box = (profile.roleList as { roleType: string; agentId: number }[]).find(
      (r) => r.roleType === 'OAD',
    )!;
    const before = (
      await call(ADMIN, 'GET', '/tcrRecords/nonIndividual/tcrRecordList', undefined, 'OAD')
    ).json().data;
    expect(before).toMatchObject({ totalCapped: false, page: 1, pageSize: 10 });
    await db().execute(sql`
      insert into tcr_applications (ref, kind, status, reason, applicant_user_id, applicant_agent_id, subject_person_id, fee_cents, created_at)
      select 'TCR99' || lpad(i::text, 8, '0'), 'COMPANY', 'EXPIRED', 'EMPLOYMENT', ${profile.uid}, ${box.agentId}, 1, 6000,
             now() - interval '400 days' - make_interval(mins => i)
      from generate_series(1, ${COUNT_LIMIT + 5}) i`);
    try {
      const first = (
        await call(ADMIN, 'GET', '/tcrRecords/nonIndividual/tcrRecordList', undefined, 'OAD')
      ).json().data;
      expect(first).toMatchObject({ total: COUNT_LIMIT, totalCapped: true, page: 1, pageSize: 10 });
      expect(first.list).toHaveLength(10);
      const page = (
        await call(
          ADMIN,
          'GET',
          '/tcrRecords/nonIndividual/tcrRecordList?page=2&pageSize=20',
          undefined,
          'OAD',
        )
      ).json().data;
      const refs = page.list.map((a: { id: string }) => a.id);
      const bulk = refs.filter((id: string) => id.startsWith('TCR99'));
      expect(bulk).toEqual([...bulk].sort());
      expect(page.list).toHaveLength(20);
      // A person's own list is another box: none of the company's.
      expect((await call(LEE, 'GET', '/tcrRecords/tcrRecordList')).json().data.totalCapped).toBe(false);
    } finally {
      await db().execute(
        sql`delete from tcr_applications where ref like 'TCR99%' and created_at < now() - interval '399 days'`,
      );
    }
  });
});
