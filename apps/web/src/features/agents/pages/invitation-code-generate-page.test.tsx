import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import en from '../locales/en.json';
import InvitationCodeGeneratePage from './invitation-code-generate-page.tsx';
import { envelope, fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { on } from '../../../lib/event-bus.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const USERS = 'rest/users/api/v1/publ';
const vehicle = (registrationMark: string, id: number) => ({ id, registrationMark });

/** The owner's vehicles, and the code the server makes for AB1234. */
const ownerWithCode = (marks: string[]) => ({
  [`GET ${USERS}/users/veh/list`]: envelope({
    items: marks.map((mark, i) => vehicle(mark, i + 1)),
    total: marks.length,
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
});

let off: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  off?.();
});

describe('Generate an invitation code', () => {
  it('when the owner picks AB1234, generates and sends by SMS, then the code shows and only its masked destination comes back', async () => {
    const api = fakeApi({
      ...ownerWithCode(['AB1234', 'CD5678']),
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

  it('when the server refuses the invitee’s mobile number, then its reason is on that field, and switching to e-mail starts an empty field', async () => {
    const dialogs: string[] = [];
    off = on('dialog', (d) => dialogs.push(d.message ?? d.messageKey ?? ''));
    fakeApi({
      ...ownerWithCode(['AB1234']),
      [`POST ${USERS}/user/agent/sendInvitationCode`]: refuse(
        'SYS-E-0400',
        'Some of the information entered is not valid. Please check and try again.',
        400,
        {
          fields: [{ field: 'body.destination', message: 'Please enter an 8-digit Hong Kong mobile number' }],
        },
      ),
    });
    renderWithTexts(<InvitationCodeGeneratePage />, '/', 'agents', en);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Delegate AB1234' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await screen.findByTestId('invitation-code');
    const mobile = screen.getByLabelText('Mobile number of the invitee');
    fireEvent.change(mobile, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Please enter an 8-digit Hong Kong mobile number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { description: 'Please enter an 8-digit Hong Kong mobile number' }),
    ).toBe(mobile);
    expect(dialogs).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    const email = screen.getByLabelText('E-mail address of the invitee') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(screen.queryByText('Please enter an 8-digit Hong Kong mobile number')).toBeNull();
  });
});
