import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { clientState } from '../../../lib/client-state.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { VerifiedCompany } from '../api/verify-company.ts';
import { fakeApi, ok, refuse, type Answer } from '../../../test/fake-api.ts';
import { currentUser } from '../../../test/identity-data.ts';

const UUID = '4c1f2a3b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const ORG = 'rest/users/api/v1/publ/activate/org';
const VERIFY = `POST ${ORG}/verifyCompany`;
const ORG_INFO = `POST ${ORG}/info`;
const COMPANY_EID = 'POST rest/users/api/v1/publ/users/account/company/eid';
let verifyAnswer: Answer<VerifiedCompany>;
let api: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ authDialog: null });
  verifyAnswer = ok({ nameEng: 'HARBOUR CITY LOGISTICS LIMITED', nameChi: '海港城物流有限公司' });
  api = fakeApi({
    [VERIFY]: () => verifyAnswer,
    [ORG_INFO]: ok({
      uuid: UUID,
      orgId: '1',
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      nameChi: '海港城物流有限公司',
      contactMeansInd: 'E',
      codeValidSeconds: 0,
      resendInSeconds: 0,
      email: 'f***@harbour.example',
      phoneNo: '-',
      hasAdministrator: false,
    }),
    [COMPANY_EID]: ok({ eidBound: 'N', via: 'ADMINISTRATOR' }),
    'POST rest/users/api/v1/publ/users/user/profile': ok(currentUser()),
    '* *': ok(null),
  });
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function enterCompany(value: string) {
  fireEvent.change(await screen.findByLabelText('Document number'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('RegisterCompanyGeneralInfo: the company document before the OTP', () => {
  beforeEach(() => setSession('token', 'owner-token'));

  it('when the company is found, then its names are shown and continuing opens the activation OTP', async () => {
    const router = renderApp('/home/register/company-general-info');
    await enterCompany(' 31234567 ');
    await screen.findByText('HARBOUR CITY LOGISTICS LIMITED / 海港城物流有限公司');
    expect(api.bodies(VERIFY)).toEqual([{ docType: 'B', docNo: '31234567' }]);
    expect(api.requests(ORG_INFO)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/otp'));
    expect(api.bodies(ORG_INFO)).toEqual([{ docType: 'B', docNo: '31234567' }]);
    await screen.findByText('A one-time password will be sent to f***@harbour.example.');
  });

  it('when the document names no company (ACC-E-0003), then the page says so beside the form, keeping the number', async () => {
    verifyAnswer = refuse('ACC-E-0003', 'refused', 404);
    renderApp('/home/register/company-general-info');
    await enterCompany('99999999');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No enterprise with this document number is registered with the Transport Department',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Document number') as HTMLInputElement).value).toBe('99999999');
    await changeLanguage('zh-cn');
    await screen.findByText(/运输署并无以此文件号码登记的企业/);
  });

  it('when the user already administers it (ACC-E-0001), then the page says so and leads to My account', async () => {
    verifyAnswer = refuse('ACC-E-0001', 'refused', 409);
    renderApp('/home/register/company-general-info');
    await enterCompany('31234567');
    await screen.findByText(/You are already the administrator of this enterprise/);
    expect(screen.getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe('/my-account');
  });

  it('when another failure happens, then the request layer dialog shows and the form stays filled', async () => {
    verifyAnswer = refuse('SYS-E-0001', 'The system is busy. Please try again later.', 500);
    renderApp('/home/register/company-general-info');
    await enterCompany('31234567');
    expect((await screen.findByRole('dialog')).textContent).toContain('The system is busy');
    expect((screen.getByLabelText('Document number') as HTMLInputElement).value).toBe('31234567');
  });
});

describe('company activation for a visitor', () => {
  it('when a visitor opens the company activation, then it explains the administrator login and opens the login dialog', async () => {
    renderApp('/home/register/visitor/company');
    await screen.findByRole('heading', { name: 'Log in to activate a company account' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in to continue' }));
    expect(clientState.get().authDialog).toBe('login');
  });

  it('when a visitor enters the document, then only the no-token call is made and the document is waiting after the login', async () => {
    const router = renderApp('/home/register/visitor/company-general-info');
    await enterCompany('31234567');
    await screen.findByRole('heading', { name: 'Now log in to continue' });
    expect(api.bodies(COMPANY_EID)).toEqual([{ docType: 'B', docNo: '31234567' }]);
    const { headers } = api.requests(COMPANY_EID)[0]!;
    expect(headers.has('Authorization')).toBe(false);
    expect(api.requests(VERIFY)).toEqual([]);

    act(() => setSession('token', 'after-login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/company-general-info'));
    expect(((await screen.findByLabelText('Document number')) as HTMLInputElement).value).toBe('31234567');
  });

  it('when a logged-in user opens the company page without a session, then it goes to the visitor form', async () => {
    const router = renderApp('/home/register/company-general-info');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/register/visitor/company-general-info'),
    );
  });
});
