import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { issue, PUBL, TICKET_TEST_ENV, tokenFor } from '../../../test/tickets-fixtures.ts';
import { DRIVER, OWNER } from '../../../test/messages-fixtures.ts';
import { eq } from 'drizzle-orm';
import { addDays, hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { tickets } from '../tickets/tickets.table.ts';
import { calendarOf } from './calendar.ts';

let t: TestApp;
let noticeNo: string;
let deadline: string;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  const issued = await issue(t.app, '74000001');
  noticeNo = issued.noticeNo;
  deadline = (issued as unknown as { paymentDeadline: string }).paymentDeadline;
});
afterAll(() => t.close());

const calendar = (headers: Record<string, string>, query = '') =>
  t.app.inject({ url: `${PUBL}/tickets/calendar${query}`, headers });

describe('the payment deadline as a calendar file', () => {
  it('when the RFC 5545 text is written, then it is one all-day event on the deadline with an alert the day before and no link', () => {
    const ics = calendarOf(
      { noticeNo: '740000018', vehicleNo: 'AB1234', amountCents: 40000, paymentDeadline: '2026-12-15' },
      'en',
    );
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261215');
    expect(ics).toContain('DTEND;VALUE=DATE:20261216');
    expect(ics).toContain('UID:notice-740000018@eticket.police.gov.hk');
    // RFC 5545 (3.3.6): a duration of whole days is `-P1D`; `-P1DT` (a time part with nothing in it) is invalid.
    expect(ics).toMatch(/^TRIGGER:-P1D\r$/m);
    expect(ics).not.toContain('-P1DT');
    expect(ics).toContain('SUMMARY:Pay fixed penalty notice 740000018 (vehicle AB1234)');
    expect(ics).not.toMatch(/^URL/m);
    expect(ics).not.toMatch(/https?:/);
    expect(ics.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  it('when the visitor who looked the ticket up asks, then the file comes in their language', async () => {
    const token = await tokenFor(t.app, noticeNo);
    const res = await calendar({ 'x-lookup-token': token, 'accept-language': 'zh-HK' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=payment-deadline-${noticeNo}.ics`);
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${deadline.replaceAll('-', '')}`);
    expect(res.body).toContain('繳付定額罰款通知書');
  });

  it('when the owner asks by notice no, then it comes; another user is told the ticket does not exist', async () => {
    const owner = await quickLogin(t.app, OWNER);
    expect((await calendar(bearer(owner.token), `?noticeNo=${noticeNo}`)).statusCode).toBe(200);
    const other = await quickLogin(t.app, DRIVER);
    const res = await calendar(bearer(other.token), `?noticeNo=${noticeNo}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TKT-E-0005');
  });

  it('when the deadline has passed, then no calendar reminder is offered: the file is refused in the reader’s language', async () => {
    const past = await issue(t.app, '74000002');
    await t.database.db
      .update(tickets)
      .set({ paymentDeadline: addDays(hongKongDateOf(new Date()), -1) })
      .where(eq(tickets.noticeNo, past.noticeNo));
    const owner = await quickLogin(t.app, OWNER);
    const res = await calendar(
      { ...bearer(owner.token), 'accept-language': 'zh-HK' },
      `?noticeNo=${past.noticeNo}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'MSG-E-0006', message: '繳款限期已過，不設日曆提示。' });
  });

  it('when nobody is named, then the visitor is told the look-up has expired', async () => {
    const res = await calendar({});
    expect(res.statusCode).toBe(403);
  });
});
