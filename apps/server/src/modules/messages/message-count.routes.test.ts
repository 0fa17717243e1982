import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { messages } from './messages.table.ts';

const COUNT_URL = '/rest/notification/api/v1/publ/message/count';
const DAY = 86_400_000;

describe('the unread message count (the header dot)', () => {
  let t: TestApp;
  const countOf = async (token: string, agentRole = '', agentId?: number) =>
    t.app.inject({
      method: 'GET',
      url: `${COUNT_URL}?agentRole=${agentRole}`,
      headers: bearer(token, agentId),
    });
  const userIdOf = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/rest/users/api/v1/publ/users/user/profile',
        headers: bearer(token),
        payload: {},
      })
    ).json().data.uid as string;

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when nobody is logged in, then the count is refused with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: COUNT_URL });
    expect(response.statusCode).toBe(401);
  });

  it('when the box holds unread, read and expired messages, then only the unread ones of the last 60 days count', async () => {
    const owner = await quickLogin(t.app, 'A1234563');
    const other = await quickLogin(t.app, 'B2345674');
    const uid = await userIdOf(owner.token);
    const before = (await countOf(owner.token)).json().data.count as number;
    const otherBefore = (await countOf(other.token)).json().data.count as number;
    const now = Date.now();
    const base = { userId: uid, language: 'en', category: 'TICKET', title: 't', body: 'b' };
    await t.database.db.insert(messages).values([
      { ...base, createdAt: new Date(now - DAY) },
      { ...base, createdAt: new Date(now - 2 * DAY) },
      { ...base, createdAt: new Date(now - DAY), readAt: new Date(now) },
      { ...base, createdAt: new Date(now - 61 * DAY) },
    ]);
    expect((await countOf(owner.token)).json().data).toEqual({ count: before + 2, capped: false });
    expect((await countOf(other.token)).json().data).toEqual({ count: otherBefore, capped: false });
  });

  it('when the role named is not one of the listed ones, then the request is refused as invalid', async () => {
    const owner = await quickLogin(t.app, 'A1234563');
    expect((await countOf(owner.token, 'SOMEONE_ELSE')).statusCode).toBe(400);
  });
});
