import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  issue,
  lookup,
  noticeNoOf,
  PUBL,
  solvedCaptcha,
  TICKET_TEST_ENV,
} from '../../../test/tickets-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...TICKET_TEST_ENV, LOOKUP_FAILURES_PER_NOTICE_PER_HOUR: '4' });
  await issue(t.app, '30000001', { offenceDate: '2025-12-31' });
  await issue(t.app, '30000002', { offenceDate: '2026-01-01' });
  await issue(t.app, '30000003', { vehicleNo: 'CD5678', noticeType: '570', offenceCode: '001' });
  await issue(t.app, '30000009');
});
afterAll(() => t.close());

describe('POST publ/tickets/lookup', () => {
  it('when the first 8 characters and the vehicle no match, then the details come with a lookup token', async () => {
    const res = await lookup(t.app, '30000001', 'ab1234');
    expect(res.statusCode).toBe(200);
    const { ticket, lookupToken, expiresInSeconds } = res.json().data;
    expect(lookupToken).toMatch(/^ey/);
    expect(expiresInSeconds).toBe(900);
    expect(ticket).toMatchObject({
      noticeNo: noticeNoOf('30000001'),
      vehicleNo: 'AB1234',
      offenceDate: '2025-12-31',
      offenceTime: '14:35',
      place: 'NATHAN ROAD, MONG KOK',
      locationType: { code: 'O', label: { en: 'Outside' } },
      locationFeature: { code: 'L', label: { en: 'Lot' } },
      offenceCode: '04',
      offenceCodeDisplay: '4',
      status: 'UNPAID',
      payable: true,
      noticeType: '525',
    });
    expect(
      ticket.offenceDescription.en &&
        ticket.offenceDescription['zh-hk'] &&
        ticket.offenceDescription['zh-cn'],
    ).toBeTruthy();
    expect(ticket.paymentDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ticket).not.toHaveProperty('issuingOfficerNo');
  });

  it('when offences of 2025 and 2026 are looked up, then each carries the tariff of its own date', async () => {
    const before = (await lookup(t.app, noticeNoOf('30000001'), 'AB1234')).json().data.ticket;
    const after = (await lookup(t.app, '30000002', 'AB1234')).json().data.ticket;
    expect(before.amountCents).toBe(32000);
    expect(after.amountCents).toBe(40000);
  });

  it('when a moving offence is looked up, then its code shows in display form with the bracketed last digit', async () => {
    const { ticket } = (await lookup(t.app, '30000003', 'CD5678')).json().data;
    expect(ticket.offenceCode).toBe('001');
    expect(ticket.offenceCodeDisplay).toBe('1');
    expect(ticket.noticeTypeLabel['zh-hk']).toBe('行車違例定額罰款通知書');
  });

  it('when the pair is wrong and when the ticket does not exist, then the answers are identical', async () => {
    const wrongPair = await lookup(t.app, '30000002', 'CD5678', undefined, { 'accept-language': 'zh-HK' });
    const missing = await lookup(t.app, '39999999', 'CD5678', undefined, { 'accept-language': 'zh-HK' });
    expect(wrongPair.statusCode).toBe(404);
    expect(missing.statusCode).toBe(wrongPair.statusCode);
    expect(missing.body).toBe(wrongPair.body);
    expect(wrongPair.json()).toEqual({
      code: 'TKT-E-0004',
      message: expect.stringContaining('找不到告票'),
      data: null,
    });
    expect(Object.keys(missing.headers).sort()).toEqual(Object.keys(wrongPair.headers).sort());
  });

  it('when many wrong pairs and missing tickets are timed, then neither is reliably faster than the other', async () => {
    const time = async (serial: string) => {
      const captcha = await solvedCaptcha(t.app);
      const started = process.hrtime.bigint();
      await lookup(t.app, serial, 'HK2468', captcha);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const wrong: number[] = [];
    const absent: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrong.push(await time('30000002'));
      absent.push(await time(`3888888${i}`));
    }
    // Same query, same error path: the fastest of each stay within a few milliseconds of each other. The
    // fastest, not the median: a busy machine (another test file beside this one) only ever adds time, and
    // two slowed samples of one kind would move its median.
    expect(Math.abs(Math.min(...wrong) - Math.min(...absent))).toBeLessThan(25);
  });

  it.each([
    [{ noticeNo: '', vehicleNo: 'AB1234' }, 'body.noticeNo', 'Notice No. is required'],
    [
      { noticeNo: '3000000', vehicleNo: 'AB1234' },
      'body.noticeNo',
      'The Notice No. you have entered is incorrect, please check and re-enter.',
    ],
    [{ noticeNo: '300000019', vehicleNo: 'AB1234' }, 'body.noticeNo', expect.stringContaining('incorrect')],
    [{ noticeNo: '30000001', vehicleNo: 'OB1234' }, 'body.vehicleNo', "Vehicle No. can not enter 'IOQ'"],
    [{ noticeNo: '30000001', vehicleNo: 'AB  12' }, 'body.vehicleNo', 'Please enter the correct Vehicle No.'],
  ])('when the input is %j, then the spec’s message names %s', async (body, field, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/tickets/lookup`,
      payload: { ...body, captcha: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toContainEqual({ field, message });
  });

  it('when no captcha is sent, then captcha required is answered, and a forged one is a captcha error', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/tickets/lookup`,
      payload: { noticeNo: '30000001', vehicleNo: 'AB1234' },
    });
    expect(none.json().data.fields).toEqual([{ field: 'body.captcha', message: 'Captcha is required' }]);
    const forged = await lookup(t.app, '30000001', 'AB1234', Buffer.from('{"number":1}').toString('base64'));
    expect(forged.json().data.fields).toEqual([
      { field: 'body.captcha', message: 'Captcha error, please try again' },
    ]);
  });

  it('when a solved captcha is used a second time, then it is refused', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await lookup(t.app, '30000001', 'AB1234', captcha)).statusCode).toBe(200);
    const again = await lookup(t.app, '30000001', 'AB1234', captcha);
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields[0].field).toBe('body.captcha');
  });

  it('when one serial collects its limit of failed look-ups, then even the right pair waits (429)', async () => {
    for (let i = 0; i < 4; i++) expect((await lookup(t.app, '30000009', 'GX3579')).statusCode).toBe(404);
    const right = await lookup(t.app, '30000009', 'AB1234');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('SYS-E-0429');
    expect((await lookup(t.app, '30000001', 'AB1234')).statusCode).toBe(200);
  });
});

describe('the per-client rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ ...TICKET_TEST_ENV, LOOKUP_RATE_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('when one client looks up more than the limit in a minute, then the next answers 429 in the envelope', async () => {
    const captchas = await Promise.all([0, 1, 2, 3].map(() => solvedCaptcha(limited.app)));
    const codes = [];
    for (const c of captchas) codes.push((await lookup(limited.app, '31000001', 'AB1234', c)).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    const other = await lookup(limited.app, '31000001', 'AB1234', captchas[0], {});
    expect(other.json()).toMatchObject({ code: 'SYS-E-0429', data: null });
  });
});

describe('the API document', () => {
  it('when the OpenAPI document is read, then the ticket and payment routes are in it', async () => {
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json();
    for (const path of [
      '/tickets/lookup',
      '/captcha/challenge',
      '/tickets/notice-pdf',
      '/pay',
      '/pay/result',
      '/tickets',
      '/exports',
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/rest/ticket/api/v1/publ${path}`);
    }
    expect(Object.keys(doc.paths)).toContain('/rest/users/api/v1/publ/pay');
  });
});
