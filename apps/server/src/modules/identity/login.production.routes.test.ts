import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { IAMS, PRODUCTION_ENV, RETURN_PATH, USERS } from '../../../test/identity-helpers.ts';

describe('login in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(PRODUCTION_ENV, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when the quick test login is called, then it does not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${USERS}/login/token-tmp`,
      payload: { idNo: 'A1234563' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('when the dev SSO address is called, then it does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${USERS}/sso/url-tmp?redirectUri=${encodeURIComponent(RETURN_PATH)}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('when the sandboxes are off, then their pages and the outbox do not exist and login says unavailable', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/outbox?format=json' })).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/iamsmart/authorize' });
    expect(page.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'GET',
      url: `${IAMS}/login?redirectURI=${encodeURIComponent(RETURN_PATH)}`,
    });
    expect(login.statusCode).toBe(503);
    expect(login.json().code).toBe('IDN-E-0008');
  });
});
