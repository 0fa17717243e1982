import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { roleHeaders, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { users } from '../accounts/accounts.table.ts';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';
import { agentRoles, agentVehicles } from './agents.table.ts';

const CHAN = 'A1234563'; // CHAN TAI MAN: AB1234, CD5678; CHEUNG CHI KEUNG is his default agent
const WONG = 'B2345674';
const LEE = 'C3456785'; // LEE KA YAN: HK2468
const HO = 'D4567896';

let t: TestApp;
let headersOf: ReturnType<typeof roleHeaders>;

beforeAll(async () => {
  t = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
  headersOf = roleHeaders(t.app);
});
afterAll(() => t.close());

async function call(idNo: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `${USERS}${url}`,
    headers: await headersOf(idNo),
    ...(payload ? { payload } : {}),
  });
}

async function codeFor(vehicleNos: string[]) {
  const res = await call(CHAN, 'POST', '/user/agent/code', { vehicleNos });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.code as string;
}

const enter = (idNo: string, code: string) => call(idNo, 'POST', '/user/agent/enterInvitationCode', { code });

/** The activated agent roles CHAN TAI MAN's agents hold for him. */
async function chansAgents() {
  const list = (await call(CHAN, 'POST', '/users/list/agent')).json().data.list as {
    agentId: number;
    isDefault: boolean;
  }[];
  return list;
}

describe('agents under double clicks and second tabs', () => {
  it('when one person enters two of the owner’s codes at once, then he becomes one agent holding both vehicles', async () => {
    const [ab, cd] = [await codeFor(['AB1234']), await codeFor(['CD5678'])];
    const answers = await Promise.all([enter(HO, ab), enter(HO, cd)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const hoRoles = await t.database.db
      .select()
      .from(agentRoles)
      .where(and(eq(agentRoles.roleType, 'UAG'), eq(agentRoles.status, 'ACTIVATED')));
    const ids = new Set(answers.map((a) => a.json().data.agentId as number));
    expect(ids.size).toBe(1);
    expect(hoRoles.filter((r) => ids.has(r.id))).toHaveLength(1);
    const [agentId] = [...ids];
    const held = (await call(CHAN, 'POST', '/user-agent/vehicles/list', { agentId })).json().data.delegated;
    expect(held).toEqual(['AB1234', 'CD5678']);
  });

  it('when the owner makes each of his agents default at once, five times, then exactly one agent is his default each time', async () => {
    expect((await enter(WONG, await codeFor(['CD5678']))).statusCode).toBe(200);
    expect((await enter(LEE, await codeFor(['AB1234']))).statusCode).toBe(200);
    const agents = (await chansAgents()).map((a) => a.agentId);
    expect(agents.length).toBeGreaterThanOrEqual(4);
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        agents.map((agentId) => call(CHAN, 'PUT', '/user-agent/default', { agentId })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(agents.map(() => 200));
      expect((await chansAgents()).filter((a) => a.isDefault)).toHaveLength(1);
    }
  });

  it('when an agent leaves while the owner ends his default agent, then no vehicle is left with an agent that has gone', async () => {
    const roleOf = async (idNo: string) =>
      (
        await t.database.db
          .select()
          .from(agentRoles)
          .innerJoin(users, eq(users.id, agentRoles.userId))
          .innerJoin(tdPersons, eq(tdPersons.id, users.tdPersonId))
          .where(and(eq(tdPersons.idNo, idNo), eq(agentRoles.status, 'ACTIVATED')))
      )[0]!.agent_roles.id;
    const [ho, wong] = [await roleOf(HO), await roleOf(WONG)];
    expect((await call(CHAN, 'PUT', '/user-agent/default', { agentId: ho })).statusCode).toBe(200);
    const answers = await Promise.all([
      t.app.inject({
        method: 'DELETE',
        url: `${USERS}/user-agent?agentId=${wong}`,
        headers: await headersOf(WONG),
      }),
      t.app.inject({
        method: 'DELETE',
        url: `${USERS}/user/agent/${ho}?mode=terminate`,
        headers: await headersOf(CHAN),
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const stranded = await t.database.db
      .select()
      .from(agentVehicles)
      .innerJoin(agentRoles, eq(agentRoles.id, agentVehicles.agentRoleId))
      .where(ne(agentRoles.status, 'ACTIVATED'));
    expect(stranded).toEqual([]);
  });
});
