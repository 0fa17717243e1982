import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, lastOtp, quickLogin } from '../../../test/identity-helpers.ts';

const OWNER = 'A1234563';
const ADMIN = 'F6789018';
const STAFF = 'G7890129';
const COMPANY_EMAIL = 'fleet@harbourlogistics.example.com';
const BY_DOC = { docType: 'B', docNo: '31234567' };

describe('enterprise activation and administrator re-authentication', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token), payload });
  const info = async (token: string) => (await post('/users/user/profile', token)).json().data;

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when the administrator passes an OTP to the company contact, then authStatus turns from N to Y', async () => {
    const { token } = await quickLogin(t.app, ADMIN);
    const orgId = (await info(token)).roleList[0].orgId as string;
    expect((await post('/users/org/profile/check', token, { uid: orgId })).json().data.authStatus).toBe('N');
    const opened = (await post('/activate/org/info', token, { orgId })).json().data;
    expect(opened).toMatchObject({
      orgId,
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      contactMeansInd: 'E',
      hasAdministrator: false,
    });
    expect((await post('/activate/org/send', token, { uuid: opened.uuid })).statusCode).toBe(200);
    const otp = await lastOtp(t.app, COMPANY_EMAIL);
    const checked = await post('/activate/org/otp/check', token, { uuid: opened.uuid, otp });
    expect(checked.json().data).toEqual({ authStatus: 'Y' });
    expect((await post('/users/org/profile/check', token, { uid: orgId })).json().data.authStatus).toBe('Y');
  });

  it('when the administrator starts re-authenticating again while the code sent is live, then the same challenge comes back and its code still passes', async () => {
    const { token } = await quickLogin(t.app, ADMIN);
    const orgId = (await info(token)).roleList[0].orgId as string;
    const first = (await post('/activate/org/info', token, { orgId })).json().data;
    expect(first).toMatchObject({ codeValidSeconds: 0, resendInSeconds: 0 });
    expect((await post('/activate/org/send', token, { uuid: first.uuid })).statusCode).toBe(200);
    const otp = await lastOtp(t.app, COMPANY_EMAIL);
    // The user leaves the OTP page and starts again: no new code can be sent yet, the one sent is live.
    const again = (await post('/activate/org/info', token, { orgId })).json().data;
    expect(again.uuid).toBe(first.uuid);
    expect(again.codeValidSeconds).toBeGreaterThan(200);
    expect(again.resendInSeconds).toBeGreaterThan(200);
    const checked = await post('/activate/org/otp/check', token, { uuid: again.uuid, otp });
    expect(checked.json().data).toEqual({ authStatus: 'Y' });
  });

  it('when someone who is not its administrator names the org to re-authenticate, then the answer is 403', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const orgId = (await info(admin.token)).roleList[0].orgId as string;
    const staff = await quickLogin(t.app, STAFF);
    expect((await post('/activate/org/info', staff.token, { orgId })).statusCode).toBe(403);
  });

  it('when the administrator activates its own company again, or a document is unknown, then each says so', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    expect((await post('/activate/org/info', admin.token, BY_DOC)).json().code).toBe('ACC-E-0001');
    expect(
      (await post('/activate/org/info', admin.token, { docType: 'B', docNo: '99999999' })).json().code,
    ).toBe('ACC-E-0003');
  });

  it('when a user activates a company that has an administrator, then it replaces the administrator only on confirmation', async () => {
    const owner = await quickLogin(t.app, OWNER);
    const opened = (await post('/activate/org/info', owner.token, BY_DOC)).json().data;
    expect(opened.hasAdministrator).toBe(true);
    // Another OTP to the same contact must wait for the interval; the interval endpoint says how long.
    const wait = (await post('/activate/org/otp/interval', owner.token, { uuid: opened.uuid })).json().data;
    expect(wait.remainingSeconds).toBe(0);
    await post('/activate/org/send', owner.token, { uuid: opened.uuid });
    const otp = await lastOtp(t.app, COMPANY_EMAIL);
    const refused = await post('/activate/org/activate', owner.token, { uuid: opened.uuid, otp });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ACC-E-0002');
    const done = await post('/activate/org/activate', owner.token, {
      uuid: opened.uuid,
      otp,
      confirmReplace: true,
    });
    expect(done.json().data).toMatchObject({ roleType: 'OAD', orgId: opened.orgId });
    const roles = (await info(owner.token)).roleList;
    expect(roles[0]).toMatchObject({ agentRole: 'ORG_ADMIN', orgId: opened.orgId });
    const admin = await quickLogin(t.app, ADMIN);
    expect((await info(admin.token)).roleNum).toBe(0);
    expect(
      (await post('/users/org/profile/check', owner.token, { uid: opened.orgId })).json().data.authStatus,
    ).toBe('Y');
  });
});
