import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import type { SessionTokens } from '@eticket/domain/identity/login.schemas';
import { fakeApi, ok, refuse, type Answer } from '../../../test/fake-api.ts';
import { currentUser, sessionTokens } from '../../../test/identity-data.ts';
import { renderApp } from '../../../test/render-app.tsx';

const STATE = 'state-0123456789abcdef';
const CODE = 'code-0123456789abcdef';
let api: ReturnType<typeof fakeApi>;
const RE_AUTH = 'POST rest/iams/api/v1/publ/iams/re-auth';
const IAMS_REGISTER = 'POST rest/iams/api/v1/publ/iams/register';
let registerAnswers: Answer<SessionTokens>[] = [];
const TOKENS = sessionTokens();

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'blank-token');
  api = fakeApi({
    [RE_AUTH]: ok({ url: 'http://idp.example/authorize?x=1' }),
    [IAMS_REGISTER]: () => registerAnswers.shift()!,
    'POST rest/users/api/v1/publ/users/user/profile': ok(currentUser()),
    'GET rest/param/api/v1/publ/role/management/lists': ok([]),
    '* *': ok(null),
  });
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
    expect(api.bodies(RE_AUTH)).toEqual([
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
    expect(api.bodies(IAMS_REGISTER)).toEqual([{ state: STATE, code: CODE, confirmReplace: false }]);
    expect(getSession('token')).toBe('linked-token');
  });

  it('when the identity is used elsewhere, then only a second approval given knowingly moves this login', async () => {
    registerAnswers = [refuse('IDN-E-0108', 'Already used', 409), ok(TOKENS)];
    const first = renderApp(`/iamsmart/authcallback?code=${CODE}&state=${STATE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate again and move this login' }));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalled());
    expect(first.state.location.pathname).toBe('/iamsmart/authcallback');
    document.body.innerHTML = '';
    const second = renderApp(`/iamsmart/authcallback?code=${CODE}x&state=${STATE}x`);
    await waitFor(() => expect(second.state.location.pathname).toBe('/home/register/success'));
    expect((api.bodies(IAMS_REGISTER) as { confirmReplace: boolean }[]).map((b) => b.confirmReplace)).toEqual(
      [false, true],
    );
  });
});
