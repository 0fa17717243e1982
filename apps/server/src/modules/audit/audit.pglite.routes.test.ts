import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { issue, noticeNoOf, PUBL, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { agentRoles } from '../agents/agents.table.ts';
import { auditEvents } from './audit.table.ts';
import { AUDIT_INTERNAL, AUDIT_PUBL } from './audit.routes.ts';
import { purgeExpiredAuditEvents } from './audit.ts';

const OPERATOR_TOKEN = 'operator-token-0123456789abcdef';
let t: TestApp;
let owner: string;
let agent: string;
let agentRoleId: number;
let agentUserId: string;
beforeAll(async () => {
  t = await startTestApp({ ...TICKET_TEST_ENV, OPERATOR_TOKEN }, { seedDemo: true });
  owner = (await quickLogin(t.app, 'A1234563')).token;
  agent = (await quickLogin(t.app, 'E5678907')).token;
  const role = (await t.database.db.select().from(agentRoles).where(eq(agentRoles.roleType, 'UAG')))[0]!;
  agentRoleId = role.id;
  agentUserId = role.userId;
});
afterAll(() => t.close());

const db = () => t.database.db;
let since = 0;
/** The events written since the test began. */
const newEvents = async () =>
  (await db().select().from(auditEvents).orderBy(auditEvents.id)).filter((e) => e.id > since);
beforeEach(async () => {
  const [row] = await db()
    .select({ id: sql<number>`coalesce(max(id), 0)::int` })
    .from(auditEvents);
  since = row!.id;
});

describe('the audit trail records who did what to whose data', () => {
  it('when an agent reads a delegated vehicle’s ticket, then exactly one row names the agent, role, subject and request', async () => {
    const res = await t.app.inject({
      url: `${PUBL}/tickets/${noticeNoOf('60000001')}`,
      headers: { ...bearer(agent, agentRoleId), 'x-request-id': 'audit-read-0001' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await newEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: agentUserId,
      actorRole: 'USER_AGENT',
      action: 'ticket.read',
      requestId: 'audit-read-0001',
      outcome: 'ok',
    });
    expect(rows[0]!.subjectPersonId).not.toBeNull();
    expect(rows[0]!.objectRef).toMatch(/^ticket:\d+$/);
  });

  it('when an agent tries a ticket outside the delegation, then the refused attempt leaves its row', async () => {
    const res = await t.app.inject({
      url: `${PUBL}/tickets/${noticeNoOf('60000002')}`,
      headers: bearer(agent, agentRoleId),
    });
    expect(res.statusCode).toBe(404);
    const rows = await newEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'ticket.read',
      outcome: 'refused',
      detail: { code: 'TKT-E-0005' },
    });
  });

  it('when the owner reads their own ticket, then nothing is recorded (it is their own data)', async () => {
    const res = await t.app.inject({
      url: `${PUBL}/tickets/${noticeNoOf('60000001')}`,
      headers: bearer(owner),
    });
    expect(res.statusCode).toBe(200);
    expect(await newEvents()).toHaveLength(0);
  });

  it('when an export is requested, then exactly one row is written with it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/exports`,
      headers: bearer(owner),
      payload: { type: 'tickets', format: 'csv', from: '2025-07-01', to: '2025-07-31' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await newEvents();
    expect(rows.filter((r) => r.action === 'export.request')).toHaveLength(1);
    expect(rows.find((r) => r.action === 'export.request')).toMatchObject({
      outcome: 'ok',
      objectRef: `export:${res.json().data.id}`,
      detail: { type: 'tickets', format: 'csv' },
    });
  });

  it('when an export is refused, then the refusal leaves its row', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${PUBL}/exports`,
      headers: bearer(owner),
      payload: { type: 'tickets', format: 'csv', from: '2025-01-01', to: '2025-07-31' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await newEvents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'export.request', outcome: 'refused' });
  });

  it('when the role is switched, then one row records it; when the issuing system issues, one row too', async () => {
    const switched = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/token`,
      headers: bearer(agent),
      payload: { agentId: agentRoleId },
    });
    expect(switched.statusCode).toBe(200);
    await issue(t.app, '61000001');
    const rows = await newEvents();
    expect(rows.map((r) => [r.action, r.outcome, r.actorRole])).toEqual([
      ['role.switch', 'ok', 'USER_PERSONAL'],
      ['ticket.issue', 'ok', 'issuer'],
    ]);
  });
});

describe('nobody changes or deletes a row', () => {
  it('when the database is asked to update, delete or truncate an event, then it refuses', async () => {
    await expect(db().update(auditEvents).set({ outcome: 'ok' })).rejects.toThrow();
    await expect(db().delete(auditEvents)).rejects.toThrow();
    await expect(db().execute(sql`truncate audit_events`)).rejects.toThrow();
  });

  it('when the retention purge runs, then it deletes only rows past the retention, and only it may delete', async () => {
    await db()
      .insert(auditEvents)
      .values({ actorRole: 'issuer', action: 'ticket.issue', outcome: 'ok', at: new Date('2010-01-01') });
    const count = async () => (await db().select().from(auditEvents)).length;
    const before = await count();
    expect(await purgeExpiredAuditEvents(db())).toBe(1);
    expect(await count()).toBe(before - 1);
    await expect(db().delete(auditEvents)).rejects.toThrow();
    expect(await count()).toBe(before - 1);
  });

  it('when any method but GET is sent to the audit routes, then none exists', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of [`${AUDIT_INTERNAL}/events`, `${AUDIT_PUBL}/my-data-access`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
        });
        expect(res.statusCode).toBe(404);
      }
    }
  });
});

describe('reading the trail', () => {
  it('when an operator filters by actor and period, then the agent’s reads come back; without the token, 401', async () => {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const res = await t.app.inject({
      url: `${AUDIT_INTERNAL}/events?actorUserId=${agentUserId}&action=ticket.read&from=${encodeURIComponent(from)}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Array<{ action: string; actorUserId: string }>;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((i) => i.action === 'ticket.read' && i.actorUserId === agentUserId)).toBe(true);
    expect((await t.app.inject({ url: `${AUDIT_INTERNAL}/events` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${AUDIT_INTERNAL}/events`, headers: bearer(owner) })).statusCode).toBe(
      401,
    );
  });

  it('when the owner opens My account, then they see the agent’s reads of their data, not the actor’s id', async () => {
    const res = await t.app.inject({ url: `${AUDIT_PUBL}/my-data-access`, headers: bearer(owner) });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Array<Record<string, string>>;
    expect(items.some((i) => i.action === 'ticket.read' && i.actorRole === 'USER_AGENT')).toBe(true);
    expect(JSON.stringify(items)).not.toContain(agentUserId);
    // The agent sees none of the owner's events as access to the agent's own data.
    const theirs = await t.app.inject({ url: `${AUDIT_PUBL}/my-data-access`, headers: bearer(agent) });
    expect(
      (theirs.json().data.items as Array<{ action: string }>).some((i) => i.action === 'ticket.read'),
    ).toBe(false);
  });
});
