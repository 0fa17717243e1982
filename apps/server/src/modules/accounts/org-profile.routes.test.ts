import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, quickLogin } from '../../../test/identity-helpers.ts';

const OWNER = 'A1234563';
const ADMIN = 'F6789018';
const STAFF = 'G7890129';

describe('the company profile of the acting enterprise role', () => {
  let t: TestApp;
  const post = (token: string, payload: Record<string, unknown> = {}, agentId?: number) =>
    t.app.inject({
      method: 'POST',
      url: `${USERS}/users/org/profile`,
      headers: bearer(token, agentId),
      payload,
    });
  const firstRole = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${USERS}/users/user/profile`,
        headers: bearer(token),
        payload: {},
      })
    ).json().data.roleList[0] as { agentId: number; orgId: string };

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when an administrator acts for the company, then the profile shows its name, masked document and contact', async () => {
    const { token } = await quickLogin(t.app, ADMIN);
    const role = await firstRole(token);
    const response = await post(token, {}, role.agentId);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      orgId: role.orgId,
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      docType: 'B',
      docNo: '3123****',
      contactMeansInd: 'E',
      roleType: 'OAD',
    });
    expect(data.email).not.toContain('fleet@');
    expect(data.display).toBe(data.email);
    expect((await post(token, { orgId: role.orgId }, role.agentId)).statusCode).toBe(200);
  });

  it('when staff act for the company, then they see the same company as staff', async () => {
    const { token } = await quickLogin(t.app, STAFF);
    const role = await firstRole(token);
    const data = (await post(token, {}, role.agentId)).json().data;
    expect(data).toMatchObject({
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      roleType: 'OAG',
      docNo: '3123****',
    });
  });

  it('when the caller acts personally or names another company, then the answer is 403', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const role = await firstRole(admin.token);
    const personal = await post(admin.token, {}, 0);
    expect(personal.statusCode).toBe(403);
    expect(personal.json().code).toBe('AUTH-E-0403');
    expect((await post(admin.token, { orgId: '999999' }, role.agentId)).statusCode).toBe(403);
    const owner = await quickLogin(t.app, OWNER);
    expect((await post(owner.token, { orgId: role.orgId })).statusCode).toBe(403);
    // Another user's role id in the agentId header is refused by the guard itself.
    expect((await post(owner.token, {}, role.agentId)).statusCode).toBe(403);
  });

  it('when the orgId is not a company id, then the body is refused as invalid', async () => {
    const { token } = await quickLogin(t.app, ADMIN);
    const role = await firstRole(token);
    expect((await post(token, { orgId: 'x;1' }, role.agentId)).statusCode).toBe(400);
  });
});
