import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { IAMS_MESSAGE, readDraft, saveDraft } from '../register-flow.ts';
import { APPROVED_GRACE_MS } from './register-waiting-page.tsx';
import { fakeApi, ok, refuse, type Answer } from '../../../test/fake-api.ts';
import { currentUser, sessionTokens } from '../../../test/identity-data.ts';
import type { SessionTokens } from '@eticket/domain/identity/login.schemas';

const STATE = 'state-aaaaaaaaaaaaaaaa';
const NEW_STATE = 'state-bbbbbbbbbbbbbbbb';
const PROVIDER = (state: string) =>
  `http://idp.example/sandbox/iamsmart/authorize?scope=REGISTER&state=${state}`;
const RE_AUTH = 'POST rest/iams/api/v1/publ/iams/re-auth';
const POLLING = 'GET rest/iams/api/v1/publ/iams/polling';
const IAMS_REGISTER = 'POST rest/iams/api/v1/publ/iams/register';
const SSO_IAMSMART_LOGIN = 'POST rest/users/api/v1/publ/sso/iamSmart/login';
const SSO_IAMSMART_REGISTER = 'POST rest/users/api/v1/publ/sso/iamSmart/register';
let pollStatus: 'PENDING' | 'APPROVED' | 'CANCELLED' | 'TIMEOUT' | 'UNKNOWN' = 'PENDING';
let registerAnswers: Answer<SessionTokens>[] = [];
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'blank-token');
  pollStatus = 'PENDING';
  registerAnswers = [];
  api = fakeApi({
    [POLLING]: () => ok({ status: pollStatus }),
    [RE_AUTH]: ok({ url: PROVIDER(NEW_STATE) }),
    [SSO_IAMSMART_LOGIN]: ok({ url: PROVIDER(NEW_STATE) }),
    [IAMS_REGISTER]: () => registerAnswers.shift()!,
    [SSO_IAMSMART_REGISTER]: () => registerAnswers.shift()!,
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
});

const waitingFor = (state: string) =>
  saveDraft('iamSmart', { url: PROVIDER(state), state, startedAt: Date.now() });

function answerFromIamSmartWindow(data: Record<string, string>, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: IAMS_MESSAGE, ...data }, origin }));
  });
}

