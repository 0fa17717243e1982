import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentUser } from '../../../test/current-user.ts';

const STATE = 'state-0123456789abcdef';
const CODE = 'code-0123456789abcdef';
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(path)).map(([, i]) => JSON.parse(String(i!.body)));
let registerAnswers: Response[] = [];
const USER = currentUser({ name: 'HO WING KEI', roleType: 'EMPTY' });
const TOKENS = {
  token: 'linked-token',
  refreshToken: 'refresh',
  authType: 'DSL',
  ssoLevel: 2,
  loginTime: '2026-11-22T03:00:00.000Z',
  expiresAt: '2026-11-22T05:00:00.000Z',
  accessTokenExpiresIn: 600,
  idleTimeoutSeconds: 1500,
};

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'blank-token');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('iams/re-auth')) return ok({ url: 'http://idp.example/authorize?x=1' });
    if (path.includes('iams/register')) return registerAnswers.shift()!;
    if (path.includes('users/user/profile')) return ok(USER);
    if (path.includes('role/management/lists')) return ok([]);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  registerAnswers = [];
});

describe('ID authentication with iAM Smart', () => {
  it('when the user chooses iAM Smart, then the browser goes to the provider for a REGISTER approval', async () => {
    renderApp('/home/register/iam-smart');
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate with iAM Smart' }));
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('http://idp.example/authorize?x=1'),
    );
    expect(bodiesOf('iams/re-auth')).toEqual([
      { purpose: 'REGISTER', redirectURI: '/portal/iamsmart/authcallback' },
    ]);
    expect(screen.getByRole('link', { name: 'Use a one-time password' }).getAttribute('href')).toBe(
      '/home/blank-account/auth',
    );
  });

  it('when iAM Smart approves, then the account is linked and the new session opens the success page', async () => {
    registerAnswers = [ok(TOKENS)];
    const router = renderApp(`/iamsmart/authcallback?code=${CODE}&state=${STATE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(bodiesOf('iams/register')).toEqual([{ state: STATE, code: CODE, confirmReplace: false }]);
    expect(getSession('token')).toBe('linked-token');
  });

  it('when the identity is used elsewhere, then only a second approval given knowingly moves this login', async () => {
    registerAnswers = [
      Response.json({ code: 'IDN-E-0108', message: 'Already used', data: null }, { status: 409 }),
      ok(TOKENS),
    ];
    const first = renderApp(`/iamsmart/authcallback?code=${CODE}&state=${STATE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate again and move this login' }));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalled());
    expect(first.state.location.pathname).toBe('/iamsmart/authcallback');
    document.body.innerHTML = '';
    const second = renderApp(`/iamsmart/authcallback?code=${CODE}x&state=${STATE}x`);
    await waitFor(() => expect(second.state.location.pathname).toBe('/home/register/success'));
    expect(bodiesOf('iams/register').map((b) => b.confirmReplace)).toEqual([false, true]);
  });
});
