import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issue, noticeNoOf, solvedCaptcha, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { NOTIFICATION, outboxAbout, settleJobs } from '../../../test/messages-fixtures.ts';
import { isLookalike, linksIn, ticketDetailsIn } from './message-check.service.ts';
import { noticeText } from './message-texts.ts';

let t: TestApp;
let noticeNo: string;
let sms: string;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  noticeNo = (await issue(t.app, '73000001')).noticeNo;
  await settleJobs(t);
  sms = (await outboxAbout(t, noticeNo))[0]!.body;
});
afterAll(() => t.close());

const check = async (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${NOTIFICATION}/message/check`,
    payload: { ...payload, captcha: await solvedCaptcha(t.app) },
  });
const verdictOf = async (payload: object) => {
  const res = await check(payload);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    verdict: string;
    reasons: { code: string; found: string | null }[];
    hotline: string;
  };
};

describe('is this message real?', () => {
  it('when the SMS the owner received is pasted with its sender, then it is genuine', async () => {
    expect(await verdictOf({ text: sms, sender: '#HKPF-eTT' })).toEqual({
      verdict: 'GENUINE',
      reasons: [],
      senderChecked: true,
      noticeNo,
      vehicleNo: 'AB1234',
      hotline: '18222',
    });
    // As a phone shows it, the sender on the first line.
    expect((await verdictOf({ text: `#HKPF-eTT\n${sms}` })).verdict).toBe('GENUINE');
  });

  it('when the same text carries a link, then it is suspicious, the link and the look-alike domain pointed out', async () => {
    const result = await verdictOf({
      text: `${sms} Pay now: https://police-gov-hk.com/pay`,
      sender: '#HKPF-eTT',
    });
    expect(result.verdict).toBe('SUSPICIOUS');
    expect(result.reasons).toEqual([
      { code: 'LINK_FOUND', found: 'https://police-gov-hk.com/pay' },
      { code: 'LOOKALIKE_DOMAIN', found: 'police-gov-hk.com' },
    ]);
    expect(result.hotline).toBe('18222');
  });

  it('when the sender is not #HKPF-eTT, then it is suspicious for the sender', async () => {
    const result = await verdictOf({ text: sms, sender: '+852 6123 4567' });
    expect(result.verdict).toBe('SUSPICIOUS');
    expect(result.reasons).toEqual([{ code: 'WRONG_SENDER', found: '+852 6123 4567' }]);
  });

  it('when a real notice is typed with the wrong vehicle, then the answer is exactly that of a notice that does not exist', async () => {
    const wrongPair = await verdictOf({ sender: '#HKPF-eTT', noticeNo, vehicleNo: 'CD5678' });
    const missing = await verdictOf({
      sender: '#HKPF-eTT',
      noticeNo: noticeNoOf('73999999'),
      vehicleNo: 'CD5678',
    });
    expect(wrongPair).toEqual({ ...missing, noticeNo });
    expect(wrongPair.reasons).toEqual([{ code: 'PAIR_NOT_FOUND', found: null }]);
    const right = await verdictOf({ sender: '#HKPF-eTT', noticeNo, vehicleNo: 'AB1234' });
    expect(right.verdict).toBe('GENUINE');
  });

  it('when no notice and vehicle can be read from the text, then it cannot be called genuine', async () => {
    const result = await verdictOf({
      text: 'Your traffic fine is overdue, reply Y to pay.',
      sender: '#HKPF-eTT',
    });
    expect(result).toMatchObject({
      verdict: 'SUSPICIOUS',
      reasons: [{ code: 'NO_TICKET_DETAILS', found: null }],
    });
  });

  it('when the genuine text is pasted with the sender left empty, then the sender is said not checked and asked for, never "genuine"', async () => {
    for (const sender of [undefined, '', '   ']) {
      const result = await verdictOf(sender === undefined ? { text: sms } : { text: sms, sender });
      expect(result).toMatchObject({
        verdict: 'SENDER_NEEDED',
        reasons: [],
        senderChecked: false,
        noticeNo,
        vehicleNo: 'AB1234',
      });
    }
  });

  it('when a scam text gives a notice number with its check character but no vehicle, then the notice number is recognised and only the vehicle said missing', async () => {
    const result = await verdictOf({
      text: 'Traffic ticket 600000230 is overdue: pay HK$400 now at hkpf-etraffic.top or your licence is suspended',
      sender: '+852 6123 4567',
    });
    expect(result).toMatchObject({ verdict: 'SUSPICIOUS', noticeNo: '600000230', vehicleNo: null });
    expect(result.reasons.map((r) => r.code)).toEqual([
      'WRONG_SENDER',
      'LINK_FOUND',
      'LOOKALIKE_DOMAIN',
      'NO_VEHICLE_NO',
    ]);
  });

  it('when a Chinese scam text names the vehicle as 車牌, then the notice and vehicle are both read and the pair checked', async () => {
    const result = await verdictOf({
      text: '【香港警務處】告票編號600000230，車牌AB1234，逾期未繳，請即繳款 https://hkpf-pay.top',
      sender: '#HKPF-eTT',
    });
    expect(result).toMatchObject({ noticeNo: '600000230', vehicleNo: 'AB1234' });
    expect(result.reasons.map((r) => r.code)).not.toContain('NO_TICKET_DETAILS');
    expect(result.reasons.map((r) => r.code)).not.toContain('NO_VEHICLE_NO');
  });

  it('when no captcha is solved, then the check is refused like the look-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${NOTIFICATION}/message/check`,
      payload: { text: sms },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual([{ field: 'body.captcha', message: expect.any(String) }]);
  });
});

describe('reading a message', () => {
  const facts = {
    noticeNo: noticeNoOf('73000002'),
    vehicleNo: 'AB1234',
    amountCents: 40000,
    paymentDeadline: '2026-12-15',
  };
  it.each(['en', 'zh-hk', 'zh-cn'] as const)(
    'when the genuine %s text is read, then it has no link and its notice and vehicle are found',
    (locale) => {
      const { body } = noticeText(facts, locale);
      expect(linksIn(body)).toEqual([]);
      expect(ticketDetailsIn(body)).toEqual({ noticeNo: facts.noticeNo, vehicleNo: 'AB1234' });
      expect(body).toContain('18222');
    },
  );

  it('when addresses are weighed, then imitations of government ones are look-alikes and real .gov.hk ones are not', () => {
    for (const fake of [
      'police-gov-hk.com',
      'gov.hk.pay.cc',
      'hkpf-etraffic.top/pay',
      'www.p0lice.gov-hk.org',
      'etraffic-hk.xyz',
    ])
      expect(isLookalike(fake), fake).toBe(true);
    for (const real of ['www.police.gov.hk', 'https://www.td.gov.hk/en/', 'example.com'])
      expect(isLookalike(real), real).toBe(false);
    expect(linksIn('pay at hkpf-etraffic.top/pay today')).toEqual(['hkpf-etraffic.top/pay']);
  });
});
