import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { alertStatusSchema } from '@eticket/domain/accounts/profile.schemas';
import type { z } from 'zod';
import { changeLanguage } from '../../../lib/i18n.ts';
import { clientState } from '../../../lib/client-state.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache } from '../../../lib/session.ts';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { currentUser, sessionTokens } from '../../../test/identity-data.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The login happens now: with a login time hours ago, the session timers' forced logout (7,200 s after
 * login) ends the new session at their first tick, which a slow machine reaches before the test is done.
 */
const LOGIN_TIME = new Date().toISOString();

const STATE = 'state-0123456789abcdef';
const TOKEN = 'POST rest/users/api/v1/publ/login/token';
const READ_FLAG = 'POST rest/users/api/v1/publ/users/blankAccount/readFlag';
type AlertStatus = z.infer<typeof alertStatusSchema>;
const NO_ALERT: AlertStatus = { blankAccount: 'N', alertStatus: null, blankAccountReadFlag: 'N' };
let alertStatus = NO_ALERT;
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ authDialog: null });
  api = fakeApi({
    [TOKEN]: ({ body }) =>
      (body as { error?: string }).error === 'cancelled'
        ? refuse('IDN-E-0001', 'Login was cancelled.', 400)
        : ok(
            sessionTokens({
              token: 'tok',
              authType: 'IAMSMART',
              ssoLevel: null,
              loginTime: LOGIN_TIME,
              expiresAt: new Date(Date.parse(LOGIN_TIME) + 7_200_000).toISOString(),
            }),
          ),
    'POST rest/users/api/v1/publ/users/user/profile': ok(
      currentUser({ name: 'CHAN T** M**', roleType: 'O', ownerName: 'CHAN' }),
    ),
    'GET rest/param/api/v1/publ/role/management/lists': ok([{ roleType: 'O', ticket: true }]),
    'POST rest/users/api/v1/publ/users/user/alertStatus': () => ok(alertStatus),
    [READ_FLAG]: () => ok(alertStatus),
    '* *': refuse('X', '', 404),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  alertStatus = NO_ALERT;
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
    await waitFor(() => expect(api.requests(READ_FLAG).length).toBeGreaterThan(0));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the login callback opened without an answer', () => {
  it('when there is no state, then the server is not asked and the page offers to log in', async () => {
    renderApp('/iamsmart/logincallback');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The login did not succeed' })).toBeTruthy();
    expect(api.requests(TOKEN)).toEqual([]);
  });
});