describe('RegisterChoose → RegisterWaiting with iAM Smart', () => {
  it('when a blank account chooses iAM Smart, then a REGISTER request starts and the waiting page polls its state', async () => {
    const router = renderApp('/home/choose');
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate with iAM Smart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/waiting'));
    expect(api.bodies(RE_AUTH)).toEqual([
      { purpose: 'REGISTER', redirectURI: '/portal/iamsmart/authcallback' },
    ]);
    await waitFor(() => expect(api.requests(POLLING).length).toBeGreaterThan(0));
    expect(api.requests(POLLING)[0]!.query.get('state')).toBe(NEW_STATE);
    await screen.findByRole('heading', { name: 'Waiting for your approval in iAM Smart' });
  });

  it('when iAM Smart reports the request cancelled, then the page says so and can start a new request', async () => {
    waitingFor(STATE);
    pollStatus = 'CANCELLED';
    renderApp('/home/register/waiting');
    await screen.findByRole('heading', { name: 'Authentication cancelled' });
    expect(screen.getByRole('alert').textContent).toContain('Your account has not been changed');
    pollStatus = 'PENDING';
    fireEvent.click(screen.getByRole('button', { name: 'Try iAM Smart again' }));
    await screen.findByRole('heading', { name: 'Waiting for your approval in iAM Smart' });
    expect(readDraft('iamSmart')?.state).toBe(NEW_STATE);
  });

  it('when the request times out, then the time-out message shows with the OTP alternative', async () => {
    waitingFor(STATE);
    pollStatus = 'TIMEOUT';
    renderApp('/home/register/waiting');
    await screen.findByRole('heading', { name: 'Authentication timed out' });
    expect(screen.getByRole('link', { name: 'Use a one-time password' }).getAttribute('href')).toBe(
      '/home/register/general-info',
    );
  });

  it('when the iAM Smart window answers, then the account is linked here and the success page opens', async () => {
    waitingFor(STATE);
    const popup = { close: vi.fn(), closed: false } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    registerAnswers = [ok(sessionTokens())];
    const router = renderApp('/home/register/waiting');
    fireEvent.click(await screen.findByRole('button', { name: 'Open iAM Smart' }));
    expect(open).toHaveBeenCalledWith(PROVIDER(STATE), 'eticket-iamsmart');
    answerFromIamSmartWindow({ state: STATE, code: 'code-from-another-site' }, 'http://evil.example');
    answerFromIamSmartWindow({ state: STATE, code: 'code-0123456789abcdef' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(api.bodies(IAMS_REGISTER) as { confirmReplace: boolean }[]).toEqual([
      { state: STATE, code: 'code-0123456789abcdef', confirmReplace: false },
    ]);
    expect(getSession('token')).toBe('linked-token');
    expect(readDraft('iamSmart')).toBeNull();
  });

  it('when the identity is used by another login, then login-confirm asks and a second approval, confirmed before it starts, replaces it', async () => {
    waitingFor(STATE);
    registerAnswers = [refuse('IDN-E-0108', 'refused', 409)];
    const router = renderApp('/home/register/waiting');
    await screen.findByRole('button', { name: 'Open iAM Smart' });
    answerFromIamSmartWindow({ state: STATE, code: 'code-0123456789abcdef' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/login-confirm'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Move this login' }));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith(PROVIDER(NEW_STATE)));
    expect(api.bodies(SSO_IAMSMART_LOGIN)).toEqual([{ redirectURI: '/portal/iamsmart/reauthcallback' }]);
    document.body.innerHTML = '';
    registerAnswers = [ok(sessionTokens())];
    const back = renderApp(`/iamsmart/reauthcallback?code=code-fedcba9876543210&state=${NEW_STATE}`);
    await waitFor(() => expect(back.state.location.pathname).toBe('/home/register/success'));
    expect(api.bodies(SSO_IAMSMART_REGISTER)).toEqual([
      { state: NEW_STATE, code: 'code-fedcba9876543210', confirmReplace: true },
    ]);
    expect((api.bodies(IAMS_REGISTER) as { confirmReplace: boolean }[]).map((b) => b.confirmReplace)).toEqual(
      [false],
    );
  });

  it('when iAM Smart approved but its window never answers, then the page stops waiting and offers to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      waitingFor(STATE);
      pollStatus = 'APPROVED';
      renderApp('/home/register/waiting');
      await screen.findByRole('heading', { name: 'Approved in iAM Smart' });
      const failed = { name: 'The ID authentication did not succeed' };
      // The grace timer starts in an effect after the render: advance until it has run (a busy machine
      // may register it after the first advance).
      for (let i = 0; i < 5 && !screen.queryByRole('heading', failed); i++) {
        await act(() => vi.advanceTimersByTimeAsync(APPROVED_GRACE_MS));
      }
      await screen.findByRole('heading', failed);
      expect(screen.getByRole('button', { name: 'Try iAM Smart again' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the window is blocked, then iAM Smart opens in this tab', async () => {
    waitingFor(STATE);
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/home/register/waiting');
    fireEvent.click(await screen.findByRole('button', { name: 'Open iAM Smart' }));
    expect(browserLocation.assign).toHaveBeenCalledWith(PROVIDER(STATE));
  });

  it('when the user stops waiting, then the request is forgotten and the choice page opens', async () => {
    waitingFor(STATE);
    const router = renderApp('/home/register/waiting');
    fireEvent.click(await screen.findByRole('button', { name: 'Stop waiting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/choose'));
    expect(readDraft('iamSmart')).toBeNull();
  });

  it('when nothing is waiting, then the page says so and leads back to the choice', async () => {
    renderApp('/home/register/waiting');
    expect((await screen.findByRole('alert')).textContent).toContain('no iAM Smart request waiting');
    expect(api.requests(POLLING)).toEqual([]);
  });
});
