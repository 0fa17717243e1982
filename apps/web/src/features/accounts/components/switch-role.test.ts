import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on, type DialogRequest } from '../../../lib/event-bus.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { NO_PERMISSIONS } from '@eticket/domain/accounts/permissions';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { switchRole } from './switch-role.ts';
import type { RoleEntry } from './role-entry.ts';

const ADMIN: RoleEntry = {
  agentId: 9,
  agentRole: 'ORG_ADMIN',
  roleType: 'OAD',
  ownerName: 'HARBOUR',
  ownerId: '3',
  orgId: '3',
};
const AGENT: RoleEntry = {
  ...ADMIN,
  agentId: 5,
  agentRole: 'USER_AGENT',
  roleType: 'UAG',
  orgId: null,
  ownerId: 'u1',
};

const USER = {
  name: 'LAU',
  agentId: 9,
  agentRole: 'ORG_ADMIN',
  uid: 'u9',
  gender: 'F',
  driver: false,
  roleType: 'OAD',
  roleNum: 2,
  roleList: [AGENT, ADMIN],
  ownerName: 'HARBOUR',
  ownerId: '3',
  showSwitch: true,
  permissions: { ...NO_PERMISSIONS },
  time: '2026-11-22T00:00:00Z',
};

let api: ReturnType<typeof fakeApi>;
const UUID = '0b6c8a52-7a35-4c1c-9d36-1f0f9d1c5a11';
const USERS = 'rest/users/api/v1/publ';
let orgStatus = 'Y';
/** Where the challenge the server hands back stands (a fresh one by default). */
let challenge = { codeValidSeconds: 0, resendInSeconds: 0 };
const dialogs: DialogRequest[] = [];
let stopDialogs: () => void;

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  dialogs.length = 0;
  stopDialogs = on('dialog', (d) => dialogs.push(d));
  setSession('token', 'old');
  setSession('userInfo', {
    name: 'LAU',
    agentId: 0,
    roleType: 'EMPTY',
    driver: true,
    roleList: [AGENT, ADMIN],
  });
  api = fakeApi({
    [`POST ${USERS}/users/org/profile/check`]: () =>
      ok({ authStatus: orgStatus, contactMeansInd: 'E', email: 'f***', phoneNo: '' }),
    [`POST ${USERS}/users/token`]: ok({ changed: true, token: 'new', userInfo: USER }),
    'GET rest/param/api/v1/publ/role/management/lists': ok([{ roleType: 'OAD', ticket: true }]),
    [`POST ${USERS}/activate/org/info`]: () =>
      ok({
        uuid: UUID,
        orgId: '3',
        nameEng: 'HARBOUR',
        nameChi: '',
        contactMeansInd: 'E',
        email: 'f***@x.com',
        phoneNo: '',
        hasAdministrator: true,
        ...challenge,
      }),
    [`POST ${USERS}/activate/org/send`]: ok({
      uuid: UUID,
      display: 'f***@x.com',
      validSeconds: 600,
      resendAfterSeconds: 60,
    }),
    '* *': refuse('X', '', 404),
  });
});

afterEach(() => {
  challenge = { codeValidSeconds: 0, resendInSeconds: 0 };
  stopDialogs();
  vi.unstubAllGlobals();
});

const deps = () => ({ navigate: vi.fn(), reload: vi.fn() });

describe('switching role', () => {
  it('when the target is the current role, then nothing is asked of the server', async () => {
    const d = deps();
    await switchRole({ agentId: 0 }, d);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('when an authenticated administrator role is chosen, then the role switches, keeps the driver flag and list, and reloads', async () => {
    const d = deps();
    await switchRole(ADMIN, d);
    expect(String(api.fetch.mock.calls[0]![0])).toContain('org/profile/check');
    expect(getSession('token')).toBe('new');
    const info = getSession('userInfo')!;
    expect(info.roleType).toBe('OAD');
    expect(info.driver).toBe(true);
    expect((info.roleList as RoleEntry[]).map((r) => r.agentId)).toEqual([9, 5]);
    expect(getSession('permissions')?.ticket).toBe(true);
    expect(d.reload).toHaveBeenCalledOnce();
  });

  it('when the administrator must re-authenticate, then org_update_tip is confirmed, an OTP is sent and ReAuthOrg opens with the challenge alone in its address', async () => {
    orgStatus = 'N';
    const d = deps();
    await switchRole(ADMIN, d);
    expect(dialogs.map((x) => x.messageKey)).toEqual(['accounts:roles.org_update_tip']);
    expect(d.reload).not.toHaveBeenCalled();
    dialogs[0]!.onConfirm!();
    await vi.waitFor(() => expect(d.navigate).toHaveBeenCalledOnce());
    const to = new URL(d.navigate.mock.calls[0]![0] as string, 'http://x');
    expect(to.pathname).toBe('/home/register/reAuth-org');
    // No ids in the clear: the page asks the server for the rest by the challenge's uuid.
    expect([...to.searchParams.keys()]).toEqual(['uuid']);
    expect(to.searchParams.get('uuid')).toBe('0b6c8a52-7a35-4c1c-9d36-1f0f9d1c5a11');
    orgStatus = 'Y';
  });

  it('when the re-authentication is started again while the code sent is live, then nothing is sent and ReAuthOrg opens on that challenge', async () => {
    orgStatus = 'N';
    challenge = { codeValidSeconds: 211, resendInSeconds: 211 };
    const d = deps();
    await switchRole(ADMIN, d);
    dialogs[0]!.onConfirm!();
    await vi.waitFor(() => expect(d.navigate).toHaveBeenCalledOnce());
    const to = new URL(d.navigate.mock.calls[0]![0] as string, 'http://x');
    expect(to.pathname).toBe('/home/register/reAuth-org');
    expect(to.searchParams.get('uuid')).toBe('0b6c8a52-7a35-4c1c-9d36-1f0f9d1c5a11');
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('activate/org/send'))).toBe(false);
    orgStatus = 'Y';
  });

  it('when the challenge is fresh, then the code is sent before ReAuthOrg opens', async () => {
    orgStatus = 'N';
    const d = deps();
    await switchRole(ADMIN, d);
    dialogs[0]!.onConfirm!();
    await vi.waitFor(() => expect(d.navigate).toHaveBeenCalledOnce());
    expect(api.fetch.mock.calls.filter(([u]) => String(u).includes('activate/org/send'))).toHaveLength(1);
    orgStatus = 'Y';
  });

  it('when an agent role is chosen, then no org check is made', async () => {
    const d = deps();
    await switchRole(AGENT, d);
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('org/profile/check'))).toBe(false);
    expect(d.reload).toHaveBeenCalledOnce();
  });
});
