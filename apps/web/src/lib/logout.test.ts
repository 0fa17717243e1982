import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestState } from './api-client.ts';
import { browserLocation } from './browser-location.ts';
import { clientState } from './client-state.ts';
import { on, type DialogRequest } from './event-bus.ts';
import { logout, stayLoggedIn, withTimeoutFlag } from './logout.ts';
import { getSession, resetSessionCache, setSession } from './session.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { sessionTokens } from '../test/identity-data.ts';

const LOGOUT = 'GET rest/users/api/v1/publ/sso/logout';
let api: ReturnType<typeof fakeApi>;
const dialogs: DialogRequest[] = [];
const navigations: string[] = [];
const stops: (() => void)[] = [];
let redirectUrl = '/portal/';

beforeEach(() => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  dialogs.length = 0;
  navigations.length = 0;
  stops.push(
    on('dialog', (d) => dialogs.push(d)),
    on('navigate', (to) => navigations.push(to)),
  );
  setSession('token', 'tok');
  setSession('refreshToken', 'refresh-token-0123456789');
  setSession('permissions', { ticket: true });
  clientState.set({ unreadCount: 5 });
  api = fakeApi({
    'POST rest/users/api/v1/publ/login/refresh-token': ok(
      sessionTokens({ token: 'tok2', refreshToken: 'refresh-2' }),
    ),
    [LOGOUT]: () => ok({ redirectUrl }),
  });
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  redirectUrl = '/portal/';
});

describe('logout', () => {
  it('when the user logs out, then the server session ends, everything local goes and the user is Home', async () => {
    await logout('manual');
    const [request] = api.requests(LOGOUT);
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(request!.headers.get('Authorization')).toBe('Bearer tok');
    expect(getSession('token')).toBeNull();
    expect(getSession('permissions')).toBeNull();
    expect(clientState.get().unreadCount).toBe(0);
    expect(dialogs).toEqual([]);
    expect(navigations).toEqual(['/']);
  });

  it('when the logout is automatic, then the dialog says why and timeout=Y is added', async () => {
    await logout('idle');
    expect(dialogs.map((d) => d.messageKey)).toEqual(['session.fifteen_min_timeout']);
    expect(navigations).toEqual(['/?timeout=Y']);
  });

  it('when the server names another address, then the browser goes there (with timeout=Y when automatic)', async () => {
    redirectUrl = 'https://sso.example.gov.hk/logout?x=1';
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await logout('forced');
    expect(assign).toHaveBeenCalledWith('https://sso.example.gov.hk/logout?x=1&timeout=Y');
    expect(navigations).toEqual([]);
  });

  it('when the timers fire twice during one logout, then the server is asked once', async () => {
    await Promise.all([logout('idle'), logout('idle')]);
    expect(api.fetch).toHaveBeenCalledOnce();
  });

  it('when the user stays logged in, then the tokens are renewed', async () => {
    expect(await stayLoggedIn()).toBe(true);
    expect(getSession('token')).toBe('tok2');
    expect(getSession('refreshToken')).toBe('refresh-2');
    expect(withTimeoutFlag('/a?b=1')).toBe('/a?b=1&timeout=Y');
  });
});
