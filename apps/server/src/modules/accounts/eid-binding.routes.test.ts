import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, loginThrough } from '../../../test/identity-helpers.ts';

describe('the e-ID binding of the caller’s account', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when the account was opened by iAM Smart, then it is bound, since that login', async () => {
    const before = Date.now();
    const { token } = await loginThrough(t.app, 'IAMSMART', 'A1234563');
    const data = (await post('/users/account/eid', token)).json().data;
    expect(data.eidBound).toBe('Y');
    expect(Date.parse(data.boundAt)).toBeGreaterThanOrEqual(before - 60_000);
  });

  it('when the account was opened by DSL only, then it is not bound', async () => {
    const { token } = await loginThrough(t.app, 'DSL', 'dsl-level2');
    const response = await post('/users/account/eid', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ eidBound: 'N', boundAt: null });
  });

  it('when the body names another user’s uid, then the answer is 403 and says nothing of that user', async () => {
    const owner = await loginThrough(t.app, 'IAMSMART', 'A1234563');
    const ownerUid = (await post('/users/user/profile', owner.token)).json().data.uid as string;
    const { token } = await loginThrough(t.app, 'DSL', 'dsl-level1');
    const response = await post('/users/account/eid', token, { uid: ownerUid });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('AUTH-E-0403');
    expect(response.body).not.toContain('eidBound');
  });
});

describe('the e-ID binding of a company, asked without a session', () => {
  let t: TestApp;
  const ask = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `${USERS}/users/account/company/eid`, payload });

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when a real company and a made-up one are asked about, then the answers are identical', async () => {
    const real = await ask({ docType: 'B', docNo: '31234567' });
    const madeUp = await ask({ docType: 'B', docNo: '99999999' });
    expect(real.statusCode).toBe(200);
    expect(real.json().data).toEqual({ eidBound: 'N', via: 'ADMINISTRATOR' });
    expect(madeUp.body).toBe(real.body);
    expect(real.body).not.toContain('HARBOUR');
  });

  it('when the document is malformed, then the body is refused as invalid', async () => {
    expect((await ask({ docType: 'X', docNo: '31234567' })).statusCode).toBe(400);
    expect((await ask({ docType: 'B', docNo: '<script>' })).statusCode).toBe(400);
  });
});
