import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import en from '../locales/en.json';
import InvitationCodeGeneratePage from './invitation-code-generate-page.tsx';
import { envelope, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const USERS = 'rest/users/api/v1/publ';
const vehicle = (registrationMark: string, id: number) => ({ id, registrationMark });

afterEach(() => vi.unstubAllGlobals());

describe('Generate an invitation code', () => {
  it('when the owner picks AB1234, generates and sends by SMS, then the code shows and only its masked destination comes back', async () => {
    const api = fakeApi({
      [`GET ${USERS}/users/veh/list`]: envelope({
        items: [vehicle('AB1234', 1), vehicle('CD5678', 2)],
        total: 2,
        page: 1,
        pageSize: 100,
        abilities: { sync: true, qrDownload: true, qrRegenerate: true },
      }),
      [`POST ${USERS}/user/agent/code`]: ok({
        invitationId: 7,
        code: 'KX7PQ2M9RT',
        expiresAt: '2026-11-25T10:00:00.000Z',
        vehicleNos: ['AB1234'],
      }),
      [`POST ${USERS}/user/agent/sendInvitationCode`]: ok({ channel: 'SMS', destination: '61****67' }),
    });
    renderWithTexts(<InvitationCodeGeneratePage />, '/', 'agents', en);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Delegate AB1234' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    expect((await screen.findByTestId('invitation-code')).textContent).toBe('KX7PQ2M9RT');
    expect(api.bodies(`POST ${USERS}/user/agent/code`)).toEqual([{ vehicleNos: ['AB1234'] }]);
    fireEvent.change(screen.getByLabelText('Mobile number of the invitee'), {
      target: { value: '61234567' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('The code was sent to 61****67.');
    expect(api.bodies(`POST ${USERS}/user/agent/sendInvitationCode`)).toEqual([
      { invitationId: 7, code: 'KX7PQ2M9RT', channel: 'SMS', destination: '61234567' },
    ]);
  });

  it('when no vehicle is picked, then the page asks for one and the server is not asked', async () => {
    const api = fakeApi({
      [`GET ${USERS}/users/veh/list`]: envelope({
        items: [vehicle('AB1234', 1)],
        total: 1,
        page: 1,
        pageSize: 100,
        abilities: { sync: true, qrDownload: true, qrRegenerate: true },
      }),
    });
    renderWithTexts(<InvitationCodeGeneratePage />, '/', 'agents', en);
    await screen.findByRole('checkbox', { name: 'Delegate AB1234' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await screen.findByText('Please choose at least one vehicle.');
    expect(api.requests(`POST ${USERS}/user/agent/code`)).toEqual([]);
  });
});
