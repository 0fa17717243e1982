import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import en from '../locales/en.json';
import InvitationCodeEnterPage from './invitation-code-enter-page.tsx';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const USERS = 'rest/users/api/v1/publ';

afterEach(() => vi.unstubAllGlobals());

describe('Enter an invitation code', () => {
  it('when the invitee enters a good code, then the page names the owner and the vehicles', async () => {
    const api = fakeApi({
      [`POST ${USERS}/user/agent/enterInvitationCode`]: ok({
        agentId: 9,
        roleType: 'UAG',
        ownerName: 'CHAN T** M**',
        vehicleNos: ['AB1234'],
      }),
      [`POST ${USERS}/users/user/profile`]: refuse('AUTH-E-0401', '', 401),
    });
    renderWithTexts(<InvitationCodeEnterPage />, '/', 'agents', en);
    fireEvent.change(await screen.findByLabelText('Invitation code'), { target: { value: 'kx7pq-2m9rt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('You are now the agent of CHAN T** M** for AB1234.');
    expect(api.bodies(`POST ${USERS}/user/agent/enterInvitationCode`)).toEqual([{ code: 'kx7pq-2m9rt' }]);
  });

  it('when the code has expired, then no success shows', async () => {
    const api = fakeApi({
      [`POST ${USERS}/user/agent/enterInvitationCode`]: refuse(
        'AGT-E-0002',
        'This invitation code has expired',
        410,
      ),
    });
    renderWithTexts(<InvitationCodeEnterPage />, '/', 'agents', en);
    fireEvent.change(await screen.findByLabelText('Invitation code'), { target: { value: 'OLDCODE234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.requests(`POST ${USERS}/user/agent/enterInvitationCode`)).toHaveLength(1));
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(screen.queryByText(/You are now the agent/)).toBeNull();
  });
});
