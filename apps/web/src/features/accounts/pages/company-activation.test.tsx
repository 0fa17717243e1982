import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentUser } from '../../../test/current-user.ts';

const UUID = '2d7d3f70-ac70-4f6e-9d90-2c3d4e5f6a71';
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(path)).map(([, i]) => JSON.parse(String(i!.body)));
let activateAnswers: Response[] = [];
const USER = currentUser();

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'owner-token');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('activate/org/info'))
      return ok({
        uuid: UUID,
        orgId: '1',
        nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
        nameChi: '-',
        contactMeansInd: 'E',
        codeValidSeconds: 0,
        resendInSeconds: 0,
        email: 'f***@harbour.example',
        phoneNo: '-',
        hasAdministrator: true,
      });
    if (path.includes('activate/org/send'))
      return ok({ uuid: UUID, display: 'f***@harbour.example', validSeconds: 300, resendAfterSeconds: 300 });
    if (path.includes('activate/org/activate')) return activateAnswers.shift()!;
    if (path.includes('users/user/profile')) return ok(USER);
    if (path.includes('role/management/lists')) return ok([]);
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  await changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  activateAnswers = [];
});

describe('activating a company account', () => {
  it('when the document number is malformed, then the page says so and asks the server nothing', async () => {
    renderApp('/home/register/company');
    fireEvent.change(await screen.findByLabelText('Document number'), { target: { value: '1 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please input the correct document number');
    expect(bodiesOf('activate/org/info')).toEqual([]);
  });

  it('when the company has an administrator, then the OTP makes the user its administrator only after confirming', async () => {
    const router = renderApp('/home/register/company');
    fireEvent.change(await screen.findByLabelText('Document number'), { target: { value: '31234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/register/otp'));
    expect(bodiesOf('activate/org/info')).toEqual([{ docType: 'B', docNo: '31234567' }]);
    await screen.findByText(/already has an administrator\. If you continue/);
    fireEvent.click(screen.getByRole('button', { name: 'Send one-time password' }));
    await screen.findByText('A one-time password has been sent to f***@harbour.example.');
    activateAnswers = [
      Response.json({ code: 'ACC-E-0002', message: 'Has administrator', data: null }, { status: 409 }),
      ok({ agentId: 9, roleType: 'OAD', orgId: '1' }),
    ];
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '112233' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace administrator' }));
    await screen.findByText(/You are now the administrator of HARBOUR CITY LOGISTICS LIMITED/);
    expect(bodiesOf('activate/org/activate').map((b) => b.confirmReplace)).toEqual([false, true]);
  });
});

describe('where registration starts', () => {
  it('when /home/register opens, then it leads to ID authentication and to company activation by keyboard-usable links', async () => {
    renderApp('/home/register');
    const personal = await screen.findByRole('link', { name: 'ID authentication' });
    expect(personal.getAttribute('href')).toBe('/home/register/iam-smart');
    expect(screen.getByRole('link', { name: 'Activate a company account' }).getAttribute('href')).toBe(
      '/home/register/company',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'For a company' })).toBeTruthy();
  });
});
