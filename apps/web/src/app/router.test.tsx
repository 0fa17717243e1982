import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLanguage } from '../lib/i18n.ts';
import { clientState } from '../lib/client-state.ts';
import { resetSessionCache, setSession } from '../lib/session.ts';
import { RouteError } from './route-error.tsx';
import { pageRoutes, routeEntries } from './page-routes.ts';
import { firstRoutes } from './first-routes.ts';
import { routerInit } from './router.tsx';
import { registeredRoutes } from '../lib/route-registry.ts';
import { plannedRoutes } from './planned-routes.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import zhHk from '../locales/zh-hk.json';
import { fakeApi, refuse } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

/** Every route of specification section 2, with its login flag. */
const SPEC_ROUTES: [path: string, needLogin: boolean][] = [
  ['/', false],
  ['/404', false],
  ['/iamsmart/logincallback', false],
  ['/iamsmart/authcallback', false],
  ['/iamsmart/reauthcallback', false],
  ['/iamsmart/directlogin', false],
  ['/sso/directlogin', false],
  ['/sso/redirect', false],
  ['/sso/logout', false],
  ['/home/site-map', false],
  ['/home/notice', false],
  ['/home/privacy-policy', false],
  ['/home/news', false],
  ['/home/news/detail', false],
  ['/about-us', false],
  ['/resources', false],
  ['/ticket-information', false],
  ['/text-size', false],
  ['/export-sql-demo', false],
  ['/home/register', false],
  ['/home/choose', false],
  ['/home/register/waiting', false],
  ['/home/register/otp', false],
  ['/home/register/success', false],
  ['/home/register/select-account', false],
  ['/home/register/valid-sms', false],
  ['/home/register/info-missing', false],
  ['/home/register/general-info', false],
  ['/home/register/login-confirm', false],
  ['/home/register/login-warn', false],
  ['/home/register/visitor-login', false],
  ['/home/register/company', false],
  ['/home/register/company-general-info', false],
  ['/home/register/visitor/company', false],
  ['/home/register/visitor/company-general-info', false],
  ['/home/register/iam-smart', false],
  ['/home/register/reAuth-org', true],
  ['/home/blank-account/auth', false],
  ['/home/blank-account/otp', false],
  ['/ticket/search', false],
  ['/ticket/details', false],
  ['/ticket/pay', false],
  ['/ticket/pay/waiting', false],
  ['/ticket/paid', false],
  ['/ticket/pay/result', false],
  ['/ticket/iam-smart/sign', true],
  ['/ticket/list', true],
  ['/ticket/list-detail', true],
  ['/ticket/dispute', true],
  ['/ticket/details/success', true],
  ['/my-account', true],
  ['/my-account/dop', true],
  ['/my-account/manage-vehicle', true],
  ['/my-account/payment-record', true],
  ['/my-account/manage-vehicle/sync-vehicle', true],
  ['/my-account/unpaidTicket', true],
  ['/my-account/message/list', true],
  ['/my-account/message/setting', true],
  ['/my-account/message/detail', true],
  ['/my-account/invitation-code/generate', true],
  ['/my-account/unbind/otp', false],
];

const renderAt = renderApp;

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  clientState.set({ authDialog: null });
  fakeApi({
    'GET json/link.json': () => Response.json({ links: [] }),
    '* *': refuse('X', 'not in this test', 404),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it.each(SPEC_ROUTES)('when the spec lists %s, then a route exists with needLogin %s', (path, needLogin) => {
    const entry = routeEntries.find((e) => e.path === path);
    expect(entry, path).toBeDefined();
    expect(Boolean(entry!.handle.needLogin)).toBe(needLogin);
    expect(entry!.handle.titleKey).toMatch(/^\w+:/);
  });

  it('when routes are listed, then no path appears twice', () => {
    const paths = routeEntries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when a route has a text version, then /text + its path exists, named Text + its name, with the same title', () => {
    const withText = routeEntries.filter((e) => e.handle.textVersion && !e.handle.isText);
    expect(withText.map((e) => e.path)).toContain('/text-size');
    for (const entry of withText) {
      const copy = routeEntries.find((e) => e.path === (entry.path === '/' ? '/text' : `/text${entry.path}`));
      expect(copy?.handle).toMatchObject({
        name: `Text${entry.handle.name}`,
        titleKey: entry.handle.titleKey,
        isText: true,
      });
    }
  });

  it('when a route has no text version, then it has no /text copy', () => {
    expect(routeEntries.some((e) => e.path === '/text/ticket/search')).toBe(false);
  });
});

