import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, quickLogin } from '../../../test/identity-helpers.ts';

const OWNER = 'A1234563';
const AGENT = 'E5678907';
const ADMIN = 'F6789018';
const STAFF = 'G7890129';

describe('the account endpoints, always scoped to the caller', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: Record<string, unknown> = {}, agentId?: number) =>
    t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token, agentId), payload });
  const info = async (token: string, agentId?: number) =>
    (await post('/users/user/profile', token, {}, agentId)).json().data;

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when an agent reads its current user info, then it lists its role for the owner, masked', async () => {
    const owner = await quickLogin(t.app, OWNER);
    const ownerUid = (await info(owner.token)).uid;
    const { token } = await quickLogin(t.app, AGENT);
    const me = await info(token);
    // The caller's own name in full (the header shows it); the owner's name in the role list stays masked.
    expect(me.name).toBe('CHEUNG CHI KEUNG');
    expect(me.ownerName).toBe('CHEUNG CHI KEUNG');
    expect(me).toMatchObject({
      agentId: 0,
      agentRole: 'USER_PERSONAL',
      roleType: 'D',
      driver: true,
      roleNum: 1,
      showSwitch: true,
    });
    expect(me.roleList[0]).toMatchObject({
      agentRole: 'USER_AGENT',
      roleType: 'UAG',
      ownerName: 'CHAN T** M**',
      ownerId: ownerUid,
      orgId: null,
    });
  });

  it('when the e-contact is read, then it is the caller’s own and masked', async () => {
    const { token } = await quickLogin(t.app, AGENT);
    const response = await post('/users/eContact', token);
    expect(response.json().data).toMatchObject({
      contactMeansInd: 'M',
      phoneNo: '53****89',
      display: '53****89',
      idNo: 'E567****',
      email: '-',
    });
  });

  it('when a body names another user’s uid, then profile, info, e-contact, alert status and read flag answer 403', async () => {
    const owner = await quickLogin(t.app, OWNER);
    const ownerUid = (await info(owner.token)).uid;
    const { token } = await quickLogin(t.app, AGENT);
    for (const url of [
      '/users/profile',
      '/users/user/profile',
      '/users/eContact',
      '/users/user/alertStatus',
      '/users/blankAccount/readFlag',
    ]) {
      const response = await post(url, token, { uid: ownerUid });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('AUTH-E-0403');
    }
  });

  it('when a company id is not one of the caller’s, then org e-contact and org status answer 403, existing or not', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const orgId = (await info(admin.token)).roleList[0].orgId as string;
    const own = await post('/users/org/eContact', admin.token, { ownerId: orgId });
    expect(own.json().data).toMatchObject({
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      contactMeansInd: 'E',
      docNo: '3123****',
    });
    const owner = await quickLogin(t.app, OWNER);
    for (const ownerId of [orgId, '999999']) {
      expect((await post('/users/org/eContact', owner.token, { ownerId })).statusCode).toBe(403);
      expect((await post('/users/org/profile/check', owner.token, { uid: ownerId })).statusCode).toBe(403);
    }
    const staff = await quickLogin(t.app, STAFF);
    const status = await post('/users/org/profile/check', staff.token, { uid: orgId });
    expect(status.json().data).toMatchObject({ authStatus: 'N', contactMeansInd: 'E' });
  });

  it('when a role is switched to, then the session acts in it until switched back; the same role changes nothing', async () => {
    const { token } = await quickLogin(t.app, AGENT);
    const uag = (await info(token)).roleList[0].agentId as number;
    const same = (await post('/users/token', token, { agentId: 0 })).json().data;
    expect(same).toMatchObject({ changed: false, token: null });
    const switched = (await post('/users/token', token, { agentId: uag })).json().data;
    expect(switched).toMatchObject({
      changed: true,
      userInfo: { agentId: uag, agentRole: 'USER_AGENT', roleType: 'UAG' },
    });
    expect(switched.userInfo.ownerName).toBe('CHAN T** M**');
    // Without an agentId header, the session's role applies; an explicit 0 is the personal role.
    expect((await info(switched.token)).agentRole).toBe('USER_AGENT');
    expect((await info(switched.token, 0)).agentRole).toBe('USER_PERSONAL');
    const back = (await post('/users/token', switched.token, { agentId: 0 })).json().data;
    expect(back.userInfo.agentRole).toBe('USER_PERSONAL');
    expect((await info(back.token)).agentRole).toBe('USER_PERSONAL');
  });

  it('when a user switches to a role it does not hold, then the answer is 403 and nothing changes', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const oad = (await info(admin.token)).roleList[0].agentId as number;
    const { token } = await quickLogin(t.app, AGENT);
    const response = await post('/users/token', token, { agentId: oad });
    expect(response.statusCode).toBe(403);
    expect((await info(token)).agentRole).toBe('USER_PERSONAL');
  });

  it('when a company administrator acts in the OAD role, then the owner shown is the company', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const oad = (await info(admin.token)).roleList[0].agentId as number;
    const me = await info(admin.token, oad);
    expect(me).toMatchObject({
      agentRole: 'ORG_ADMIN',
      roleType: 'OAD',
      ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
    });
    expect(me.permissions.fleetManagement).toBe(true);
  });

  it('when a blank-account user ticks "no more prompts", then the read flag is kept for that user', async () => {
    const { token } = await quickLogin(t.app, OWNER);
    const uid = (await info(token)).uid;
    const before = (await post('/users/user/alertStatus', token)).json().data;
    expect(before).toEqual({ blankAccount: 'N', alertStatus: null, blankAccountReadFlag: 'N' });
    const after = (await post('/users/blankAccount/readFlag', token, { uid })).json().data;
    expect(after.blankAccountReadFlag).toBe('Y');
  });
});
