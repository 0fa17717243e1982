import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { RETURN_PATH, USERS, bearer, loginThrough, quickLogin } from '../../../test/identity-helpers.ts';

describe('the caller’s own SSO session and registration: blankAccount/login, auth-type, continueRegister', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const post = (path: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${USERS}${path}`, headers: bearer(token), payload });
  const continueRegister = (token: string, uuid?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${USERS}/sso/continueRegister${uuid ? `?uuid=${uuid}` : ''}`,
      headers: bearer(token),
    });
  const uidOf = async (token: string) => (await post('/users/user/profile', token)).json().data.uid as string;

  it('when a DSL login without a record asks for its blank account, then it gets its own name in full and the dialog to show', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level2');
    const response = await post('/sso/blankAccount/login', dsl.token, { uid: await uidOf(dsl.token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      uid: await uidOf(dsl.token),
      name: 'SANTOS Maria',
      authType: 'DSL',
      ssoLevel: 1,
      blankAccount: 'Y',
      alertStatus: '1',
    });
  });

  it('when blankAccount/login names another user’s uid, then it is refused with 403', async () => {
    const mine = await loginThrough(t.app, 'DSL', 'dsl-level3', '2');
    const other = await loginThrough(t.app, 'DSL', 'dsl-level4', '2');
    const response = await post('/sso/blankAccount/login', mine.token, { uid: await uidOf(other.token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('AUTH-E-0403');
  });

  it('when an account with a record asks for a blank account, then it is told, in traditional Chinese, it is already linked', async () => {
    const owner = await loginThrough(t.app, 'IAMSMART', 'HKID A1234563');
    const response = await t.app.inject({
      method: 'POST',
      url: `${USERS}/sso/blankAccount/login`,
      headers: { ...bearer(owner.token), 'accept-language': 'zh-HK' },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'IDN-E-0109', message: '你的帳戶已連結身份紀錄。' });
  });

  it('when a DSL ID-card login without a record asks its auth type, then ID authentication is needed', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level4', '2');
    const response = await post('/sso/auth-type', dsl.token);
    expect(response.json().data).toEqual({
      authType: 'DSL',
      ssoLevel: 2,
      blankAccount: 'Y',
      idAuthNeeded: 'Y',
    });
  });

  it('when an iAM Smart holder with a record asks its auth type, then no ID authentication is needed', async () => {
    const holder = await loginThrough(t.app, 'IAMSMART', 'HKID B2345674');
    const response = await post('/sso/auth-type', holder.token, { uid: await uidOf(holder.token) });
    expect(response.json().data).toMatchObject({
      authType: 'IAMSMART',
      blankAccount: 'N',
      idAuthNeeded: 'N',
    });
  });

  it('when auth-type names another user’s uid, then it is refused with 403', async () => {
    const mine = await quickLogin(t.app, 'C3456785');
    const other = await quickLogin(t.app, 'D4567896');
    const response = await post('/sso/auth-type', mine.token, { uid: await uidOf(other.token) });
    expect(response.statusCode).toBe(403);
  });

  it('when a registration is interrupted after step 1, then continueRegister resumes at the OTP with the contact masked', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level1');
    expect((await continueRegister(dsl.token)).json().data).toMatchObject({ step: 'ID_INFO', uuid: null });
    const info = await post('/sso/valid-info', dsl.token, { idType: 'HKID', idNo: 'D4567896' });
    expect(info.statusCode, info.body).toBe(200);
    const uuid = info.json().data.uuid as string;
    const before = (await continueRegister(dsl.token)).json().data;
    expect(before).toEqual({
      step: 'OTP',
      uuid,
      contactMeansInd: 'E',
      email: info.json().data.email,
      phoneNo: '-',
      name: info.json().data.name,
      resendInSeconds: 0,
    });
    expect(before.email).not.toContain('wingkei.ho@example.com');
    expect(before.name).not.toBe('HO WING KEI');
    await post('/sso/otp-send', dsl.token, { uuid });
    const after = (await continueRegister(dsl.token, uuid)).json().data;
    expect(after.step).toBe('OTP');
    expect(after.resendInSeconds).toBeGreaterThan(0);
  });

  it('when continueRegister names another user’s registration, then it is refused with 403 and shows nothing', async () => {
    const owner = await loginThrough(t.app, 'DSL', 'dsl-level2');
    const info = await post('/sso/valid-info', owner.token, { idType: 'HKID', idNo: 'G7890129' });
    const theirs = info.json().data.uuid as string;
    const stranger = await loginThrough(t.app, 'DSL', 'dsl-level3');
    const response = await continueRegister(stranger.token, theirs);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('AUTH-E-0403');
    expect(response.body).not.toContain('NG');
    // Without a uuid the stranger sees only its own (empty) registration.
    expect((await continueRegister(stranger.token)).json().data.step).toBe('ID_INFO');
  });

  it('when an iAM Smart round trip is under way, then continueRegister says so', async () => {
    const dsl = await loginThrough(t.app, 'DSL', 'dsl-level4');
    const started = await post('/sso/iamSmart/login', dsl.token, { redirectURI: RETURN_PATH });
    expect(started.statusCode, started.body).toBe(200);
    expect((await continueRegister(dsl.token)).json().data).toMatchObject({ step: 'IAMSMART', uuid: null });
  });

  it('when the account has a record, then continueRegister answers that registration is done', async () => {
    const owner = await quickLogin(t.app, 'F6789018');
    expect((await continueRegister(owner.token)).json().data).toMatchObject({ step: 'DONE', uuid: null });
  });
});
