import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { noticeNoOf, PUBL, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { agentRoles } from '../agents/agents.table.ts';

let t: TestApp;
let owner: string;
let agent: string;
let admin: string;
let agentRoleId: number;
let adminRoleId: number;
beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  owner = (await quickLogin(t.app, 'A1234563')).token;
  agent = (await quickLogin(t.app, 'E5678907')).token;
  admin = (await quickLogin(t.app, 'F6789018')).token;
  agentRoleId = (await t.database.db.select().from(agentRoles).where(eq(agentRoles.roleType, 'UAG')))[0]!.id;
  adminRoleId = (await t.database.db.select().from(agentRoles).where(eq(agentRoles.roleType, 'OAD')))[0]!.id;
});
afterAll(() => t.close());

const list = (token: string, query = '', agentId?: number) =>
  t.app.inject({ url: `${PUBL}/tickets${query}`, headers: bearer(token, agentId) });
const vehiclesOf = (items: Array<{ vehicleNo: string }>) =>
  [...new Set(items.map((i) => i.vehicleNo))].sort();

describe('GET publ/tickets (logged in)', () => {
  it('when an owner lists tickets, then only the tickets he is liable for come back, the sold vehicle’s of his time too', async () => {
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    const { items, total, totalCapped, page, pageSize } = res.json().data;
    // KX3210 was sold to LEE KA YAN on 1 May 2026: its ticket of March is his, August's is hers.
    expect(vehiclesOf(items)).toEqual(['AB1234', 'CD5678', 'KX3210']);
    // The demo's possible duplicate pair (60000911, 60000912) counts among AB1234's tickets (ADR 0062).
    expect({ total, totalCapped, page, pageSize }).toEqual({
      total: 13,
      totalCapped: false,
      page: 1,
      pageSize: 10,
    });
    const dates = items.map((i: { offenceDate: string }) => i.offenceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('when an agent acts for the owner, then only the delegated vehicle’s tickets are visible', async () => {
    const { items, total } = (await list(agent, '', agentRoleId)).json().data;
    expect(vehiclesOf(items)).toEqual(['AB1234']);
    expect(total).toBe(7);
    // 60000002 is on CD5678, the owner's other vehicle, which is not delegated.
    const detail = await t.app.inject({
      url: `${PUBL}/tickets/${noticeNoOf('60000002')}`,
      headers: bearer(agent, agentRoleId),
    });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().code).toBe('TKT-E-0005');
    const own = await t.app.inject({
      url: `${PUBL}/tickets/${noticeNoOf('60000001')}`,
      headers: bearer(agent, agentRoleId),
    });
    expect(own.json().data.vehicleNo).toBe('AB1234');
  });

  it('when the same agent acts in the personal role, then the delegated vehicles are not there', async () => {
    expect((await list(agent, '', 0)).json().data.total).toBe(0);
  });

  it('when a company administrator lists tickets, then the company’s vehicles are the scope', async () => {
    const { items } = (await list(admin, '', adminRoleId)).json().data;
    expect(vehiclesOf(items)).toEqual(['GX3579', 'LB8080']);
  });

  it('when filters are given, then status, vehicle and offence dates narrow the list', async () => {
    const unpaid = (await list(owner, '?status=UNPAID')).json().data.items;
    expect(unpaid.map((i: { noticeNo: string }) => i.noticeNo).sort()).toEqual([
      noticeNoOf('60000001'),
      noticeNoOf('60000002'),
      noticeNoOf('60000901'),
      noticeNoOf('60000911'),
      noticeNoOf('60000912'),
    ]);
    const cd = (await list(owner, '?vehicleNo=cd5678')).json().data;
    expect(vehiclesOf(cd.items)).toEqual(['CD5678']);
    // Typed as printed on the plate: the register ignores the space and the case.
    const printed = (await list(owner, `?vehicleNo=${encodeURIComponent('CD 5678')}`)).json().data;
    expect(printed.total).toBe(cd.total);
    expect(vehiclesOf(printed.items)).toEqual(['CD5678']);
    const ranged = (await list(owner, '?from=2026-01-01&to=2026-12-31')).json().data.items;
    expect(ranged.every((i: { offenceDate: string }) => i.offenceDate >= '2026-01-01')).toBe(true);
    const second = (await list(owner, '?pageSize=10&page=2')).json().data;
    expect(second).toMatchObject({ total: 13, page: 2 });
    expect(second.items).toHaveLength(3);
    const third = (await list(owner, '?pageSize=10&page=3')).json().data;
    expect(third).toMatchObject({ items: [], total: 13, page: 3 });
    expect((await list(owner, '?pageSize=7')).statusCode).toBe(400);
  });

  it('when the list is filtered by each status it can show, then refunded tickets are found too', async () => {
    const refunded = (await list(owner, '?status=REFUNDED')).json().data;
    expect(refunded.total).toBeGreaterThan(0);
    expect(refunded.items.every((i: { status: string }) => i.status === 'REFUNDED')).toBe(true);
    const all = (await list(owner, '?pageSize=100')).json().data.items as Array<{ status: string }>;
    for (const status of new Set(all.map((i) => i.status))) {
      const filtered = (await list(owner, `?status=${status}&pageSize=100`)).json().data;
      expect(filtered.total).toBe(all.filter((i) => i.status === status).length);
    }
  });

  it('when unpaid tickets are asked for, then unpaid, overdue and in-transaction ones come with the count', async () => {
    const res = await t.app.inject({ url: `${PUBL}/tickets/unpaid`, headers: bearer(owner) });
    const { items, total } = res.json().data;
    expect(total).toBe(6);
    expect(items.map((i: { status: string }) => i.status).sort()).toEqual([
      'OVERDUE',
      'UNPAID',
      'UNPAID',
      'UNPAID',
      'UNPAID',
      'UNPAID',
    ]);
  });

  it('when there is no session or the role has no ticket permission, then 401 or 403', async () => {
    expect((await t.app.inject({ url: `${PUBL}/tickets` })).statusCode).toBe(401);
    const empty = (await quickLogin(t.app, 'D4567896')).token;
    const res = await list(empty);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AUTH-E-0403');
  });
});

describe('a list longer than the pager counts', () => {
  it('when a fleet has more than 1,000 tickets, then the total says "more than 1,000" and the pager reaches the newest 1,000', async () => {
    const db = t.database.db;
    // 1,005 tickets of HARBOUR CITY LOGISTICS on GX3579, as the issuing system would have recorded them.
    await db.execute(sql`
      insert into tickets (notice_no, notice_serial, vehicle_no, notice_type, offence_code, offence_at, place,
        amount_cents, e_payment_no, issued_at, payment_deadline, status, issuing_officer_no, owner_key, liable_key)
      select 'M' || i, 'M' || i, 'GX3579', '525', '04', now() - i * interval '1 hour', 'NATHAN ROAD', 32000,
        'EM' || i, now() - i * interval '1 hour', current_date + 21, 'UNPAID', 'PC1', p.key, p.key
      from generate_series(1, 1005) i,
        (select 'C:' || id as key from td_companies where doc_no = '31234567') p`);
    await db.execute(sql`
      insert into ticket_parties (ticket_id, party_key, reason, vehicle_no, offence_at, issued_at, status, payment_deadline)
      select id, owner_key, 'LIABLE', vehicle_no, offence_at, issued_at, status, payment_deadline
      from tickets where notice_no like 'M%'`);
    const first = (await list(admin, '?pageSize=100', adminRoleId)).json().data;
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1 });
    expect(first.items).toHaveLength(100);
    const last = (await list(admin, '?pageSize=100&page=10', adminRoleId)).json().data;
    expect(last.items).toHaveLength(100);
    const beyond = (await list(admin, '?pageSize=100&page=11', adminRoleId)).json().data;
    expect(beyond).toMatchObject({ items: [], total: 1000, totalCapped: true });
    const unpaid = (
      await t.app.inject({ url: `${PUBL}/tickets/unpaid`, headers: bearer(admin, adminRoleId) })
    ).json().data;
    expect(unpaid).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 10 });
    // A fleet's unpaid tickets come a page at a time, never all in one answer.
    expect(unpaid.items).toHaveLength(10);
    const third = (
      await t.app.inject({
        url: `${PUBL}/tickets/unpaid?page=3&pageSize=20`,
        headers: bearer(admin, adminRoleId),
      })
    ).json().data;
    expect(third).toMatchObject({ page: 3, pageSize: 20 });
    expect(third.items).toHaveLength(20);
    expect(third.items[0].noticeNo).not.toBe(unpaid.items[0].noticeNo);
    // A narrower filter counts exactly again.
    const narrow = (await list(admin, '?vehicleNo=LB8080', adminRoleId)).json().data;
    expect(narrow.totalCapped).toBe(false);
  });
});
