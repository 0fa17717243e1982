import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { clientState, openAuthDialog, setWidth } from '../../../lib/client-state.ts';
import { on, type DialogRequest } from '../../../lib/event-bus.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import AuthDialogs from './auth-dialogs.tsx';

const IAMS_LOGIN = 'GET rest/iams/api/v1/publ/iams/login';
const SSO_URL = 'GET rest/users/api/v1/publ/sso/url';
let dialogs: DialogRequest[];
let off: () => void;

beforeEach(async () => {
  // Opening the dialog asks nothing; each case answers the call it makes.
  fakeApi({});
  resetRequestState();
  setWidth(1280);
  dialogs = [];
  off = on('dialog', (d) => dialogs.push(d));
  await changeLanguage('en');
  act(() => clientState.set({ authDialog: null }));
});

afterEach(() => {
  off();
  vi.unstubAllGlobals();
});

async function openLogin() {
  const router = renderWithRouter(<AuthDialogs />, '/', [{ path: '/resources', element: <p>resources</p> }]);
  act(() => openAuthDialog('login'));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 10_000 });
  return { router, dialog };
}

describe('login dialog', () => {
  it('when it opens, then it is 456 px wide with the HKID and non-HKID tabs', async () => {
    const { dialog } = await openLogin();
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('456px');
    expect(within(dialog).getByRole('tab', { name: 'HKID card holders' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Other users' })).toBeTruthy();
  });

  it('when iAM Smart is chosen, then the login address is asked for and the browser is sent there', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = fakeApi({ [IAMS_LOGIN]: ok({ url: 'https://iam.example/auth?x=1' }) });
    const { dialog } = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in with iAM Smart' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://iam.example/auth?x=1'));
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(Object.fromEntries(api.requests(IAMS_LOGIN)[0]!.query)).toEqual({
      source: 'PC_Browser',
      redirectURI: '/portal/iamsmart/logincallback',
    });
  });

  it('when the Digital Services Logon is chosen, then the SSO address is asked for at level 1', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = fakeApi({ [SSO_URL]: ok({ url: 'https://dsl.example/login' }) });
    const { dialog } = await openLogin();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Other users' }));
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Log in with Digital Services Logon' }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://dsl.example/login'));
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(Object.fromEntries(api.requests(SSO_URL)[0]!.query)).toEqual({
      redirectUri: '/portal/sso/redirect',
      level: '1',
    });
  });

  it('when the identity service fails, then the browser stays and the error dialog is asked for', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    fakeApi({ [IAMS_LOGIN]: () => new Response('', { status: 404 }) });
    const { dialog } = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in with iAM Smart' }));
    await waitFor(() =>
      expect(dialogs).toEqual([{ titleKey: 'errors.reminder', messageKey: 'errors.systemError' }]),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'https://www.iamsmart.gov.hk/en/', /Learn how to register/],
    ['zh-hk', 'https://www.iamsmart.gov.hk/tc/', /了解如何登記/],
    ['zh-cn', 'https://www.iamsmart.gov.hk/sc/', /了解如何登记/],
  ] as const)(
    'when the language is %s, then the iAM Smart sign-up link goes to %s',
    async (locale, href, name) => {
      await changeLanguage(locale);
      renderWithRouter(<AuthDialogs />);
      act(() => openAuthDialog('login'));
      const link = await screen.findByRole('link', { name }, { timeout: 10_000 });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    },
  );

  it("when 'how to log in' is chosen, then the dialog closes and the FAQ's login answer opens", async () => {
    const { router, dialog } = await openLogin();
    fireEvent.click(within(dialog).getByRole('link', { name: 'How to log in?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    expect(router.state.location.search).toBe('?selectedTab=faq&faqIndex=1');
    expect(clientState.get().authDialog).toBeNull();
  });
});

describe('login first and how to log in', () => {
  it('when login first is shown, then it leads to the login dialog or the how-to dialog', async () => {
    renderWithRouter(<AuthDialogs />);
    act(() => openAuthDialog('loginFirst'));
    const first = await screen.findByRole('dialog', { name: 'Please log in first' }, { timeout: 10_000 });
    fireEvent.click(within(first).getByRole('button', { name: 'How to log in' }));
    expect(clientState.get().authDialog).toBe('howToLogin');
    // (Under test, antd gives every dialog the id 'test-id', so the dialogs are told apart by content.)
    expect(await screen.findByRole('tab', { name: 'How to log in' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Teaching videos' })).toBeTruthy();
  });
});
