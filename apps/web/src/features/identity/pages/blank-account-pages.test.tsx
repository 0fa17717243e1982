import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentUser } from '../../../test/current-user.ts';

const UUID = '0b5b1d5e-8a5e-4d4c-9b7e-0a1b2c3d4e5f';
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([u]) => String(u).includes(path));
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
};
let validateAnswers: Response[] = [];

const USER = currentUser({ name: 'NGUYEN THI LAN', gender: 'F', driver: true, roleType: 'D' });

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'blank-token');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('sso/valid-info'))
      return ok({
        uuid: UUID,
        contactMeansInd: 'E',
        email: 'w******@example.com',
        phoneNo: '-',
        name: 'HO W*** K**',
        alreadyUsed: false,
      });
    if (path.includes('sso/otp-send'))
      return ok({ uuid: UUID, display: 'w******@example.com', validSeconds: 300, resendAfterSeconds: 300 });
    if (path.includes('otp-validate/register')) return validateAnswers.shift()!;
    if (path.includes('users/user/profile')) return ok(USER);
    if (path.includes('role/management/lists')) return ok([{ roleType: 'D', ticket: true }]);
    if (path.includes('alertStatus'))
      return ok({ blankAccount: 'N', alertStatus: null, blankAccountReadFlag: 'N' });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  validateAnswers = [];
});

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

describe('ID authentication of a blank account', () => {
  it('when the document number is empty, then the page says it is required and asks the server nothing', async () => {
    renderApp('/home/blank-account/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Identity document number is required');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('valid-info'))).toBe(false);
  });

  it('when the document is found, then the OTP goes to the masked contact and the code links the account', async () => {
    const router = renderApp('/home/blank-account/auth');
    fireEvent.change(await screen.findByLabelText('Identity document number'), {
      target: { value: 'd4567896' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/blank-account/otp'));
    expect(bodyOf('valid-info')).toEqual({ idType: 'HKID', idNo: 'D4567896' });
    await screen.findByText('A one-time password will be sent to w******@example.com.');

    fireEvent.click(screen.getByRole('button', { name: 'Send one-time password' }));
    await screen.findByText('A one-time password has been sent to w******@example.com.');
    expect(bodyOf('otp-send')).toEqual({ uuid: UUID });
    expect(screen.getByRole('button', { name: 'Resend' }).hasAttribute('disabled')).toBe(true);

    validateAnswers = [ok(TOKENS)];
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(bodyOf('otp-validate/register')).toEqual({ uuid: UUID, otp: '123456', confirmReplace: false });
    expect(getSession('token')).toBe('linked-token');
    await screen.findByRole('heading', { name: 'Your account is linked' });
  });

  it('when the identity is used by another account, then the account is linked only after confirming the move', async () => {
    const router = renderApp(`/home/blank-account/otp?uuid=${UUID}&eContact=9123****&alreadyUsed=Y`);
    await screen.findByText(/already used by another account/);
    fireEvent.click(await screen.findByRole('button', { name: 'Send one-time password' }));
    await screen.findByRole('button', { name: 'Resend' });
    validateAnswers = [
      Response.json({ code: 'IDN-E-0108', message: 'Already used', data: null }, { status: 409 }),
      ok(TOKENS),
    ];
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move this login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    const bodies = fetchMock.mock.calls
      .filter(([u]) => String(u).includes('otp-validate/register'))
      .map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies.map((b) => b.confirmReplace)).toEqual([false, true]);
  });

  it('when the code has the wrong form, then the page says so before asking the server', async () => {
    renderApp(`/home/blank-account/otp?uuid=${UUID}&eContact=9123****`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send one-time password' }));
    await screen.findByRole('button', { name: 'Resend' });
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please input the correct OTP');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('otp-validate'))).toBe(false);
  });
});
