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
  await issue(t.app, '30000010', { vehicleNo: 'hk 2468' });
});
afterAll(() => t.close());

/** A look-up from one client address, with its own solved captcha. */
async function lookupFrom(client: string, noticeNo: string, vehicleNo: string) {
  return t.app.inject({
    method: 'POST',
    url: `${PUBL}/tickets/lookup`,
    remoteAddress: client,
    payload: { noticeNo, vehicleNo, captcha: await solvedCaptcha(t.app) },
  });
}

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

  it.each(['AB 1234', 'ab 1234', ' A B 12 34 '])(
    'when the vehicle no is typed as printed (%j), then the ticket is found as the register matches marks',
    async (typed) => {
      const res = await lookup(t.app, '30000001', typed);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.ticket.vehicleNo).toBe('AB1234');
    },
  );

  it('when a ticket was issued with the plate spacing, then it is stored and found in the register form', async () => {
    const res = await lookup(t.app, '30000010', 'HK2468');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ticket.vehicleNo).toBe('HK2468');
  });

  it('when the vehicle no holds an O, then the refusal names that letter in the caller’s language', async () => {
    const res = await lookup(t.app, '30000001', 'AB1O34', undefined, { 'accept-language': 'zh-HK' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([
      { field: 'body.vehicleNo', message: '車輛登記號碼不可包含字母「O」：登記號碼不會使用 I、O 或 Q' },
    ]);
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
    [
      { noticeNo: '30000001', vehicleNo: 'OB1234' },
      'body.vehicleNo',
      "Vehicle No. cannot contain the letter 'O': registration marks never use I, O or Q",
    ],
    [{ noticeNo: '30000001', vehicleNo: 'AB-12' }, 'body.vehicleNo', 'Please enter the correct Vehicle No.'],
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

  it('when a look-up fails, then the same solved captcha serves the corrected retry, and success spends it', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await lookup(t.app, '30000001', 'AB1235', captcha)).statusCode).toBe(404);
    expect((await lookup(t.app, '30000001', 'AB1234', captcha)).statusCode).toBe(200);
    const again = await lookup(t.app, '30000001', 'AB1234', captcha);
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields).toEqual([
      { field: 'body.captcha', message: 'Captcha error, please try again' },
    ]);
  });

  it('when a solved captcha has opened its 3 look-ups, then the next one needs a new puzzle', async () => {
    const captcha = await solvedCaptcha(t.app);
    const codes = [];
    for (const serial of ['38000001', '38000002', '38000003', '38000004'])
      codes.push((await lookup(t.app, serial, 'AB1234', captcha)).statusCode);
    expect(codes).toEqual([404, 404, 404, 400]);
  });

  it('when one solved captcha is sent with many look-ups at once, then it still opens only 3', async () => {
    const captcha = await solvedCaptcha(t.app);
    const serials = ['38100001', '38100002', '38100003', '38100004', '38100005', '38100006'];
    const codes = await Promise.all(
      serials.map(async (s) => (await lookup(t.app, s, 'AB1234', captcha)).statusCode),
    );
    expect(codes.sort()).toEqual([400, 400, 400, 404, 404, 404]);
  });

  it('when a solved captcha is used again after a successful look-up, then it is refused', async () => {
    const captcha = await solvedCaptcha(t.app);
    expect((await lookup(t.app, '30000001', 'AB1234', captcha)).statusCode).toBe(200);
    const again = await lookup(t.app, '30000001', 'AB1234', captcha);
    expect(again.statusCode).toBe(400);
    expect(again.json().data.fields[0].field).toBe('body.captcha');
  });

  it('when one client collects its limit of failed look-ups of a notice, then even its right pair waits (429)', async () => {
    const client = '198.51.100.10';
    for (let i = 0; i < 4; i++) expect((await lookupFrom(client, '30000009', 'GX3579')).statusCode).toBe(404);
    const right = await lookupFrom(client, '30000009', 'AB1234');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('SYS-E-0429');
    // Its other notices, and other clients on this notice, are not affected.
    expect((await lookupFrom(client, '30000001', 'AB1234')).statusCode).toBe(200);
    expect((await lookupFrom('198.51.100.11', '30000009', 'AB1234')).statusCode).toBe(200);
  });

  it('when many clients fail on one notice, then a visitor presenting the right pair is not locked out', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await lookupFrom(`198.51.100.${20 + i}`, '30000003', 'GX3579')).statusCode).toBe(404);
    }
    expect((await lookupFrom('198.51.100.19', '30000003', 'CD5678')).statusCode).toBe(200);
    // One of the failing clients too, below its own limit.
    expect((await lookupFrom('198.51.100.20', '30000003', 'CD5678')).statusCode).toBe(200);
  });
});

describe('a notice failing from many clients', () => {
  const lines: string[] = [];
  let watched: TestApp;
  beforeAll(async () => {
    watched = await startTestApp(
      { ...TICKET_TEST_ENV, LOOKUP_FAILURES_PER_NOTICE_PER_HOUR: '2', LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    await issue(watched.app, '32000001');
  });
  afterAll(() => watched.close());

  it('when it reaches ten times the per-client limit in an hour, then one alert names the notice, and its owner still gets in', async () => {
    for (let i = 0; i < 21; i++) {
      const res = await watched.app.inject({
        method: 'POST',
        url: `${PUBL}/tickets/lookup`,
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { noticeNo: '32000001', vehicleNo: 'GX3579', captcha: await solvedCaptcha(watched.app) },
      });
      expect(res.statusCode).toBe(404);
    }
    const alerts = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.alert === true);
    expect(alerts).toEqual([expect.objectContaining({ noticeSerial: '32000001', failures: 20, level: 40 })]);
    const owner = await watched.app.inject({
      method: 'POST',
      url: `${PUBL}/tickets/lookup`,
      remoteAddress: '192.0.2.200',
      payload: { noticeNo: '32000001', vehicleNo: 'AB1234', captcha: await solvedCaptcha(watched.app) },
    });
    expect(owner.statusCode).toBe(200);
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
