import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { getSession, resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import en from '../../../locales/en.json';
import { holdOtpForConfirmation } from '../register-flow.ts';
import { fakeApi, inTurn, ok, refuse, type Routes } from '../../../test/fake-api.ts';
import { currentUser, sessionTokens } from '../../../test/identity-data.ts';

const UUID = '4c1f2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const TIMEOUT_TEXT = en.errors.request_timeout;

const USERS = 'rest/users/api/v1/publ';
const VALID_INFO = `POST ${USERS}/sso/valid-info`;
const OTP_INTERVAL = `POST ${USERS}/sso/otp/interval`;
const OTP_SEND = `POST ${USERS}/sso/otp-send`;
const OTP_REGISTER = `POST ${USERS}/sso/otp-validate/register`;
let api: ReturnType<typeof fakeApi>;

/** The routes a case answers, over the session's own calls; every other call gets an empty success. */
function serve(routes: Routes = {}) {
  api = fakeApi({
    'POST rest/users/api/v1/publ/users/user/profile': ok(currentUser()),
    'GET rest/param/api/v1/publ/role/management/lists': ok([]),
    [OTP_INTERVAL]: ok({ remainingSeconds: 0 }),
    ...routes,
    '* *': ok(null),
  });
}

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  holdOtpForConfirmation(null);
  setSession('token', 'blank-token');
  serve();
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const target = (alreadyUsed: boolean) =>
  ok({
    uuid: UUID,
    contactMeansInd: 'M' as const,
    email: '-',
    phoneNo: '91****67',
    name: 'CHAN T** M**',
    alreadyUsed,
  });

async function enterDocument(value: string) {
  fireEvent.change(await screen.findByLabelText('Identity document number'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('RegisterGeneralInfo: the identity document', () => {
  it('when the number breaks the domain rule, then the translated message shows and the server is not asked', async () => {
    renderApp('/home/register/general-info');
    await enterDocument('A1 2');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please input the correct Identity document number',
    );
    expect(api.requests(VALID_INFO)).toEqual([]);
    await changeLanguage('zh-hk');
    expect((await screen.findByRole('alert')).textContent).toBe('請輸入正確的身份證明文件號碼');
  });

  it('when the record is found, then the OTP step opens with the masked contact', async () => {
    serve({ [VALID_INFO]: target(false) });
    const router = renderApp('/home/register/general-info');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Type of identity document' }));
    fireEvent.click((await screen.findAllByText('Passport')).at(-1)!);
    await enterDocument('k1234567');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/valid-sms'));
    expect(api.bodies(VALID_INFO)).toEqual([{ idType: 'PASSPORT', idNo: 'K1234567' }]);
    expect(router.state.location.search).toContain(`uuid=${UUID}`);
    await screen.findByText('A one-time password will be sent to 91****67.');
  });

  it('when the identity is used by another account, then the user is asked to select the account first', async () => {
    serve({ [VALID_INFO]: target(true) });
    const router = renderApp('/home/register/general-info');
    await enterDocument('A1234563');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/select-account'));
    await screen.findByText(/already used by another portal account \(CHAN T\*\* M\*\*\)/);
  });

  it.each([
    ['IDN-E-0107', 404, 'record', 'No identity record found'],
    ['IDN-E-0106', 422, 'contact', 'No contact means registered'],
  ])(
    'when the server answers %s, then the info-missing page explains it and going back keeps what was typed',
    async (code, status, reason, heading) => {
      serve({ [VALID_INFO]: refuse(code, 'refused', status) });
      const router = renderApp('/home/register/general-info');
      await enterDocument('Z9999999');
      await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/info-missing'));
      expect(router.state.location.search).toBe(`?reason=${reason}`);
      await screen.findByRole('heading', { name: heading });
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Check the document again' }));
      expect(((await screen.findByLabelText('Identity document number')) as HTMLInputElement).value).toBe(
        'Z9999999',
      );
    },
  );

  it('when the call times out, then the time-out message shows and the typed number stays', async () => {
    serve({ [VALID_INFO]: refuse('SYS-E-0408', '', 408) });
    renderApp('/home/register/general-info');
    await enterDocument('A1234563');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(TIMEOUT_TEXT);
    expect((screen.getByLabelText('Identity document number') as HTMLInputElement).value).toBe('A1234563');
  });

  it('when nobody is logged in, then the visitor is told to log in first', async () => {
    sessionStorage.clear();
    resetSessionCache();
    const router = renderApp('/home/register/general-info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/visitor-login'));
    await screen.findByRole('heading', { name: 'Log in to register' });
  });
});

describe('RegisterValidSms: the one-time password', () => {
  it('when a code was sent before the reload, then no second code is sent and the resend waits', async () => {
    serve({ [OTP_INTERVAL]: ok({ remainingSeconds: 120 }) });
    renderApp(`/home/register/valid-sms?uuid=${UUID}&eContact=91****67`);
    await screen.findByText('A one-time password has been sent to 91****67.');
    expect(screen.getByRole('button', { name: 'Resend' }).hasAttribute('disabled')).toBe(true);
    expect(api.requests(OTP_SEND)).toEqual([]);
    expect(api.bodies(OTP_INTERVAL)).toEqual([{ uuid: UUID }]);
  });

  it('when the right code is confirmed, then the account is linked and the success page opens', async () => {
    serve({
      [OTP_SEND]: ok({
        uuid: UUID,
        display: '91****67',
        validSeconds: 300,
        resendAfterSeconds: 300,
      }),
      [OTP_REGISTER]: ok(sessionTokens()),
    });
    const router = renderApp(`/home/register/valid-sms?uuid=${UUID}&eContact=91****67`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send one-time password' }));
    await screen.findByRole('button', { name: 'Resend' });
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(api.bodies(OTP_REGISTER)).toEqual([{ uuid: UUID, otp: '123456', confirmReplace: false }]);
    expect(getSession('token')).toBe('linked-token');
  });

  it('when the code is wrong, then the server message shows and the code typed stays', async () => {
    serve({
      [OTP_INTERVAL]: ok({ remainingSeconds: 200 }),
      [OTP_REGISTER]: refuse('IDN-E-0101', 'The one-time password is incorrect. 4 attempt(s) left.', 400),
    });
    renderApp(`/home/register/valid-sms?uuid=${UUID}&eContact=91****67`);
    await screen.findByRole('button', { name: 'Resend' });
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The one-time password is incorrect. 4 attempt(s) left.');
    expect((screen.getByLabelText('One-time password (6 digits)') as HTMLInputElement).value).toBe('111111');
  });

  it('when the identity turns out to be used elsewhere, then confirming on login-confirm re-sends the same code with confirmReplace', async () => {
    serve({
      [OTP_INTERVAL]: ok({ remainingSeconds: 200 }),
      [OTP_REGISTER]: inTurn(refuse('IDN-E-0108', 'refused', 409), ok(sessionTokens())),
    });
    const router = renderApp(`/home/register/valid-sms?uuid=${UUID}&eContact=91****67`);
    await screen.findByRole('button', { name: 'Resend' });
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/login-confirm'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Move this login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(api.bodies(OTP_REGISTER)).toEqual([
      { uuid: UUID, otp: '654321', confirmReplace: false },
      { uuid: UUID, otp: '654321', confirmReplace: true },
    ]);
  });
});

describe('RegisterSelectAccount and RegisterLoginConfirm', () => {
  it('when the user moves this login, then the OTP step sends confirmReplace true', async () => {
    serve({ [OTP_INTERVAL]: ok({ remainingSeconds: 250 }), [OTP_REGISTER]: ok(sessionTokens()) });
    const router = renderApp(`/home/register/select-account?uuid=${UUID}&eContact=91****67&name=CHAN%20T**`);
    fireEvent.click(await screen.findByRole('link', { name: 'Move this login to that account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/valid-sms'));
    await screen.findByText(/You chose to move this login/);
    fireEvent.change(await screen.findByLabelText('One-time password (6 digits)'), {
      target: { value: '222333' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/success'));
    expect(api.bodies(OTP_REGISTER)).toEqual([{ uuid: UUID, otp: '222333', confirmReplace: true }]);
  });

  it('when the user keeps the account, then nothing is sent and Home opens', async () => {
    const router = renderApp(`/home/register/select-account?uuid=${UUID}&eContact=91****67&name=X`);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep this account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests(OTP_REGISTER)).toEqual([]);
  });

  it('when login-confirm is reloaded after an OTP, then the code is asked again with the move already chosen', async () => {
    const router = renderApp(`/home/register/login-confirm?via=otp&uuid=${UUID}&eContact=91****67`);
    fireEvent.click(await screen.findByRole('button', { name: 'Move this login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/valid-sms'));
    expect(router.state.location.search).toContain('replace=Y');
    expect(api.requests(OTP_REGISTER)).toEqual([]);
  });
});
