import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionTokens } from '@eticket/domain/identity/login.schemas';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { fakeApi, ok, refuse, type Answer } from '../../../test/fake-api.ts';
import { currentUser, sessionTokens } from '../../../test/identity-data.ts';
import { renderApp } from '../../../test/render-app.tsx';

const UUID = '0b5b1d5e-8a5e-4d4c-9b7e-0a1b2c3d4e5f';
const USERS = 'rest/users/api/v1/publ';
const VALID_INFO = `POST ${USERS}/sso/valid-info`;
const OTP_SEND = `POST ${USERS}/sso/otp-send`;
const OTP_REGISTER = `POST ${USERS}/sso/otp-validate/register`;
let validateAnswers: Answer<SessionTokens>[] = [];
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'blank-token');
  api = fakeApi({
    [VALID_INFO]: ok({
      uuid: UUID,
      contactMeansInd: 'E',
      email: 'w******@example.com',
      phoneNo: '-',
      name: 'HO W*** K**',
      alreadyUsed: false,
    }),
    [OTP_SEND]: ok({
      uuid: UUID,
      display: 'w******@example.com',
      validSeconds: 300,
      resendAfterSeconds: 300,
    }),
    [OTP_REGISTER]: () => validateAnswers.shift()!,
    'POST rest/users/api/v1/publ/users/user/profile': ok(
      currentUser({
        name: 'NGUYEN THI LAN',
        gender: 'F',
        driver: true,
        roleType: 'D',
        ownerName: 'NGUYEN THI LAN',
      }),
    ),
    'GET rest/param/api/v1/publ/role/management/lists': ok([{ roleType: 'D', ticket: true }]),
    'POST rest/users/api/v1/publ/users/user/alertStatus': ok({
      blankAccount: 'N',
      alertStatus: null,
      blankAccountReadFlag: 'N',
    }),
    '* *': ok(null),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  validateAnswers = [];
});

const TOKENS = sessionTokens();

describe('ID authentication of a blank account', () => {
  it('when the document number is empty, then the page says it is required and asks the server nothing', async () => {
    renderApp('/home/blank-account/auth');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Identity document number is required');
    expect(api.requests(VALID_INFO)).toEqual([]);
  });

  it('when the document is found, then the OTP goes to the masked contact and the code links the account', async () => {
    const router = renderApp('/home/blank-account/auth');
    fireEvent.change(await screen.findByLabelText('Identity document number'), {
      target: { value: 'd4567896' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/blank-account/otp'));
    expect(api.bodies(VALID_INFO)[0]).toEqual({ idType: 'HKID', idNo: 'D4567896' });
    await screen.findByText('A one-time password will be sent to w******@example.com.');

    fireEvent.click(screen.getByRole('button', { name: 'Send one-time password' }));
    await screen.findByText('A one-time password has been sent to w******@example.com.');
    expect(api.bodies(OTP_SEND)[0]).toEqual({ uuid: UUID });
    expect(screen.getByRole('button', { name: 'Resend' }).hasAttribute('disabled')).toBe(true);

    validateAnswers = [ok(TOKENS)];
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(api.bodies(OTP_REGISTER)[0]).toEqual({ uuid: UUID, otp: '123456', confirmReplace: false });
    expect(getSession('token')).toBe('linked-token');
    await screen.findByRole('heading', { name: 'Your account is linked' });
  });

  it('when the identity is used by another account, then the account is linked only after confirming the move', async () => {
    const router = renderApp(`/home/blank-account/otp?uuid=${UUID}&eContact=9123****&alreadyUsed=Y`);
    await screen.findByText(/already used by another account/);
    fireEvent.click(await screen.findByRole('button', { name: 'Send one-time password' }));
    await screen.findByRole('button', { name: 'Resend' });
    validateAnswers = [refuse('IDN-E-0108', 'Already used', 409), ok(TOKENS)];
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move this login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    const bodies = api.bodies(OTP_REGISTER) as { confirmReplace: boolean }[];
    expect(bodies.map((b) => b.confirmReplace)).toEqual([false, true]);
  });

  it('when the code has the wrong form, then the page says so before asking the server', async () => {
    renderApp(`/home/blank-account/otp?uuid=${UUID}&eContact=9123****`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send one-time password' }));
    await screen.findByRole('button', { name: 'Resend' });
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please input the correct OTP');
    expect(api.requests(OTP_REGISTER)).toEqual([]);
  });
});
