import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { NO_PERMISSIONS } from '@eticket/domain/accounts/permissions';
import { browserLocation } from '../../../lib/browser-location.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
// Loaded with the test file (as render-app loads the route table): the page's first, lazy import is slow
// to transform and would otherwise count against the first test's waits.
import './re-auth-org-page.tsx';

const UUID = '3e8e4071-bd81-4a7f-8ea1-3d4e5f6a7b82';
const COMPANY = {
  agentId: 7,
  agentRole: 'ORG_ADMIN',
  roleType: 'OAD',
  ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
  ownerId: '1',
  orgId: '1',
} as const;
/** The user as the server answers once she acts for the company. */
const ACTING = {
  name: 'LAU MEI LING',
  agentId: 7,
  agentRole: 'ORG_ADMIN',
  uid: 'u6',
  gender: 'F',
  driver: false,
  roleType: 'OAD',
  roleNum: 1,
  roleList: [COMPANY],
  ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
  ownerId: '1',
  showSwitch: true,
  permissions: { ...NO_PERMISSIONS, ticket: true },
  time: '2026-11-22T00:00:00Z',
};
/** What …/otp/target answers for the challenge in the address (null: not one of this user's). */
const REAUTH_TARGET = {
  uuid: UUID,
  orgId: '1',
  purpose: 'REAUTH',
  agentId: 7,
  ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
  contactMeansInd: 'E',
  email: 'f***@harbour.example',
  phoneNo: '-',
};
let target: object | null = REAUTH_TARGET;
let switchRefused = false;
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(path)).map(([, i]) => JSON.parse(String(i!.body)));

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'admin-token');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('otp/target'))
      return target === null
        ? Response.json({ code: 'NOT_FOUND', message: 'Not found', data: null }, { status: 404 })
        : ok(target);
    if (path.includes('otp/interval')) return ok({ remainingSeconds: 240 });
    if (path.includes('otp/check')) return ok({ authStatus: 'Y' });
    if (path.includes('users/token'))
      return switchRefused
        ? Response.json({ code: 'AUTH-E-0001', message: 'Refused', data: null }, { status: 403 })
        : ok({ changed: true, token: 'company-token', userInfo: ACTING });
    if (path.includes('users/user/profile')) return ok(ACTING);
    if (path.includes('role/management/lists')) return ok([{ roleType: 'OAD', ticket: true }]);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  target = REAUTH_TARGET;
  switchRefused = false;
});

describe('re-authenticating a company administrator (ReAuthOrg)', () => {
  // The address carries the challenge alone (spec: the query is encoded); the rest is the server's answer.
  const PAGE = `/home/register/reAuth-org?uuid=${UUID}`;

  async function answerCode(router: ReturnType<typeof renderApp>) {
    await screen.findByRole('heading', {
      name: 'Authenticate again as administrator of HARBOUR CITY LOGISTICS LIMITED',
    });
    // The code was sent before the page opened: no second send until the interval has passed.
    await screen.findByText('A one-time password has been sent to f***@harbour.example.');
    expect(screen.getByRole('button', { name: 'Resend' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can ask for a new password in 4 minutes.')).toBeTruthy();
    expect(bodiesOf('otp/target')).toEqual([{ uuid: UUID }]);
    expect([...new URLSearchParams(router.state.location.search).keys()]).toEqual(['uuid']);
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  }

  it('when the code sent on switching is answered, then the user acts for the company at once and My account opens', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await answerCode(renderApp(PAGE));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${import.meta.env.BASE_URL}my-account`));
    expect(bodiesOf('otp/check')).toEqual([{ uuid: UUID, otp: '135790' }]);
    expect(bodiesOf('activate/org/send')).toEqual([]);
    expect(bodiesOf('users/token')).toEqual([{ agentId: 7 }]);
    expect(getSession('token')).toBe('company-token');
    expect(getSession('userInfo')).toMatchObject({ agentId: 7, roleType: 'OAD' });
    expect(getSession('permissions')).toMatchObject({ ticket: true });
  });

  it('when the switch to the company is refused after the code, then it says the company is authenticated again', async () => {
    switchRefused = true;
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await answerCode(renderApp(PAGE));
    await screen.findByText(/You are authenticated again as the administrator/);
    expect(bodiesOf('users/token')).toEqual([{ agentId: 7 }]);
    expect(getSession('token')).toBe('admin-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ["a challenge that is not the user's own", null],
    ['an unbind challenge', { ...REAUTH_TARGET, purpose: 'UNBIND' }],
  ])('when the address names %s, then it says so and asks for no code', async (_, answer) => {
    target = answer;
    renderApp(PAGE);
    expect((await screen.findByRole('alert')).textContent).toMatch(/switch role again from My account/);
    expect(screen.getByRole('heading', { name: 'Authenticate again as company administrator' })).toBeTruthy();
    expect(screen.queryByLabelText('One-time password (6 digits)')).toBeNull();
    expect(screen.queryByText(/HARBOUR CITY LOGISTICS/)).toBeNull();
    expect(bodiesOf('otp/interval')).toEqual([]);
  });
});
