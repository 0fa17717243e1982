import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { resetRequestState } from '../../../lib/api-client.ts';
import { resetSessionCache, setSession } from '../../../lib/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const UUID = '3e8e4071-bd81-4a7f-8ea1-3d4e5f6a7b82';
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => Response.json({ code: '0', message: '', data });
const bodiesOf = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u).includes(path)).map(([, i]) => JSON.parse(String(i!.body)));

beforeEach(async () => {
  sessionStorage.clear();
  resetSessionCache();
  resetRequestState();
  setSession('token', 'admin-token');
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.includes('otp/interval')) return ok({ remainingSeconds: 240 });
    if (path.includes('otp/check')) return ok({ authStatus: 'Y' });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
  await changeLanguage('en');
});

afterEach(() => vi.unstubAllGlobals());

describe('re-authenticating a company administrator (ReAuthOrg)', () => {
  it('when the code sent on switching is answered, then the administrator is authenticated again', async () => {
    const query = new URLSearchParams({
      eContact: 'f***@harbour.example',
      orgId: '1',
      agentId: '7',
      ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
      uuid: UUID,
    });
    renderApp(`/home/register/reAuth-org?${query}`);
    await screen.findByRole('heading', {
      name: 'Authenticate again as administrator of HARBOUR CITY LOGISTICS LIMITED',
    });
    // The code was sent before the page opened: no second send until the interval has passed.
    await screen.findByText('A one-time password has been sent to f***@harbour.example.');
    expect(screen.getByRole('button', { name: 'Resend' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can ask for a new password in 4 minutes.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('One-time password (6 digits)'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/You are authenticated again as the administrator/);
    expect(bodiesOf('otp/check')).toEqual([{ uuid: UUID, otp: '135790' }]);
    expect(bodiesOf('activate/org/send')).toEqual([]);
  });
});
