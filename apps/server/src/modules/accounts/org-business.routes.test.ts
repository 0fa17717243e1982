import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, lastOtp, quickLogin } from '../../../test/identity-helpers.ts';

const OWNER = 'A1234563';
const ADMIN = 'F6789018';
const STAFF = 'G7890129';
const COMPANY_EMAIL = 'fleet@harbourlogistics.example.com';

describe('enterprise activation for a company named by its business id', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token), payload });
  const orgIdOf = async (token: string) =>
    (await post('/users/user/profile', token)).json().data.roleList[0].orgId as string;

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when the administrator goes through info, send, interval and activate, then it is confirmed again', async () => {
    const { token } = await quickLogin(t.app, ADMIN);
    const orgId = await orgIdOf(token);
    const opened = (await post(`/activate/org/info/${orgId}`, token)).json().data;
    expect(opened).toMatchObject({ orgId, nameEng: 'HARBOUR CITY LOGISTICS LIMITED', contactMeansInd: 'E' });
    expect(opened.email).not.toBe(COMPANY_EMAIL);
    expect((await post(`/activate/org/send/${orgId}`, token, { uuid: opened.uuid })).statusCode).toBe(200);
    const wait = await post(`/activate/org/otp/interval/${orgId}`, token, { uuid: opened.uuid });
    expect(wait.statusCode).toBe(200);
    const otp = await lastOtp(t.app, COMPANY_EMAIL);
    const activated = await post(`/activate/org/activate/${orgId}`, token, { uuid: opened.uuid, otp });
    expect(activated.json().data).toMatchObject({ roleType: 'OAD', orgId });
    expect((await post('/users/org/profile/check', token, { uid: orgId })).json().data.authStatus).toBe('Y');
  });

  it('when staff, another user or a made-up id names the company, then every step answers 403', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const orgId = await orgIdOf(admin.token);
    const opened = (await post(`/activate/org/info/${orgId}`, admin.token)).json().data;
    const staff = await quickLogin(t.app, STAFF);
    const owner = await quickLogin(t.app, OWNER);
    for (const [token, id] of [
      [staff.token, orgId],
      [owner.token, orgId],
      [admin.token, '999999'],
    ] as const) {
      expect((await post(`/activate/org/info/${id}`, token)).statusCode).toBe(403);
      for (const step of ['send', 'otp/interval']) {
        expect((await post(`/activate/org/${step}/${id}`, token, { uuid: opened.uuid })).statusCode).toBe(
          403,
        );
      }
      const activate = await post(`/activate/org/activate/${id}`, token, {
        uuid: opened.uuid,
        otp: '123456',
      });
      expect(activate.statusCode).toBe(403);
    }
  });

  it('when a challenge was opened by someone else, then the administrator cannot use it', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const orgId = await orgIdOf(admin.token);
    const owner = await quickLogin(t.app, OWNER);
    const foreign = (
      await post('/activate/org/info', owner.token, { docType: 'B', docNo: '31234567' })
    ).json().data;
    const response = await post(`/activate/org/send/${orgId}`, admin.token, { uuid: foreign.uuid });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IDN-E-0104');
  });

  it('when the business id is not a number, then the request is refused as invalid', async () => {
    const { token } = await quickLogin(t.app, ADMIN);
    expect((await post('/activate/org/info/abc', token)).statusCode).toBe(400);
  });
});

describe('verifying a company document before activation', () => {
  let t: TestApp;
  const verify = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/activate/org/verifyCompany`,
      headers: bearer(token),
      payload,
    });

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when a user names a known company, then it gets the names and no OTP is sent', async () => {
    const { token } = await quickLogin(t.app, OWNER);
    const response = await verify(token, { docType: 'B', docNo: '31234567' });
    expect(response.json().data).toEqual({
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      nameChi: expect.any(String),
    });
    const outbox = await t.app.inject({
      url: `/sandbox/outbox?format=json&recipient=${encodeURIComponent(COMPANY_EMAIL)}`,
    });
    expect(outbox.body).not.toMatch(/\d{6}/);
  });

  it('when the document is unknown or the caller already administers it, then each says so', async () => {
    const owner = await quickLogin(t.app, OWNER);
    expect((await verify(owner.token, { docType: 'B', docNo: '99999999' })).json().code).toBe('ACC-E-0003');
    const admin = await quickLogin(t.app, ADMIN);
    expect((await verify(admin.token, { docType: 'B', docNo: '31234567' })).json().code).toBe('ACC-E-0001');
    expect((await verify(admin.token, { docType: 'Z', docNo: '31234567' })).statusCode).toBe(400);
  });
});
