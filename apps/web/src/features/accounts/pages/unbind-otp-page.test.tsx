import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PERMISSIONS } from '@eticket/domain/accounts/permissions';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
// Loaded with the test file (as render-app loads the route table): the page's first, lazy import is slow
// to transform and would otherwise count against the first test's waits.
import './unbind-otp-page.tsx';

const UUID = '1c6c2e6f-9b6f-4e5d-8c8f-1b2c3d4e5f60';
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
const ADMIN_ROLE = {
  agentId: 7,
  agentRole: 'ORG_ADMIN',
  roleType: 'OAD',
  ownerName: 'HARBOUR',
  ownerId: '1',
  orgId: '1',
};
const USER = {
  name: 'LAU MEI LING',
  agentId: 7,
  agentRole: 'ORG_ADMIN',
  uid: 'u1',
  gender: 'F',
  driver: false,
  roleType: 'OAD',
  roleNum: 1,
  roleList: [ADMIN_ROLE],
  ownerName: 'HARBOUR',
  ownerId: '1',
  showSwitch: true,
  permissions: { ...NO_PERMISSIONS },
  time: '2026-11-22T00:00:00Z',
};
/** What …/otp/target answers for the challenge in the address (null: not one of this user's). */
const UNBIND_TARGET = {
  uuid: UUID,
  orgId: '1',
  purpose: 'UNBIND',
  agentId: 7,
  ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
  contactMeansInd: 'E',
  email: 'f***@x.example',
  phoneNo: '-',
};
let target: object | null = UNBIND_TARGET;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(path));

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'admin-token');
  setSession('userInfo', { ...USER, permissions: undefined } as never);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('activate/org/otp/target'))
      return target === null
        ? Response.json({ code: 'NOT_FOUND', message: 'Not found', data: null }, { status: 404 })
        : ok(target);
    if (path.includes('unBindOrg/info'))
      return ok({ uuid: UUID, orgId: '1', contactMeansInd: 'E', email: 'f***@x.example', phoneNo: '-' });
    if (path.includes('unBindOrg-valid')) return ok({ unbound: true, agentId: 7 });
    if (path.includes('unBindOrg'))
      return ok({ uuid: UUID, display: 'f***@x.example', validSeconds: 300, resendAfterSeconds: 300 });
    if (path.includes('users/token')) return ok({ token: 'personal-token', userInfo: USER });
    if (path.includes('users/user/profile'))
      return ok({
        ...USER,
        agentId: 0,
        agentRole: 'USER_PERSONAL',
        roleType: 'EMPTY',
        roleNum: 0,
        roleList: [],
      });
    if (path.includes('role/management/lists')) return ok([]);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  target = UNBIND_TARGET;
});

describe('removing an enterprise account (UnbindOtp)', () => {
  it('when the administrator opens the page by its challenge alone and confirms with the code, then the role is removed and the personal role takes over', async () => {
    const router = renderApp(`/my-account/unbind/otp?uuid=${UUID}`);
    // What the page shows comes from the server, asked by the challenge alone.
    await screen.findByText('Enterprise account: HARBOUR CITY LOGISTICS LIMITED');
    expect(screen.getByText(/will be sent to f\*\*\*@x\.example/)).toBeTruthy();
    expect(JSON.parse(String(callsTo('otp/target')[0]![1]!.body))).toEqual({ uuid: UUID });
    expect([...new URLSearchParams(router.state.location.search).keys()]).toEqual(['uuid']);
    fireEvent.click(screen.getByRole('button', { name: 'Send one-time password' }));
    await screen.findByText('A one-time password has been sent to f***@x.example.');
    expect(JSON.parse(String(callsTo('activate/org/unBindOrg')[0]![1]!.body))).toEqual({ uuid: UUID });
    expect(callsTo('unBindOrg/info')).toEqual([]);
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove enterprise account' }));
    await screen.findByText('The enterprise account has been removed from your login.');
    expect(JSON.parse(String(callsTo('unBindOrg-valid')[0]![1]!.body))).toEqual({
      uuid: UUID,
      otp: '246810',
    });
    // The removed role was the acting one: the switch names the personal role in its header.
    const switchCall = callsTo('users/token')[0]!;
    expect(new Headers(switchCall[1]!.headers).get('agentId')).toBe('0');
    await waitFor(() => expect(getSession('userInfo')?.agentId).toBe(0));
    expect(getSession('token')).toBe('personal-token');
  });

  it('when the page is opened without an enterprise account, then it says so and sends nothing', async () => {
    renderApp('/my-account/unbind/otp');
    expect((await screen.findByRole('alert')).textContent).toMatch(/enterprise account chosen in My account/);
    expect(callsTo('unBindOrg').length).toBe(0);
    expect(callsTo('otp/target').length).toBe(0);
  });

  it.each([
    ["a challenge that is not the user's own", null],
    ['a re-authentication challenge', { ...UNBIND_TARGET, purpose: 'REAUTH' }],
  ])('when the address names %s, then it says so and offers no code', async (_, answer) => {
    target = answer;
    renderApp(`/my-account/unbind/otp?uuid=${UUID}`);
    expect((await screen.findByRole('alert')).textContent).toMatch(/enterprise account chosen in My account/);
    expect(screen.queryByRole('button', { name: 'Send one-time password' })).toBeNull();
    expect(screen.queryByText(/HARBOUR CITY LOGISTICS/)).toBeNull();
    expect(callsTo('unBindOrg').length).toBe(0);
  });
});
