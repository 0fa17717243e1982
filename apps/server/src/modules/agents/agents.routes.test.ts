import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { settleJobs } from '../../../test/messages-fixtures.ts';
import { issue, PUBL, TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { auditEvents } from '../audit/audit.table.ts';
import { messages } from '../messages/messages.table.ts';
import { COUNT_LIMIT } from '../../db/bounded-count.ts';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';
import { users } from '../accounts/accounts.table.ts';
import { agentRoles, agentVehicles } from './agents.table.ts';

const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234, CD5678; CHEUNG CHI KEUNG is his default agent for AB1234
const DRIVER = 'B2345674'; // WONG SIU MING
const LEE = 'C3456785'; // LEE KA YAN: HK2468
const BASIC = 'D4567896'; // HO WING KEI
const CHEUNG = 'E5678907';
const ADMIN = 'F6789018'; // LAU MEI LING, HARBOUR CITY LOGISTICS
const STAFF = 'G7890129';
const NOTIFICATION = '/rest/notification/api/v1/publ';

let t: TestApp;
const tokens = new Map<string, string>();

async function tokenOf(idNo: string) {
  let token = tokens.get(idNo);
  if (!token) {
    token = (await quickLogin(t.app, idNo)).token;
    tokens.set(idNo, token);
  }
  return token;
}

async function call(
  idNo: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  agentId?: number,
) {
  return t.app.inject({
    method,
    url: url.startsWith('/rest/') || url.startsWith('/sandbox/') ? url : `${USERS}${url}`,
    headers: bearer(await tokenOf(idNo), agentId),
    ...(payload ? { payload } : {}),
  });
}

const answer = (res: { statusCode: number; json: () => { code?: string } }) =>
  `${res.statusCode} ${res.json().code}`;

async function generate(idNo: string, vehicleNos: string[], agentId?: number) {
  const res = await call(idNo, 'POST', '/user/agent/code', { vehicleNos }, agentId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { invitationId: number; code: string; expiresAt: string };
}

const enter = (idNo: string, code: string) => call(idNo, 'POST', '/user/agent/enterInvitationCode', { code });

async function roleIdOf(idNo: string, roleType: string) {
  const profile = await call(idNo, 'POST', '/users/user/profile', {});
  return (profile.json().data.roleList as { roleType: string; agentId: number }[]).find(
    (r) => r.roleType === roleType,
  )?.agentId;
}

async function ticketVehicles(idNo: string, agentId?: number) {
  const res = await call(idNo, 'GET', `${PUBL}/tickets?pageSize=100`, undefined, agentId);
  expect(res.statusCode, res.body).toBe(200);
  return [...new Set((res.json().data.items as { vehicleNo: string }[]).map((i) => i.vehicleNo))].sort();
}

beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('agent invitation codes', () => {
  it('when CHAN TAI MAN sends a code for AB1234 by SMS and WONG SIU MING enters it, then WONG acts for AB1234 only, and the code never works again', async () => {
    const { invitationId, code, expiresAt } = await generate(OWNER, ['AB1234']);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const sent = await call(OWNER, 'POST', '/user/agent/sendInvitationCode', {
      invitationId,
      code,
      channel: 'SMS',
      destination: '6123 4567',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.destination).not.toContain('61234567');
    const outbox = await t.app.inject({ url: '/sandbox/outbox?format=json&recipient=61234567' });
    expect(outbox.json().data[0].body).toContain(code);

    const entered = await enter(DRIVER, code.toLowerCase().replace(/(.{5})/, '$1-'));
    expect(entered.statusCode, entered.body).toBe(200);
    const agentId = entered.json().data.agentId as number;
    expect(entered.json().data).toMatchObject({
      roleType: 'UAG',
      vehicleNos: ['AB1234'],
      ownerName: 'CHAN T** M**',
    });
    expect(await roleIdOf(DRIVER, 'UAG')).toBe(agentId);
    // An agent sees the tickets issued while the delegation lasts, not the owner's earlier ones.
    expect(await ticketVehicles(DRIVER, agentId)).toEqual([]);
    await issue(t.app, '72900001', { vehicleNo: 'AB1234' });
    expect(await ticketVehicles(DRIVER, agentId)).toEqual(['AB1234']);
    const mine = await call(DRIVER, 'GET', '/users/agent', undefined, agentId);
    expect(mine.json().data.vehicleNos).toEqual(['AB1234']);

    expect(answer(await enter(LEE, code))).toBe('409 AGT-E-0003');
    const records = (await call(OWNER, 'GET', '/user/agent/ivt/records')).json().data.list as {
      invitationId: number;
      status: string;
      sentTo: string;
    }[];
    expect(records.find((r) => r.invitationId === invitationId)).toMatchObject({
      status: 'USED',
      sentTo: '61****67',
    });
    expect(JSON.stringify(records)).not.toContain(code);
    const started = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'delegation.start'),
          eq(auditEvents.objectRef, `agent-role:${agentId}:vehicle:AB1234`),
        ),
      );
    expect(started).toHaveLength(1);
  });

  it('when the owner enters his own code, or anyone enters a wrong one, then each is refused with its message', async () => {
    const { code } = await generate(OWNER, ['CD5678']);
    const own = await enter(OWNER, code);
    expect(answer(own)).toBe('400 AGT-E-0004');
    expect(own.json().message).toContain('your own invitation code');
    const wrong = await enter(BASIC, 'ABCDEFGHJK');
    expect(answer(wrong)).toBe('400 AGT-E-0001');
    expect(wrong.json().message).toContain('incorrect');
  });

  it('when a code is entered 24 hours after it was made (fake clock), then it has expired', async () => {
    const { code } = await generate(OWNER, ['CD5678']);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Logins made at the faked time, as a session of that day would be.
      vi.setSystemTime(new Date(start + 24 * 3600_000 - 60_000));
      tokens.delete(OWNER);
      const { code: second } = await generate(OWNER, ['CD5678']);
      vi.setSystemTime(new Date(start + 24 * 3600_000 + 1000));
      tokens.delete(STAFF);
      const expired = await enter(STAFF, code);
      expect(answer(expired)).toBe('410 AGT-E-0002');
      expect(expired.json().message).toContain('24 hours');
      // The one made a minute before the first expired is still good.
      expect((await enter(STAFF, second)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      tokens.delete(OWNER);
      tokens.delete(STAFF);
    }
  });

  it('when a vehicle already has the maximum of agents, then generating or entering one more code is refused with the maximum', async () => {
    // AB1234: CHEUNG CHI KEUNG and WONG SIU MING; the maximum is 3.
    const third = await generate(OWNER, ['AB1234']);
    const fourth = await generate(OWNER, ['AB1234']);
    expect((await enter(LEE, third.code)).statusCode).toBe(200);
    const refused = await enter(BASIC, fourth.code);
    expect(answer(refused)).toBe('409 AGT-E-0005');
    expect(refused.json().message).toBe('Vehicle AB1234 already has the maximum of 3 agents.');
    expect(answer(await call(OWNER, 'POST', '/user/agent/code', { vehicleNos: ['AB1234'] }))).toBe(
      '409 AGT-E-0005',
    );
    // The refused entry left the code unused and made no role.
    expect(await roleIdOf(BASIC, 'UAG')).toBeUndefined();
    const leeRole = (await roleIdOf(LEE, 'UAG'))!;
    expect((await call(OWNER, 'DELETE', `/user/agent/${leeRole}?mode=terminate`)).statusCode).toBe(200);
    expect((await enter(BASIC, fourth.code)).statusCode).toBe(200);
    const basicRole = (await roleIdOf(BASIC, 'UAG'))!;
    expect((await call(OWNER, 'DELETE', `/user/agent/${basicRole}`)).statusCode).toBe(200);
  });

  it('when two users enter one code at the same moment, then exactly one becomes the agent', async () => {
    const { code } = await generate(LEE, ['HK2468']);
    const [a, b] = await Promise.all([enter(CHEUNG, code), enter(ADMIN, code)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const roles = await t.database.db
      .select()
      .from(agentRoles)
      .innerJoin(agentVehicles, eq(agentVehicles.agentRoleId, agentRoles.id))
      .where(and(eq(agentVehicles.vehicleNo, 'HK2468'), eq(agentRoles.roleType, 'UAG')));
    expect(roles).toHaveLength(1);
    expect((await call(LEE, 'DELETE', `/user/agent/${roles[0]!.agent_roles.id}`)).statusCode).toBe(200);
  });

  it('when code entries come too fast from one login, then the server answers 429', async () => {
    const app = await startTestApp({}, { seedDemo: true });
    try {
      const { token } = await quickLogin(app.app, BASIC);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: `${USERS}/user/agent/enterInvitationCode`,
          headers: bearer(token),
          payload: { code: `WRONGCODE${i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('agent management', () => {
  let wongRole: number;
  beforeAll(async () => {
    wongRole = (await roleIdOf(DRIVER, 'UAG'))!;
  });

  it('when the owner lists his agents, then names are masked and the default agent comes first', async () => {
    const list = (await call(OWNER, 'POST', '/users/list/agent')).json().data.list as {
      agentId: number;
      name: string;
      isDefault: boolean;
      vehicleNos: string[];
    }[];
    expect(list[0]).toMatchObject({ name: 'CHEUNG C** K****', isDefault: true, vehicleNos: ['AB1234'] });
    expect(list.find((a) => a.agentId === wongRole)).toMatchObject({
      name: 'WONG S** M***',
      vehicleNos: ['AB1234'],
    });
  });

  it('when the owner adds and takes back a vehicle, then the agent sees it only meanwhile and is told in its box', async () => {
    const added = await call(OWNER, 'POST', '/user-agent/vehicles/add', {
      agentId: wongRole,
      vehicleNos: ['CD5678'],
    });
    expect(added.json().data.delegated).toEqual(['AB1234', 'CD5678']);
    await issue(t.app, '72900002', { vehicleNo: 'CD5678' });
    expect(await ticketVehicles(DRIVER, wongRole)).toEqual(['AB1234', 'CD5678']);
    const removed = await call(OWNER, 'DELETE', '/user-agent/vehicles/delete', {
      agentId: wongRole,
      vehicleNos: ['CD5678'],
    });
    expect(removed.json().data).toMatchObject({ delegated: ['AB1234'], available: ['CD5678'] });
    expect(await ticketVehicles(DRIVER, wongRole)).toEqual(['AB1234']);
    const box = await call(DRIVER, 'GET', `${NOTIFICATION}/message/list?pageSize=100`, undefined, wongRole);
    expect(box.body).toContain('CD5678');
  });

  it('when removing an agent fails midway, then nothing moved; when it succeeds, its vehicles are with the default agent in one step', async () => {
    const db = t.database.db;
    const audited = async () =>
      (
        await db
          .select()
          .from(auditEvents)
          .where(like(auditEvents.objectRef, `agent-role:${wongRole}:%`))
      ).length;
    const auditedBefore = await audited();
    // A failure at the last write of the removal (the agent's message).
    await db.execute(sql`create or replace function refuse_agent_ended() returns trigger as $$
      begin if new.dedupe_key like 'agent-ended:%' then raise exception 'refused for the test'; end if; return new; end $$ language plpgsql`);
    await db.execute(
      sql`create trigger refuse_agent_ended before insert on messages for each row execute function refuse_agent_ended()`,
    );
    const failed = await call(OWNER, 'DELETE', `/user/agent/${wongRole}`);
    expect(failed.statusCode).toBe(500);
    await db.execute(sql`drop trigger refuse_agent_ended on messages`);
    const [still] = await db.select().from(agentRoles).where(eq(agentRoles.id, wongRole));
    expect(still!.status).toBe('ACTIVATED');
    expect(await db.select().from(agentVehicles).where(eq(agentVehicles.agentRoleId, wongRole))).toHaveLength(
      1,
    );
    expect(await audited()).toBe(auditedBefore);

    // CD5678 with WONG, not with the default agent: the removal gives it to CHEUNG.
    await call(OWNER, 'POST', '/user-agent/vehicles/add', { agentId: wongRole, vehicleNos: ['CD5678'] });
    const cheungRole = (await roleIdOf(CHEUNG, 'UAG'))!;
    const removed = await call(OWNER, 'DELETE', `/user/agent/${wongRole}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ agentId: wongRole, movedTo: cheungRole });
    expect(answer(await call(DRIVER, 'GET', `${PUBL}/tickets`, undefined, wongRole))).toBe('403 AUTH-E-0403');
    // CHEUNG sees CD5678's tickets issued from the move on.
    expect(await ticketVehicles(CHEUNG, cheungRole)).toEqual(['AB1234']);
    await issue(t.app, '72900003', { vehicleNo: 'CD5678' });
    expect(await ticketVehicles(CHEUNG, cheungRole)).toEqual(['AB1234', 'CD5678']);
    const personalBox = await call(DRIVER, 'GET', `${NOTIFICATION}/message/list?pageSize=100`, undefined, 0);
    expect(personalBox.body).toMatch(/代理人/);
    const ended = await db
      .select()
      .from(messages)
      .where(eq(messages.dedupeKey, `agent-ended:${wongRole}`));
    expect(ended).toHaveLength(1);
    const records = (await call(OWNER, 'GET', '/user/agent/records')).json().data.list as {
      agentId: number;
      status: string;
    }[];
    expect(records.find((r) => r.agentId === wongRole)?.status).toBe('DELETED');
    // Back as the demo has it.
    await call(OWNER, 'DELETE', '/user-agent/vehicles/delete', {
      agentId: cheungRole,
      vehicleNos: ['CD5678'],
    });
  });

  it('when an owner sets the default agent or an agent leaves, then the default changes and the leaver’s vehicles move', async () => {
    const { code } = await generate(OWNER, ['CD5678']);
    expect((await enter(DRIVER, code)).statusCode).toBe(200);
    const role = (await roleIdOf(DRIVER, 'UAG'))!;
    const set = await call(OWNER, 'PUT', '/user-agent/default', { agentId: role });
    expect(set.json().data.isDefault).toBe(true);
    const cheungRole = (await roleIdOf(CHEUNG, 'UAG'))!;
    expect((await call(OWNER, 'GET', `/user-agent/detail?agentId=${cheungRole}`)).json().data.isDefault).toBe(
      false,
    );
    const principals = (await call(CHEUNG, 'GET', '/user-agent/agents')).json().data.list;
    expect(principals).toEqual([expect.objectContaining({ agentId: cheungRole, ownerName: 'CHAN T** M**' })]);
    const left = await call(CHEUNG, 'DELETE', '/user-agent', undefined, cheungRole);
    expect(left.json().data).toEqual({ agentId: cheungRole, movedTo: role });
    expect(
      (await call(OWNER, 'POST', '/user-agent/vehicles/list', { agentId: role })).json().data.delegated,
    ).toEqual(['AB1234', 'CD5678']);
  });

  it('when a role other than the owner’s calls agent management, then it is refused', async () => {
    expect(answer(await call(DRIVER, 'POST', '/users/list/agent'))).toBe('403 AUTH-E-0403');
    const staffRole = (await roleIdOf(STAFF, 'OAG'))!;
    expect(answer(await call(STAFF, 'POST', '/users/list/agent', undefined, staffRole))).toBe(
      '403 AUTH-E-0403',
    );
    const adminRole = (await roleIdOf(ADMIN, 'OAD'))!;
    // The administrator's company agents are not the owner's.
    expect(answer(await call(OWNER, 'GET', `/user-agent/detail?agentId=${staffRole}`))).toBe(
      '404 AGT-E-0006',
    );
    const companyAgents = (await call(ADMIN, 'POST', '/users/list/agent', undefined, adminRole)).json().data
      .list;
    expect(companyAgents.map((a: { agentId: number }) => a.agentId)).toContain(staffRole);
  });
});

describe('vehicle applications and approvals', () => {
  let adminRole: number;
  beforeAll(async () => {
    adminRole = (await roleIdOf(ADMIN, 'OAD'))!;
  });
  const apply = (body: object, idNo = ADMIN, agentId: number | undefined = adminRole) =>
    call(idNo, 'POST', '/apply/vehicle', body, agentId);

  it('when six vehicles, one’s own vehicle or one the owner does not have are asked for, then each is refused', async () => {
    const six = await apply({
      ownerIdNo: LEE,
      vehicleNos: ['HK2468', 'AB1234', 'CD5678', 'GX3579', 'LB8080', 'HC1001'],
    });
    expect(answer(six)).toBe('400 SYS-E-0400');
    const own = await apply({ ownerIdNo: LEE, vehicleNos: ['HK2468', 'GX3579'] });
    expect(answer(own)).toBe('400 AGT-E-0102');
    expect(own.json().message).toContain('GX3579');
    const ownPersonal = await call(LEE, 'POST', '/apply/vehicle', { ownerIdNo: LEE, vehicleNos: ['HK2468'] });
    expect(answer(ownPersonal)).toBe('400 AGT-E-0102');
    const notHers = await apply({ ownerIdNo: LEE, vehicleNos: ['AB1234'] });
    // Not hers and nobody's number: one answer, which names no vehicle (vehicle-applications.routes.test.ts).
    expect(answer(notHers)).toBe('400 AGT-E-0107');
    expect(notHers.json().message).not.toContain('AB1234');
    expect(answer(await apply({ ownerIdNo: 'Z9999999', vehicleNos: ['HK2468'] }))).toBe('400 AGT-E-0107');
  });

  it('when the company applies for HK2468 and LEE KA YAN approves, then its administrator sees its tickets; a duplicate is refused meanwhile', async () => {
    expect(await ticketVehicles(ADMIN, adminRole)).not.toContain('HK2468');
    const draft = await call(
      ADMIN,
      'POST',
      '/apply/save',
      { ownerIdNo: LEE, vehicleNos: ['HK2468'] },
      adminRole,
    );
    expect(draft.json().data.status).toBe('DRAFT');
    const sent = await apply({
      applicationId: draft.json().data.applicationId,
      ownerIdNo: LEE,
      vehicleNos: ['HK2468'],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const applicationId = sent.json().data.applicationId as number;
    expect(sent.json().data.status).toBe('PENDING_AUTHORIZATION');
    const duplicate = await apply({ ownerIdNo: LEE, vehicleNos: ['HK2468'] });
    expect(answer(duplicate)).toBe('409 AGT-E-0101');
    expect(duplicate.json().message).toContain('Duplicate application');

    const pending = (await call(LEE, 'POST', '/auth/record', { status: 'PENDING_AUTHORIZATION' })).json().data
      .list;
    expect(pending.map((a: { applicationId: number }) => a.applicationId)).toContain(applicationId);
    const detail = await call(LEE, 'POST', '/auth/record/detail', { applicationId });
    expect(detail.json().data).toMatchObject({
      applicant: 'HARBOUR CITY LOGISTICS LIMITED',
      vehicleNos: ['HK2468'],
    });
    // Another owner cannot see or decide it.
    expect(answer(await call(OWNER, 'POST', '/auth/auth/submit', { applicationId }))).toBe('404 AGT-E-0104');

    const approved = await call(LEE, 'POST', '/auth/auth/submit', { applicationId });
    expect(approved.json().data.status).toBe('APPROVED');
    expect(approved.json().data.events.map((e: { status: string }) => e.status)).toEqual([
      'DRAFT',
      'PENDING_AUTHORIZATION',
      'APPROVED',
    ]);
    // The company sees HK2468's tickets issued from the approval on.
    expect(await ticketVehicles(ADMIN, adminRole)).not.toContain('HK2468');
    await issue(t.app, '72900004', { vehicleNo: 'HK2468' });
    expect(await ticketVehicles(ADMIN, adminRole)).toContain('HK2468');
    expect(answer(await call(LEE, 'POST', '/auth/auth/submit', { applicationId }))).toBe('409 AGT-E-0105');
  });

  it('when LEE KA YAN’s approval delegates HK2468 to the company, then the company’s vehicle list shows it and its new tickets reach the company’s boxes; when she ends the delegation, both stop', async () => {
    const staffRole = (await roleIdOf(STAFF, 'OAG'))!;
    const vehiclesOf = async (idNo: string, agentId: number) => {
      const res = await call(idNo, 'GET', '/users/veh/list?pageSize=100', undefined, agentId);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.items as {
        id: number;
        registrationMark: string;
        ownerName: string;
        readOnly: boolean;
        delegated: boolean;
      }[];
    };
    const inBox = async (idNo: string, agentId: number, noticeNo: string) => {
      const res = await call(idNo, 'GET', `${NOTIFICATION}/message/list?pageSize=100`, undefined, agentId);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as { noticeNo: string | null }[]).some((m) => m.noticeNo === noticeNo);
    };

    // Approved in the test before: the administrator and the staff see it, read-only, with its owner masked.
    const listed = (await vehiclesOf(ADMIN, adminRole)).find((v) => v.registrationMark === 'HK2468');
    expect(listed).toMatchObject({ ownerName: 'LEE K* Y**', readOnly: true, delegated: true });
    expect((await vehiclesOf(ADMIN, adminRole)).find((v) => v.registrationMark === 'GX3579')).toMatchObject({
      delegated: false,
    });
    expect((await vehiclesOf(STAFF, staffRole)).map((v) => v.registrationMark)).toContain('HK2468');
    const details = await call(ADMIN, 'GET', `/users/veh/${listed!.id}`, undefined, adminRole);
    expect(details.json().data).toMatchObject({ registrationMark: 'HK2468', delegated: true });
    // The owner's QR code is hers to print: the company cannot download it.
    const qr = await call(ADMIN, 'GET', `/users/veh/qr/${listed!.id}`, undefined, adminRole);
    expect(answer(qr)).toBe('404 VEH-E-0001');

    // The company's staff may drive it meanwhile (the owner's QR code in the vehicle).
    const own = (await call(LEE, 'GET', '/users/veh/list')).json().data.items as {
      id: number;
      registrationMark: string;
    }[];
    const hk = own.find((v) => v.registrationMark === 'HK2468')!;
    const token = (await call(LEE, 'GET', `/users/veh/qr/${hk.id}`)).json().data.token as string;
    const check = () => call(STAFF, 'POST', '/rest/fleet/api/v1/publ/duty/check', { token }, 0);
    expect((await check()).statusCode).toBe(200);

    const during = await issue(t.app, '72100001', { vehicleNo: 'HK2468' });
    await settleJobs(t);
    expect(await inBox(ADMIN, adminRole, during.noticeNo)).toBe(true);
    expect(await inBox(STAFF, staffRole, during.noticeNo)).toBe(true);
    expect(await inBox(LEE, 0, during.noticeNo)).toBe(true);
    // Once per box, though the administrator applied and holds the delegation himself.
    const copies = await t.database.db.select().from(messages).where(eq(messages.noticeNo, during.noticeNo));
    expect(new Set(copies.map((m) => `${m.userId}:${m.agentId}`)).size).toBe(copies.length);

    const companyAgent = (
      (await call(LEE, 'POST', '/users/list/agent', {})).json().data.list as {
        agentId: number;
        roleType: string;
        vehicleNos: string[];
      }[]
    ).find((a) => a.roleType === 'ORG' && a.vehicleNos.includes('HK2468'))!;
    const ended = await call(LEE, 'DELETE', `/user/agent/${companyAgent.agentId}?mode=terminate`);
    expect(ended.statusCode, ended.body).toBe(200);

    expect((await vehiclesOf(ADMIN, adminRole)).map((v) => v.registrationMark)).not.toContain('HK2468');
    expect((await vehiclesOf(STAFF, staffRole)).map((v) => v.registrationMark)).not.toContain('HK2468');
    expect(answer(await call(ADMIN, 'GET', `/users/veh/${listed!.id}`, undefined, adminRole))).toBe(
      '404 VEH-E-0001',
    );
    expect(await ticketVehicles(ADMIN, adminRole)).not.toContain('HK2468');
    expect(answer(await check())).toBe('403 FLT-E-0001');
    const after = await issue(t.app, '72100002', { vehicleNo: 'HK2468' });
    await settleJobs(t);
    expect(await inBox(LEE, 0, after.noticeNo)).toBe(true);
    expect(await inBox(ADMIN, adminRole, after.noticeNo)).toBe(false);
    expect(await inBox(STAFF, staffRole, after.noticeNo)).toBe(false);
  });

  it('when the owner rejects a pending application with a reason, then the applicant sees the reason', async () => {
    const pending = (await call(LEE, 'POST', '/auth/record', {})).json().data.list as {
      applicationId: number;
      status: string;
      applicant: string;
    }[];
    const cheungs = pending.find(
      (a) => a.status === 'PENDING_AUTHORIZATION' && a.applicant === 'CHEUNG C** K****',
    )!;
    const rejected = await call(LEE, 'POST', '/auth/reject', {
      applicationId: cheungs.applicationId,
      reason: 'I manage it myself',
    });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', reason: 'I manage it myself' });
    const mine = (await call(CHEUNG, 'POST', '/apply/record', {}, 0)).json().data.list;
    // A refused applicant never learns whose number he typed: the name comes with an approval only.
    expect(mine[0]).toMatchObject({ status: 'REJECTED', reason: 'I manage it myself', owner: '-' });
  });
});

describe('lists larger than the pager counts', () => {
  it('when a company has more than COUNT_LIMIT agents and applications, then its lists are paged in their order with totals that stop at the limit and say so', async () => {
    const adminRole = (await roleIdOf(ADMIN, 'OAD'))!;
    const [company] = await t.database.db
      .select({ id: agentRoles.ownerCompanyId })
      .from(agentRoles)
      .where(eq(agentRoles.id, adminRole));
    const [basic] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
      .where(eq(tdPersons.idNo, BASIC));
    // Another user's roles as the company's staff agents: the administrator's own role list stays as it was.
    await t.database.db.execute(sql`
      insert into agent_roles (user_id, role_type, owner_company_id, status, created_at)
      select ${basic!.id}, 'OAG', ${company!.id}, case when i % 2 = 0 then 'DELETED' else 'ACTIVATED' end, now()
      from generate_series(1, ${2 * COUNT_LIMIT + 10}) i`);
    await t.database.db.execute(sql`
      insert into vehicle_applications (applicant_user_id, applicant_key, owner_company_id, vehicle_nos, status, created_at)
      select ${basic!.id}, 'BULK:' || i, ${company!.id}, '["GX3579"]'::jsonb,
             case when i % 5 = 0 then 'DRAFT' else 'REJECTED' end, now()
      from generate_series(1, ${COUNT_LIMIT + 300}) i`);
    try {
      const agents = (await call(ADMIN, 'POST', '/users/list/agent', { pageSize: 10 }, adminRole)).json()
        .data;
      expect(agents).toMatchObject({ total: COUNT_LIMIT, totalCapped: true, page: 1, pageSize: 10 });
      expect(agents.list).toHaveLength(10);
      expect(agents.list.every((a: { status: string }) => a.status === 'ACTIVATED')).toBe(true);
      const ids = agents.list.map((a: { agentId: number }) => a.agentId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const records = (
        await call(ADMIN, 'GET', '/user/agent/records?page=3&pageSize=20', undefined, adminRole)
      ).json().data;
      expect(records).toMatchObject({ total: COUNT_LIMIT, totalCapped: true, page: 3, pageSize: 20 });
      expect(records.list.some((a: { status: string }) => a.status === 'DELETED')).toBe(true);

      const decide = (await call(ADMIN, 'POST', '/auth/record', { pageSize: 20 }, adminRole)).json().data;
      expect(decide).toMatchObject({ total: COUNT_LIMIT, totalCapped: true, pageSize: 20 });
      const shown = decide.list.map((a: { applicationId: number }) => a.applicationId);
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      // Drafts are never the owner's to see, whatever status is asked for.
      const drafts = (await call(ADMIN, 'POST', '/auth/record', { status: 'DRAFT' }, adminRole)).json().data;
      expect(drafts).toMatchObject({ list: [], total: 0, totalCapped: false });
      const rejected = (
        await call(ADMIN, 'POST', '/auth/record', { status: 'REJECTED', page: 2 }, adminRole)
      ).json().data;
      expect(rejected.list).toHaveLength(10);
      // Without a body, the first page.
      expect(
        (await call(ADMIN, 'POST', '/users/list/agent', undefined, adminRole)).json().data,
      ).toMatchObject({
        page: 1,
        pageSize: 10,
      });
    } finally {
      await t.database.db.execute(sql`delete from vehicle_applications where applicant_key like 'BULK:%'`);
      await t.database.db.execute(
        sql`delete from agent_roles where user_id = ${basic!.id} and role_type = 'OAG'`,
      );
    }
  });
});
