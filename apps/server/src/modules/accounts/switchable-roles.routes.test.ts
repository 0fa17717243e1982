import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { USERS, bearer, quickLogin } from '../../../test/identity-helpers.ts';

const OWNER = 'A1234563';
const AGENT = 'E5678907';
const ADMIN = 'F6789018';
const STAFF = 'G7890129';

describe('the agent and company accounts a caller may switch to', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token), payload });
  const list = async (kind: string, token: string) =>
    (await post(`/users/dsl/account/${kind}`, token)).json().data.list as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when an agent asks, then it gets its owner, masked, and no company', async () => {
    const { token } = await quickLogin(t.app, AGENT);
    const agents = await list('agent', token);
    expect(agents).toHaveLength(1);
    expect(agents[0]).toMatchObject({ roleType: 'UAG', agentRole: 'USER_AGENT', ownerName: 'CHAN T** M**' });
    expect(await list('company', token)).toEqual([]);
  });

  it('when a company administrator or staff asks, then it gets the company and no owner', async () => {
    for (const [idNo, roleType] of [
      [ADMIN, 'OAD'],
      [STAFF, 'OAG'],
    ] as const) {
      const { token } = await quickLogin(t.app, idNo);
      const companies = await list('company', token);
      expect(companies).toHaveLength(1);
      expect(companies[0]).toMatchObject({ roleType, ownerName: 'HARBOUR CITY LOGISTICS LIMITED' });
      expect(await list('agent', token)).toEqual([]);
    }
  });

  it('when the body names another user’s uid, then both answer 403', async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const adminUid = (await post('/users/user/profile', admin.token)).json().data.uid as string;
    const { token } = await quickLogin(t.app, OWNER);
    for (const kind of ['agent', 'company']) {
      const response = await post(`/users/dsl/account/${kind}`, token, { uid: adminUid });
      expect(response.statusCode, kind).toBe(403);
      expect(response.body).not.toContain('HARBOUR');
    }
  });
});