describe('lazy route discovery (ADR 0039)', () => {
  it('when the router starts, then its tree holds Home alone, as the route table composes it', () => {
    const paths = JSON.stringify(routerInit().routes, (key, value: unknown) =>
      key === 'element' || key === 'errorElement' || key === 'hydrateFallbackElement' ? undefined : value,
    );
    expect(firstRoutes.map((r) => r.path)).toEqual(['/']);
    expect(paths).not.toContain('/ticket/search');
    const home = pageRoutes.find((r) => r.path === '/')!;
    expect(firstRoutes[0]!.handle).toBe(home.handle);
  });

  it('when a page other than Home is opened, then the route table is loaded and registered for the site map', async () => {
    renderAt('/home/site-map');
    await screen.findByRole('heading', { level: 1, name: 'Site map' });
    expect(registeredRoutes()).toEqual(routeEntries);
  });

  it('when Home is left for another page, then that page is found and shows', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/text-size'));
    await screen.findByRole('heading', { level: 1, name: 'Text size' });
    expect(router.state.location.pathname).toBe('/text-size');
  });
});

describe('router', () => {
  it('when an unknown path is opened, then it redirects to the 404 page', async () => {
    const router = renderAt('/nope/at/all');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/404');
    await waitFor(() => expect(document.title).toBe('Page not found | e-Ticket Portal'));
  });

  it('when a needLogin route is opened without a token, then Home opens with the login dialog asked for', async () => {
    const router = renderAt('/my-account/dop');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 15_000 });
    expect(clientState.get().authDialog).toBe('login');
  });

  it('when a needLogin route is opened with a token, then its page shows', async () => {
    setSession('token', 'tok');
    const router = renderAt('/my-account/payment-record');
    await screen.findByRole('heading', { level: 1, name: 'Payment records' });
    expect(router.state.location.pathname).toBe('/my-account/payment-record');
    expect(clientState.get().authDialog).toBeNull();
  });

  it('when a feature is not built yet, then its page says so in the current language, inside the shell', async () => {
    const planned = plannedRoutes.find((r) => !(r.handle as RouteHandle).needLogin);
    if (!planned) return; // every feature has landed
    const name = (planned.handle as RouteHandle).name;
    await changeLanguage('zh-hk');
    renderAt(planned.path!);
    const title = zhHk.routes[name as keyof typeof zhHk.routes];
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.getByText('此服務尚未提供網上使用，我們正在準備中，即將推出。')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title}｜電子告票平台`));
  });

  it('when the language changes, then the title follows', async () => {
    renderAt('/text-size');
    await waitFor(() => expect(document.title).toBe('Text size | e-Ticket Portal'));
    await act(() => changeLanguage('zh-cn'));
    await waitFor(() => expect(document.title).toBe('字体大小｜电子告票平台'));
  });

  it('when the text version of a page is opened, then the same page shows in text mode', async () => {
    renderAt('/text/text-size');
    await screen.findByRole('heading', { level: 1, name: 'Text size' });
    expect(document.querySelector('.shell.text-version')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Graphic version' }).getAttribute('href')).toBe('/text-size');
  });

  it('when the page has a text version, then the footer toggle goes to it', async () => {
    renderAt('/text-size');
    await screen.findByRole('heading', { level: 1, name: 'Text size' });
    expect(screen.getByRole('link', { name: 'Text-only version' }).getAttribute('href')).toBe(
      '/text/text-size',
    );
  });

  it('when the user navigates, then the page scrolls back to the top', async () => {
    const router = renderAt('/text-size');
    await screen.findByRole('heading', { level: 1, name: 'Text size' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/404'));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('route errors', () => {
  it('when a page chunk cannot be downloaded, then a translated retry message shows instead of a blank page', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>loading</p>,
        lazy: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /portal/assets/x.js')),
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByText(
      'Part of this page could not be downloaded. Please check your network connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('when a page throws another error, then a generic message shows with a way home', async () => {
    function Broken(): never {
      throw new Error('bug');
    }
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, Component: Broken }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
