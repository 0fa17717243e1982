import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditEvents } from '../audit/audit.table.ts';
import { USERS, bearer, lastOtp, quickLogin } from '../../../test/identity-helpers.ts';

const ADMIN = 'F6789018';
const STAFF = 'G7890129';
const OWNER = 'A1234563';
const COMPANY_EMAIL = 'fleet@harbourlogistics.example.com';

describe('unbinding an enterprise account and re-checking its contact (UnbindOtp, ReAuthOrg)', () => {
  let t: TestApp;
  const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `${USERS}/activate/org${url}`, headers: bearer(token), payload });
  const info = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${USERS}/users/user/profile`,
        headers: bearer(token),
        payload: {},
      })
    ).json().data;
  const adminRole = async () => {
    const admin = await quickLogin(t.app, ADMIN);
    const role = (await info(admin.token)).roleList[0] as { agentId: number; orgId: string };
    return { token: admin.token, agentId: role.agentId, orgId: role.orgId };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_MODE: 'demo' }, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('when the unbind or re-authentication page opens from its reference alone, then it shows the company and where the code went to its administrator only; ids never travel in the address', async () => {
    const { token, orgId, agentId } = await adminRole();
    const unbind = (await post('/unBindOrg/info', token, { orgId, agentId })).json().data.uuid as string;
    const reAuth = (await post('/otpSend/re-ecm/info', token, { orgId })).json().data.uuid as string;
    for (const [uuid, purpose] of [
      [unbind, 'UNBIND'],
      [reAuth, 'REAUTH'],
    ] as const) {
      const shown = await post('/otp/target', token, { uuid });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data).toMatchObject({
        uuid,
        purpose,
        agentId,
        ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
        contactMeansInd: 'E',
      });
      expect(shown.json().data.email).not.toContain(COMPANY_EMAIL.slice(0, 5));
      // The mailbox is hidden, its domain shown: the administrator knows which address to open.
      expect(shown.json().data.email).toBe('f****@harbourlogistics.example.com');
      // Another user holding the address learns nothing from it.
      for (const idNo of [STAFF, OWNER]) {
        const other = await quickLogin(t.app, idNo);
        const refused = await post('/otp/target', other.token, { uuid });
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('HARBOUR');
      }
    }
  });

  it('when the administrator answers the re-ecm OTP, then the company contact counts as checked (authStatus Y)', async () => {
    const { token, orgId } = await adminRole();
    const opened = await post('/otpSend/re-ecm/info', token, { orgId });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ orgId, contactMeansInd: 'E' });
    expect(opened.json().data.email).not.toContain(COMPANY_EMAIL.slice(0, 5));
    const { uuid } = opened.json().data;
    expect((await post('/otpSend/re-ecm', token, { uuid })).json().data.resendAfterSeconds).toBe(300);
    const otp = await lastOtp(t.app, COMPANY_EMAIL);
    expect((await post('/otpSend/re-ecm/valid', token, { uuid, otp })).json().data).toEqual({
      authStatus: 'Y',
    });
    const status = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/org/profile/check`,
      headers: bearer(token),
      payload: { uid: orgId },
    });
    expect(status.json().data.authStatus).toBe('Y');
  });

  it("when another user names the administrator's role, then unbinding and re-checking are refused (403)", async () => {
    const { orgId, agentId } = await adminRole();
    for (const idNo of [STAFF, OWNER]) {
      const other = await quickLogin(t.app, idNo);
      expect((await post('/unBindOrg/info', other.token, { orgId, agentId })).statusCode).toBe(403);
      expect((await post('/otpSend/re-ecm/info', other.token, { orgId })).statusCode).toBe(403);
    }
  });

  it("when the administrator names the staff member's role in the same company, then unbinding is refused", async () => {
    const { token, orgId } = await adminRole();
    const staff = await quickLogin(t.app, STAFF);
    const staffRole = (await info(staff.token)).roleList.find((r: { orgId?: string }) => r.orgId === orgId);
    expect(staffRole).toBeTruthy();
    const refused = await post('/unBindOrg/info', token, { orgId, agentId: staffRole.agentId });
    expect(refused.statusCode).toBe(403);
  });

  it('when a challenge opened by the administrator is answered by someone else, then it is not theirs to use', async () => {
    const { token, orgId, agentId } = await adminRole();
    const { uuid } = (await post('/unBindOrg/info', token, { orgId, agentId })).json().data;
    const staff = await quickLogin(t.app, STAFF);
    const stolen = await post('/unBindOrg-valid', staff.token, { uuid, otp: '123456' });
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect((await info(token)).roleNum).toBe(1);
  });

  it('when the administrator answers the unbind OTP, then a wrong code counts and the right one ends the role', async () => {
    const admin = await adminRole();
    const { orgId, agentId } = admin;
    // The administrator acts in the enterprise role when removing it.
    const switched = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/token`,
      headers: bearer(admin.token),
      payload: { agentId },
    });
    const token = switched.json().data.token as string;
    expect((await info(token)).agentId).toBe(agentId);
    const opened = (await post('/unBindOrg/info', token, { orgId, agentId })).json().data;
    expect((await post('/unBindOrg', token, { uuid: opened.uuid })).statusCode).toBe(200);
    const again = await post('/unBindOrg', token, { uuid: opened.uuid });
    expect(again.statusCode).toBe(429);
    const otp = await lastOtp(t.app, COMPANY_EMAIL);
    const wrong = otp === '000000' ? '111111' : '000000';
    const refused = await post('/unBindOrg-valid', token, { uuid: opened.uuid, otp: wrong });
    expect(refused.json().code).not.toBe('0');
    expect((await info(token)).roleNum).toBe(1);
    const done = await post('/unBindOrg-valid', token, { uuid: opened.uuid, otp });
    expect(done.json().data).toEqual({ unbound: true, agentId });
    // The session falls back to the personal role instead of refusing every request.
    expect(await info(token)).toMatchObject({ roleNum: 0, agentId: 0, agentRole: 'USER_PERSONAL' });
    expect((await post('/unBindOrg-valid', token, { uuid: opened.uuid, otp })).statusCode).not.toBe(200);
    // The audit trail: the refused code, the unbinding, the refused replay; one row each (after the refused
    // attempt of the other user in the test above).
    const rows = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'binding.company-unbind'))
      .orderBy(auditEvents.id);
    expect(rows.map((r) => r.outcome)).toEqual(['refused', 'refused', 'ok', 'refused']);
    expect(rows[2]).toMatchObject({ objectRef: `agent-role:${agentId}`, actorRole: 'ORG_ADMIN' });
  });
});
