import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { FLEETS_BASE } from '@eticket/domain/fleets/driving-log.schemas';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  gatewayNotify,
  issue,
  PUBL,
  startPaymentTestApp,
  ticketStatusOf,
} from '../../../test/tickets-fixtures.ts';
import { payments } from '../payments/payments.table.ts';
import { tickets } from '../tickets/tickets.table.ts';

const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS
const STAFF = 'G7890129'; // NG KWOK WAI: its staff, who drives its vehicles
const DRIVER = 'B2345674'; // WONG SIU MING: a driver of no fleet

let t: TestApp;
const db = () => t.database.db;
const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;

async function session(idNo: string, role?: 'OAD') {
  const { token } = await quickLogin(t.app, idNo);
  if (!role) return bearer(token);
  const profile = await t.app.inject({
    method: 'POST',
    url: `${USERS}/users/user/profile`,
    headers: bearer(token),
    payload: {},
  });
  const agentId = (profile.json().data.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === role,
  )!.agentId;
  return bearer(token, agentId);
}

function hongKongNow() {
  const now = new Date();
  return {
    offenceDate: hongKongDateOf(now),
    offenceTime: new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(11, 16),
  };
}

const payTickets = (headers: Record<string, string>, noticeNos: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `${PUBL}/pay/tickets`,
    headers,
    payload: { channel: '5', idempotencyKey: key(), noticeNos },
  });

const notify = (order: { orderNo: string; amountCents: number }, i: number) =>
  gatewayNotify(t.app, order, 'SUCCESS', i);

beforeAll(async () => {
  t = await startPaymentTestApp({}, { seedDemo: true });
});
afterAll(() => t.close());

describe('paying a fleet’s tickets', () => {
  it('when the company administrator pays two fleet tickets in one order and the notification arrives 50 times at once, then each ticket is settled once and one receipt lists both', async () => {
    const a = await issue(t.app, '74000001', { vehicleNo: 'LB8080', ...hongKongNow() });
    const b = await issue(t.app, '74000002', { vehicleNo: 'HC1001', ...hongKongNow() });
    const admin = await session(ADMIN, 'OAD');
    const fleet = await t.app.inject({ url: `/${FLEETS_BASE}/fleet`, headers: admin });
    const listed = (fleet.json().data.vehicles as { unpaidTickets: { noticeNo: string }[] }[]).flatMap((v) =>
      v.unpaidTickets.map((x) => x.noticeNo),
    );
    expect(listed).toEqual(expect.arrayContaining([a.noticeNo, b.noticeNo]));

    const res = await payTickets(admin, [a.noticeNo, b.noticeNo]);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => notify(order, i)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    for (const noticeNo of [a.noticeNo, b.noticeNo])
      expect(await ticketStatusOf(db(), noticeNo)).toBe('SETTLED');
    const ids = (
      await db()
        .select({ id: tickets.id })
        .from(tickets)
        .where(inArray(tickets.noticeNo, [a.noticeNo, b.noticeNo]))
    ).map((r) => r.id);
    const paid = await db().select().from(payments).where(inArray(payments.ticketId, ids));
    expect(paid).toHaveLength(2);
    const receipt = await t.app.inject({
      url: `${PUBL}/pay/orders/${order.orderNo}/receipt`,
      headers: admin,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another user cannot follow her order.
    const other = await t.app.inject({
      url: `${PUBL}/pay/orders/${order.orderNo}`,
      headers: await session(DRIVER),
    });
    expect(other.statusCode).not.toBe(200);
  });

  it('when a ticket was issued while NG KWOK WAI was on duty, then he may pay it in his personal role; a driver of no fleet may not', async () => {
    const admin = await session(ADMIN, 'OAD');
    const list = await t.app.inject({ url: `${USERS}/users/veh/list?pageSize=50`, headers: admin });
    const gx = (list.json().data.items as { id: number; registrationMark: string }[]).find(
      (v) => v.registrationMark === 'HC2020',
    )!;
    const token = (await t.app.inject({ url: `${USERS}/users/veh/qr/${gx.id}`, headers: admin })).json().data
      .token as string;
    const staff = await session(STAFF);
    const started = await t.app.inject({
      method: 'POST',
      url: `/${FLEETS_BASE}/duty/start`,
      headers: staff,
      payload: { token },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { noticeNo } = await issue(t.app, '74000003', { vehicleNo: 'HC2020', ...hongKongNow() });
    await settleJobs(t, ['fleets.tell-driver', 'messages.send']);

    const refused = await payTickets(await session(DRIVER), [noticeNo]);
    expect(refused.statusCode).toBe(404);
    const res = await payTickets(staff, [noticeNo]);
    expect(res.statusCode, res.body).toBe(200);
    await notify(res.json().data, 0);
    expect(await ticketStatusOf(db(), noticeNo)).toBe('SETTLED');
  });
});
