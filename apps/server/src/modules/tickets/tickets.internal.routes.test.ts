import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeCheckChar } from '@eticket/domain/tickets/notice-no';
import { startTestApp, TEST_ISSUER_TOKEN, type TestApp } from '../../../test/test-app.ts';

const URL = '/rest/ticket/api/v1/internal/tickets';
const auth = { authorization: `Bearer ${TEST_ISSUER_TOKEN}` };
const noticeNo = (serial: string) => `${serial}${noticeCheckChar(serial)}`;

function ticket(serial: string, overrides: Record<string, unknown> = {}) {
  return {
    noticeNo: noticeNo(serial),
    vehicleNo: 'AB1234',
    noticeType: '525',
    offenceCode: '04',
    offenceDate: '2026-03-02',
    offenceTime: '14:35',
    locationType: 'O',
    locationFeature: 'L',
    place: 'Nathan Road, Mong Kok',
    issuingOfficerNo: 'PC4321',
    ...overrides,
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST internal/tickets', () => {
  it('when no token is presented, then the call is refused with 401 and nothing is recorded', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: ticket('10000001') });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH-E-0401');
    const again = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000001'),
    });
    expect(again.statusCode).toBe(201);
  });

  it('when a forged token is presented, then the call is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { authorization: `Bearer ${TEST_ISSUER_TOKEN}x` },
      payload: ticket('10000002'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('when the same offence code is committed in 2025 and in 2026, then each is charged the tariff of its date', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000003', { offenceDate: '2025-12-31', offenceTime: '23:59' }),
    });
    const after = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000004', { offenceDate: '2026-01-01', offenceTime: '00:01' }),
    });
    expect(before.statusCode).toBe(201);
    expect(before.json().data.amountCents).toBe(32000);
    expect(after.json().data.amountCents).toBe(40000);
    expect(after.json().data).toMatchObject({
      status: 'UNPAID',
      noticeType: '525',
      ePaymentNo: `E${noticeNo('10000004')}`,
    });
  });

  it('when a speeding offence is issued in 2026, then the raised tariff applies and the amount sent is ignored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000005', { noticeType: '570', offenceCode: '001', offenceDate: '2026-05-05' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.amountCents).toBeGreaterThan(0);
  });

  it('when a caller tries to set the amount itself, then the unknown field is rejected', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000006', { amountCents: 1 }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('when the same notice no is issued twice, then the second answers a clear 409 and one ticket exists', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000007'),
    });
    const second = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000007'),
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'TKT-E-0001',
      message: `A ticket with notice no. ${noticeNo('10000007')} already exists.`,
    });
  });

  it('when ten issuers send one notice at once, then exactly one is recorded', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: URL, headers: auth, payload: ticket('10000008') }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it('when the vehicle no holds an O, then the message naming that letter comes back for that field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000009', { vehicleNo: 'OB1234' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SYS-E-0400');
    expect(res.json().data.fields).toContainEqual({
      field: 'body.vehicleNo',
      message: "Vehicle No. cannot contain the letter 'O': registration marks never use I, O or Q",
    });
  });

  it.each([
    ['a notice no with a wrong check character', { noticeNo: '10000010X' }],
    ['an unknown notice type', { noticeType: '999' }],
    ['a date that does not exist', { offenceDate: '2026-02-30' }],
    ['a time out of range', { offenceTime: '24:10' }],
    ['an empty place', { place: '' }],
  ])('when the body has %s, then it answers 400 with the failing field', async (_label, overrides) => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000010', overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.length).toBeGreaterThan(0);
  });

  it('when the offence is dated in the future, then it is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000011', { offenceDate: '2099-01-01' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('body.offenceDate');
  });

  it('when a parking code is sent with the moving notice type, then a clear 422 names both', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000012', { noticeType: '570' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'TKT-E-0002',
      message: 'Offence code 04 is not a valid code for notice type 570.',
    });
  });

  it('when the offence predates every tariff, then it is refused rather than charged nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000013', { offenceDate: '2010-01-01' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('TKT-E-0003');
  });

  it('when the body is not valid JSON, then a 400 envelope answers and the server keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"noticeNo": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SYS-E-0401', data: null });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('when the body is larger than the limit, then it is refused with 413 unread', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: auth,
      payload: ticket('10000014', { place: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('SYS-E-0413');
  });
});
