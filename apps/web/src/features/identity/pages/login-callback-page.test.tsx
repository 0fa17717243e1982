import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { clientState } from '../../../lib/client-state.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentUser } from '../../../test/current-user.ts';

/**
 * The login happens now: with a login time hours ago, the session timers' forced logout (7,200 s after
 * login) ends the new session at their first tick, which a slow machine reaches before the test is done.
 */
const LOGIN_TIME = new Date().toISOString();

const STATE = 'state-0123456789abcdef';
const fetchMock = vi.fn<typeof fetch>();
let alertStatus = { blankAccount: 'N', alertStatus: null as string | null, blankAccountReadFlag: 'N' };

const USER = currentUser({ name: 'CHAN T** M**', ownerName: 'CHAN' });

const ok = (data: unknown) => Response.json({ code: '0', message: '', data });

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ authDialog: null });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes('login/token')) {
      const body = JSON.parse(String(init!.body)) as { error?: string };
      if (body.error === 'cancelled') {
        return Response.json(
          { code: 'IDN-E-0001', message: 'Login was cancelled.', data: null },
          { status: 400 },
        );
      }
      return ok({
        token: 'tok',
        refreshToken: 'refresh',
        authType: 'IAMSMART',
        ssoLevel: null,
        loginTime: LOGIN_TIME,
        expiresAt: new Date(Date.parse(LOGIN_TIME) + 7_200_000).toISOString(),
        accessTokenExpiresIn: 600,
        idleTimeoutSeconds: 1500,
      });
    }
    if (path.includes('users/user/profile')) return ok(USER);
    if (path.includes('role/management/lists')) return ok([{ roleType: 'O', ticket: true }]);
    if (path.includes('alertStatus')) return ok(alertStatus);
    if (path.includes('readFlag')) return ok(alertStatus);
    return Response.json({ code: 'X', message: '', data: null }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  alertStatus = { blankAccount: 'N', alertStatus: null, blankAccountReadFlag: 'N' };
});

describe('the login callback', () => {
  it('when the provider answers with a code, then the session is stored and the user goes Home named', async () => {
    const router = renderApp(`/iamsmart/logincallback?code=code-0123456789abcdef&state=${STATE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession('token')).toBe('tok');
    expect(getSession('refreshToken')).toBe('refresh');
    expect(getSession('authType')).toBe('IAMSMART');
    expect(getSession('loginTime')).toBe(Date.parse(LOGIN_TIME));
    expect(getSession('actionTime')).toBeTypeOf('number');
    expect(getSession('permissions')?.ticket).toBe(true);
    await screen.findByText('Logged in as CHAN T** M**');
  });

  it('when the login was cancelled at the provider, then the page says so and offers to try again', async () => {
    renderApp(`/sso/redirect?state=${STATE}&error=cancelled`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'You cancelled the login' })).toBeTruthy();
    expect(within(alert).getByText('Login was cancelled.')).toBeTruthy();
    expect(getSession('token')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try logging in again' }));
    expect(clientState.get().authDialog).toBe('login');
  });

  it('when the account is blank with alert 1, then the prompt offers no more prompts and marks the flag', async () => {
    alertStatus = { blankAccount: 'Y', alertStatus: '1', blankAccountReadFlag: 'N' };
    const router = renderApp(`/sso/redirect?code=code-abcdef0123456789&state=${STATE}x`);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your ID authentication' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this again' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to use' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('readFlag'))).toBe(true),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the login callback opened without an answer', () => {
  it('when there is no state, then the server is not asked and the page offers to log in', async () => {
    renderApp('/iamsmart/logincallback');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The login did not succeed' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('login/token'))).toBe(false);
  });
});
