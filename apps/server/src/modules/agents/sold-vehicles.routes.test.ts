import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPath } from '@eticket/domain/messages/message-routes';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';

const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234, CD5678 (and a seeded invitation for CD5678)
const LEE = 'C3456785'; // LEE KA YAN: HK2468, with CHEUNG CHI KEUNG's application pending for it
const DRIVER = 'B2345674'; // WONG SIU MING
const CHEUNG = 'E5678907';

let t: TestApp;
const tokens = new Map<string, string>();

async function call(idNo: string, method: 'GET' | 'POST', url: string, payload?: object, agentId?: number) {
  let token = tokens.get(idNo);
  if (!token) tokens.set(idNo, (token = (await quickLogin(t.app, idNo)).token));
  return t.app.inject({
    method,
    url: url.startsWith('/rest/') ? url : `${USERS}${url}`,
    headers: bearer(token, agentId),
    ...(payload ? { payload } : {}),
  });
}

const transfer = (registrationMark: string, ownerIdNo: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/transport/vehicles/transfer',
    payload: { registrationMark, ownerIdNo },
  });

async function syncFinished(idNo: string) {
  expect((await call(idNo, 'POST', '/users/sync/veh/user')).statusCode).toBe(200);
  return until(
    async () => (await call(idNo, 'POST', '/users/veh/sync/status')).json().data,
    (status) => status.state === 'DONE' || status.state === 'FAILED',
    'the synchronisation finishing',
  );
}

async function invitations(idNo: string) {
  const res = await call(idNo, 'GET', '/user/agent/ivt/records');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as { invitationId: number; vehicleNos: string[]; status: string }[];
}

async function boxTitles(idNo: string, agentId?: number) {
  const res = await call(idNo, 'GET', notificationPath('/message/list?pageSize=100'), undefined, agentId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as { title: string }[]).map((m) => m.title);
}

beforeAll(async () => {
  t = await startTestApp({}, { seedDemo: true });
});
afterAll(() => t.close());

describe('a vehicle that left its owner ends what named it', () => {
  it('when CD5678 left CHAN TAI MAN on the register, then his invitations for it are listed Ended, not Valid, and entering the code is refused with a clear message', async () => {
    const made = await call(OWNER, 'POST', '/user/agent/code', { vehicleNos: ['CD5678'] });
    expect(made.statusCode, made.body).toBe(200);
    const { invitationId, code } = made.json().data as { invitationId: number; code: string };
    const both = await call(OWNER, 'POST', '/user/agent/code', { vehicleNos: ['AB1234', 'CD5678'] });
    const other = both.json().data as { invitationId: number; code: string };
    expect((await invitations(OWNER)).find((i) => i.invitationId === invitationId)?.status).toBe('VALID');

    expect((await transfer('CD5678', LEE)).statusCode).toBe(200);
    await syncFinished(OWNER);

    const listed = await invitations(OWNER);
    const forCd = listed.filter((i) => i.vehicleNos.includes('CD5678'));
    // The seeded one, his new one and the one naming both vehicles.
    expect(forCd.length).toBeGreaterThanOrEqual(3);
    for (const i of forCd) expect(i.status, `invitation ${i.invitationId}`).toBe('ENDED');

    for (const c of [code, other.code]) {
      const entered = await call(DRIVER, 'POST', '/user/agent/enterInvitationCode', { code: c });
      expect(entered.statusCode).toBe(409);
      expect(entered.json()).toMatchObject({ code: 'AGT-E-0008' });
      expect(entered.json().message).toContain('CD5678');
    }
    // Nobody became his agent by it.
    const profile = await call(DRIVER, 'POST', '/users/user/profile', {});
    expect((profile.json().data.roleList as { roleType: string }[]).some((r) => r.roleType === 'UAG')).toBe(
      false,
    );
  });

  it('when a vehicle left its owner before any synchronisation, then entering a code for it is refused all the same', async () => {
    tokens.clear();
    const made = await call(OWNER, 'POST', '/user/agent/code', { vehicleNos: ['AB1234'] });
    const { code } = made.json().data as { code: string };
    expect((await transfer('AB1234', LEE)).statusCode).toBe(200);
    const entered = await call(DRIVER, 'POST', '/user/agent/enterInvitationCode', { code });
    expect(entered.json()).toMatchObject({ code: 'AGT-E-0008' });
  });

  it('when HK2468 left LEE KA YAN and her vehicles were synchronised, then CHEUNG CHI KEUNG’s pending application for it is Invalid and he is told in his box', async () => {
    const pendingBefore = (await call(CHEUNG, 'POST', '/apply/record', {}, 0)).json().data.list as {
      applicationId: number;
      status: string;
      vehicleNos: string[];
    }[];
    const his = pendingBefore.find(
      (a) => a.status === 'PENDING_AUTHORIZATION' && a.vehicleNos.includes('HK2468'),
    )!;
    expect(his).toBeDefined();
    // She has looked at her vehicles once, so the portal holds HK2468 as hers until a synchronisation.
    expect((await call(LEE, 'GET', '/users/veh/list')).statusCode).toBe(200);

    expect((await transfer('HK2468', OWNER)).statusCode).toBe(200);
    await syncFinished(LEE);

    const after = (await call(CHEUNG, 'POST', '/apply/record', {}, 0)).json().data.list as {
      applicationId: number;
      status: string;
    }[];
    expect(after.find((a) => a.applicationId === his.applicationId)?.status).toBe('INVALID');
    const ownerSide = (await call(LEE, 'POST', '/auth/record', {})).json().data.list as {
      applicationId: number;
      status: string;
    }[];
    expect(ownerSide.find((a) => a.applicationId === his.applicationId)?.status).toBe('INVALID');
    const titles = await boxTitles(CHEUNG, 0);
    expect(titles.filter((title) => title.includes('HK2468'))).toHaveLength(1);
  });
});
