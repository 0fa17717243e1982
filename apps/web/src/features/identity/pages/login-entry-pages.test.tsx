import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { browserLocation } from '../../../lib/browser-location.ts';
import { clientState } from '../../../lib/client-state.ts';
import { getSession, resetSessionCache, setSession, takeReturnPath } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fakeApi, ok, refuse, type Routes } from '../../../test/fake-api.ts';

const STATE = 'state-eeeeeeeeeeeeeeee';
const SSO_URL = 'GET rest/users/api/v1/publ/sso/url';
const IAMS_LOGIN = 'GET rest/iams/api/v1/publ/iams/login';
const SSO_LOGOUT = 'GET rest/users/api/v1/publ/sso/logout';
const SSO_IAMSMART_REGISTER = 'POST rest/users/api/v1/publ/sso/iamSmart/register';
let api: ReturnType<typeof fakeApi>;

/** The routes a case answers; every other call gets an empty success. */
function serve(routes: Routes = {}) {
  api = fakeApi({ ...routes, '* *': ok(null) });
}

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ authDialog: null });
  serve();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const queryOf = (key: string) => api.requests(key)[0]!.query;

describe('/sso/directlogin and /iamsmart/directlogin', () => {
  it('when a DSL direct link asks the ID-card login, then the browser goes to the DSL at level 2 and comes back to the page named', async () => {
    serve({ [SSO_URL]: ok({ url: 'http://dsl.example/authorize?state=1' }) });
    renderApp('/sso/directlogin?level=2&to=/ticket/search');
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('http://dsl.example/authorize?state=1'),
    );
    expect(queryOf(SSO_URL).get('level')).toBe('2');
    expect(queryOf(SSO_URL).get('redirectUri')).toBe('/portal/sso/redirect');
    expect(takeReturnPath()).toBe('/ticket/search');
  });

  it('when an iAM Smart direct link is opened, then the iAM Smart login starts with the login callback', async () => {
    serve({ [IAMS_LOGIN]: ok({ url: 'http://idp.example/authorize?state=2' }) });
    renderApp('/iamsmart/directlogin?to=//evil.example');
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('http://idp.example/authorize?state=2'),
    );
    expect(queryOf(IAMS_LOGIN).get('redirectURI')).toBe('/portal/iamsmart/logincallback');
    expect(takeReturnPath()).toBe('/');
  });

  it('when the provider cannot be reached, then the page says so and trying again asks once more', async () => {
    let asked = 0;
    serve({
      [SSO_URL]: () =>
        ++asked === 1
          ? refuse('IDN-E-0008', 'This login method is not available at the moment.', 503)
          : ok({ url: 'http://dsl.example/authorize?state=3' }),
    });
    renderApp('/sso/directlogin');
    await screen.findByRole('heading', { name: 'The login service could not be reached' });
    expect(browserLocation.assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('http://dsl.example/authorize?state=3'),
    );
  });

  it('when the user is already logged in, then no login starts and the page named opens', async () => {
    setSession('token', 'live-token');
    const router = renderApp('/sso/directlogin?to=/about-us');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-us'));
    expect(api.requests(SSO_URL)).toEqual([]);
  });
});

describe('/sso/logout', () => {
  it('when it is opened with a session, then the server ends it, this device forgets it and the page says so', async () => {
    setSession('token', 'live-token');
    serve({ [SSO_LOGOUT]: ok({ redirectUrl: '/portal/' }) });
    renderApp('/sso/logout');
    await screen.findByRole('heading', { name: 'You have logged out' });
    expect(api.requests(SSO_LOGOUT)[0]!.headers.get('Authorization')).toBe('Bearer live-token');
    expect(getSession('token')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(clientState.get().authDialog).toBe('login');
  });

  it('when it is opened after a time-out, then it says the session timed out', async () => {
    renderApp('/sso/logout?timeout=Y');
    await screen.findByText(/Your session timed out and has ended/);
    expect(api.requests(SSO_LOGOUT)).toEqual([]);
  });
});

describe('/iamsmart/reauthcallback', () => {
  beforeEach(() => setSession('token', 'blank-token'));

  it('when the user cancelled in iAM Smart, then the page says so without a dialog', async () => {
    serve({ [SSO_IAMSMART_REGISTER]: refuse('IDN-E-0006', 'Authentication was cancelled.', 400) });
    renderApp(`/iamsmart/reauthcallback?error=cancelled&state=${STATE}`);
    await screen.findByRole('heading', { name: /The ID authentication was cancelled/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the Transport Department has no record of the holder, then the info-missing page explains it', async () => {
    serve({ [SSO_IAMSMART_REGISTER]: refuse('IDN-E-0107', 'refused', 404) });
    const router = renderApp(`/iamsmart/reauthcallback?code=code-0123456789abcdef&state=${STATE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/info-missing'));
    expect(router.state.location.search).toBe('?reason=record');
  });
});

describe('a direct login page reached inside the portal', () => {
  it('when the document was loaded at another address, then it waits for a press before leaving for the provider', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost/portal/' } as PerformanceEntry,
    ]);
    serve({ [IAMS_LOGIN]: ok({ url: 'http://idp.example/authorize?state=4' }) });
    renderApp('/iamsmart/directlogin');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with iAM Smart' }));
    await waitFor(() =>
      expect(browserLocation.assign).toHaveBeenCalledWith('http://idp.example/authorize?state=4'),
    );
    expect(api.requests(IAMS_LOGIN)).toHaveLength(1);
  });
});
