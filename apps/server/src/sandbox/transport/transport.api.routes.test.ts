import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRANSPORT_TOKEN } from '../../config.transport.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_TRANSPORT_API } from './transport.api.routes.ts';

// The sandbox Department's contract routes: the credential they take, and the contract's error shape.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { seedDemo: true });
});
afterAll(() => t.close());

const get = (path: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${SANDBOX_TRANSPORT_API}${path}`,
    headers: authorization ? { authorization } : {},
  });

describe('the sandbox Transport Department’s contract routes', () => {
  it.each([
    ['no credential', undefined],
    ['a wrong token', 'Bearer wrong-token-0123456789abcdef'],
    ['the token without its scheme', DEMO_TRANSPORT_TOKEN],
    ['the issuing system’s token', 'Bearer test-issuer-token-0123456789abcdef'],
  ])('when a call comes with %s, then it is refused with 401 in the contract’s shape', async (_, auth) => {
    const response = await get('/vehicles/AB1234', auth);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORISED' } });
  });

  it('when demo mode sets no TRANSPORT_TOKEN, then the demo token reads the register', async () => {
    const response = await get('/vehicles/AB1234', `Bearer ${DEMO_TRANSPORT_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().vehicle).toMatchObject({ registrationMark: 'AB1234', make: 'TOYOTA' });
  });

  it('when a call is not the contract’s, then it is refused with 400 in the contract’s shape, never a 500', async () => {
    const bearer = `Bearer ${DEMO_TRANSPORT_TOKEN}`;
    for (const response of [
      await get('/persons/abc', bearer),
      await get('/vehicles/AB%001234', bearer),
      await get('/vehicles/AB1234/owner?on=2026-02-30', bearer),
      await t.app.inject({
        method: 'POST',
        url: `${SANDBOX_TRANSPORT_API}/persons/lookup`,
        headers: { authorization: bearer },
        payload: { idNo: 'A1234563', extra: true },
      }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'INVALID_REQUEST' } });
    }
  });
});
