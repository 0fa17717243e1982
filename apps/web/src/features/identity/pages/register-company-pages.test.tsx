import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { clientState } from '../../../lib/client-state.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodiesOf, callsTo, fetchMock, ok, refusal, USER, UUID } from './register-test-kit.ts';

let verifyAnswer: () => Response;

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  clientState.set({ authDialog: null });
  verifyAnswer = () => ok({ nameEng: 'HARBOUR CITY LOGISTICS LIMITED', nameChi: '海港城物流有限公司' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('activate/org/verifyCompany')) return verifyAnswer();
    if (path.includes('activate/org/info'))
      return ok({
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
      });
    if (path.includes('account/company/eid')) return ok({ eidBound: 'N', via: 'ADMINISTRATOR' });
    if (path.includes('users/user/profile')) return ok(USER);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
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
    expect(bodiesOf('verifyCompany')).toEqual([{ docType: 'B', docNo: '31234567' }]);
    expect(callsTo('activate/org/info')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/otp'));
    expect(bodiesOf('activate/org/info')).toEqual([{ docType: 'B', docNo: '31234567' }]);
    await screen.findByText('A one-time password will be sent to f***@harbour.example.');
  });

  it('when the document names no company (ACC-E-0003), then the page says so beside the form, keeping the number', async () => {
    verifyAnswer = () => refusal('ACC-E-0003', 404);
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
    verifyAnswer = () => refusal('ACC-E-0001', 409);
    renderApp('/home/register/company-general-info');
    await enterCompany('31234567');
    await screen.findByText(/You are already the administrator of this enterprise/);
    expect(screen.getByRole('link', { name: 'Go to My account' }).getAttribute('href')).toBe('/my-account');
  });

  it('when another failure happens, then the request layer dialog shows and the form stays filled', async () => {
    verifyAnswer = () => refusal('SYS-E-0001', 500, 'The system is busy. Please try again later.');
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
    expect(bodiesOf('account/company/eid')).toEqual([{ docType: 'B', docNo: '31234567' }]);
    const headers = new Headers(callsTo('account/company/eid')[0]![1]!.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(callsTo('verifyCompany')).toEqual([]);

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
