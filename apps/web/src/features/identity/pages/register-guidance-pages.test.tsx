import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { clientState } from '../../../lib/client-state.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { ContinueRegister } from '@eticket/domain/identity/sso.schemas';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { currentUser } from '../../../test/identity-data.ts';

let registerStep: ContinueRegister;
const STEP_NONE: ContinueRegister = {
  step: 'ID_INFO',
  uuid: null,
  contactMeansInd: null,
  email: null,
  phoneNo: null,
  name: null,
  resendInSeconds: null,
};

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ authDialog: null });
  registerStep = STEP_NONE;
  fakeApi({
    'GET rest/users/api/v1/publ/sso/continueRegister': () => ok(registerStep),
    'POST rest/iams/api/v1/publ/iams/re-auth': ok({
      url: 'http://idp.example/a?state=state-cccccccccccccccc',
    }),
    'POST rest/users/api/v1/publ/users/user/profile': ok(currentUser()),
    '* *': ok(null),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterChoose', () => {
  it('when a visitor opens it, then both ways lead to the pages that explain the login first', async () => {
    renderApp('/home/choose');
    expect(
      (await screen.findByRole('link', { name: 'How to log in and register' })).getAttribute('href'),
    ).toBe('/home/register/visitor-login');
    expect(screen.getByRole('link', { name: 'Activate a company account' }).getAttribute('href')).toBe(
      '/home/register/visitor/company',
    );
    expect(screen.queryByRole('button', { name: 'Authenticate with iAM Smart' })).toBeNull();
  });

  it('when a blank account opens it, then it offers iAM Smart, the one-time password and the company', async () => {
    setSession('token', 'blank-token');
    renderApp('/home/choose');
    await screen.findByRole('button', { name: 'Authenticate with iAM Smart' });
    expect(screen.getByRole('link', { name: 'Use a one-time password' }).getAttribute('href')).toBe(
      '/home/register/general-info',
    );
    expect(screen.getByRole('link', { name: 'Activate a company account' }).getAttribute('href')).toBe(
      '/home/register/company-general-info',
    );
  });

  it('when the account is already linked, then the person part says so instead of offering to register', async () => {
    setSession('token', 'owner-token');
    registerStep = { ...STEP_NONE, step: 'DONE' };
    renderApp('/home/choose');
    await screen.findByText(/already linked to your Transport Department record/);
    expect(screen.queryByRole('button', { name: 'Authenticate with iAM Smart' })).toBeNull();
  });
});

it('RegisterChoose: when an OTP registration was left open, then it offers to continue with that code step', async () => {
  setSession('token', 'blank-token');
  registerStep = {
    ...STEP_NONE,
    step: 'OTP',
    uuid: '4c1f2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    contactMeansInd: 'M',
    email: '-',
    phoneNo: '91****67',
    resendInSeconds: 100,
  };
  renderApp('/home/choose');
  const link = await screen.findByRole('link', { name: 'Continue where you left off' });
  const href = new URL(link.getAttribute('href')!, 'http://portal.example');
  expect(href.pathname).toBe('/home/register/valid-sms');
  expect(Object.fromEntries(href.searchParams)).toEqual({
    uuid: '4c1f2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    eContact: '91****67',
  });
});

it('Register: when /home/register opens, then it links to the choice of how to register', async () => {
  renderApp('/home/register');
  expect((await screen.findByRole('link', { name: 'Choose how to register' })).getAttribute('href')).toBe(
    '/home/choose',
  );
});

describe('RegisterVisitorLogin', () => {
  it('when a visitor presses Log in, then the login dialog opens', async () => {
    renderApp('/home/register/visitor-login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to continue' }));
    expect(clientState.get().authDialog).toBe('login');
  });

  it('when the user is logged in (back from the login), then the choice of how to register opens', async () => {
    setSession('token', 'blank-token');
    const router = renderApp('/home/register/visitor-login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/choose'));
  });
});

describe('RegisterLoginWarn', () => {
  it('when the DSL level is too low, then it explains and offers the iAM Smart login', async () => {
    renderApp('/home/register/login-warn?reason=level');
    await screen.findByRole('heading', { name: 'Your login cannot be used to register' });
    expect(screen.getByText(/needs an account of level 3 or 4/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(clientState.get().authDialog).toBe('login');
  });

  it('when a logged-in blank account is warned, then iAM Smart authentication starts from here', async () => {
    setSession('token', 'blank-token');
    const router = renderApp('/home/register/login-warn?reason=level');
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate with iAM Smart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/waiting'));
  });

  it('when the account is already registered, then it leads to My account', async () => {
    renderApp('/home/register/login-warn?reason=registered');
    await screen.findByRole('heading', { name: 'Your account is already registered' });
    expect(screen.getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe('/my-account');
  });
});

describe('RegisterInfoMissing', () => {
  it('when no contact means is registered, then it says what to do next in the chosen language', async () => {
    await changeLanguage('zh-hk');
    renderApp('/home/register/info-missing?reason=contact');
    await screen.findByRole('heading', { name: '未有登記電子通訊方式' });
    expect(screen.getByText(/72 小時內/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '再次核對文件' }).getAttribute('href')).toBe(
      '/home/register/general-info',
    );
  });
});
