import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MessageCheckResult } from '@eticket/domain/messages/message-check.schemas';
import { resetRequestState } from '../../../lib/api-client.ts';
import { fakeApi, ok, refuse, type Answer } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import MessageCheckPage from './message-check-page.tsx';

const CHECK = 'POST rest/notification/api/v1/publ/message/check';
const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'sig', maxnumber: 10 };

const SCAM: MessageCheckResult = {
  verdict: 'SUSPICIOUS',
  reasons: [
    { code: 'LINK_FOUND', found: 'https://hkpf-gov-hk.pay.cc/e' },
    { code: 'WRONG_SENDER', found: '+85261234567' },
  ],
  senderChecked: true,
  noticeNo: null,
  vehicleNo: null,
  hotline: '18222',
};
const GENUINE: MessageCheckResult = {
  verdict: 'GENUINE',
  reasons: [],
  senderChecked: true,
  noticeNo: '70000001*',
  vehicleNo: 'AB1234',
  hotline: '18222',
};

function openChecker(answer: Answer<MessageCheckResult>) {
  const api = fakeApi({
    'GET rest/ticket/api/v1/publ/captcha/challenge': ok(CHALLENGE),
    [CHECK]: answer,
  });
  renderWithRouter(<MessageCheckPage />, '/message-check');
  return { api };
}

/** The widget reports the captcha solved, as the visitor's browser does. */
async function solveCaptcha() {
  await waitFor(() => expect(document.querySelector('altcha-widget')).toBeTruthy());
  act(() => {
    document
      .querySelector('altcha-widget')!
      .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }));
  });
}

beforeAll(async () => {
  await import('./message-check-page.tsx');
}, 60_000);
beforeEach(() => resetRequestState());
afterEach(() => vi.unstubAllGlobals());

describe('is this message real?', () => {
  it('when a scam SMS is pasted, then it is called a scam, the link and sender are pointed out, never linked, with 18222', async () => {
    const { api } = openChecker(ok(SCAM));
    fireEvent.change(await screen.findByLabelText('The SMS or e-mail you received'), {
      target: { value: 'Pay now at https://hkpf-gov-hk.pay.cc/e' },
    });
    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: '+85261234567' } });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Check the message' }));
    const verdict = await screen.findByRole('heading', { level: 2, name: 'This looks like a scam' });
    await waitFor(() => expect(document.activeElement).toBe(verdict));
    expect(screen.getByText(/Genuine e-tickets never contain links/)).toBeTruthy();
    expect(screen.getByText('https://hkpf-gov-hk.pay.cc/e').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: /pay\.cc/ })).toBeNull();
    expect(screen.getByRole('link', { name: '18222' }).getAttribute('href')).toBe('tel:18222');
    expect(api.requests(CHECK)[0]!.body).toEqual({
      text: 'Pay now at https://hkpf-gov-hk.pay.cc/e',
      sender: '+85261234567',
      captcha: 'solved',
    });
  });

  it('when the sender and ticket numbers are typed and match, then it says genuine and leads to the look-up', async () => {
    const { api } = openChecker(ok(GENUINE));
    fireEvent.click(await screen.findByRole('radio', { name: 'Type the sender and the ticket numbers' }));
    fireEvent.change(screen.getByLabelText('Sender'), { target: { value: '#HKPF-eTT' } });
    fireEvent.change(screen.getByLabelText('Notice No.'), { target: { value: '70000001' } });
    fireEvent.change(screen.getByLabelText('Vehicle No.'), { target: { value: 'ab 1234' } });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Check the message' }));
    await screen.findByRole('heading', { level: 2, name: 'This matches a genuine e-ticket' });
    expect(screen.getByRole('link', { name: 'Look up a ticket on this portal' }).getAttribute('href')).toBe(
      '/ticket/search',
    );
    expect(api.requests(CHECK)[0]!.body).toMatchObject({ sender: '#HKPF-eTT', vehicleNo: 'AB1234' });
  });

  it('when fields are missing or the captcha unsolved, then each says so and nothing is sent', async () => {
    const { api } = openChecker(ok(GENUINE));
    fireEvent.click(await screen.findByRole('button', { name: 'Check the message' }));
    expect(await screen.findByText('Please paste the message you received')).toBeTruthy();
    expect(screen.getByLabelText('The SMS or e-mail you received').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Type the sender and the ticket numbers' }));
    fireEvent.change(screen.getByLabelText('Vehicle No.'), { target: { value: 'IO12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the message' }));
    expect(await screen.findByText('Sender is required')).toBeTruthy();
    expect(screen.getByText(/cannot contain the letter 'I'/)).toBeTruthy();
    expect(api.requests(CHECK)).toHaveLength(0);
  });

  it('when the server refuses the captcha, then a new one is asked for and the reason shows under it', async () => {
    const { api } = openChecker(
      refuse('SYS-E-0400', '', 400, {
        fields: [{ field: 'body.captcha', message: 'Captcha error, please try again' }],
      }),
    );
    fireEvent.change(await screen.findByLabelText('The SMS or e-mail you received'), {
      target: { value: 'Your ticket 70000001' },
    });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Check the message' }));
    await screen.findByText('Captcha error, please try again');
    await waitFor(() =>
      expect(api.requests('GET rest/ticket/api/v1/publ/captcha/challenge').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('when the text is pasted with the sender empty and nothing else is wrong, then it says the sender was not checked and asks for it, never "genuine"', async () => {
    openChecker(ok({ ...GENUINE, verdict: 'SENDER_NEEDED', senderChecked: false }));
    fireEvent.change(await screen.findByLabelText('The SMS or e-mail you received'), {
      target: { value: 'Notice No. 70000001 Vehicle No. AB1234' },
    });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Check the message' }));
    await screen.findByRole('heading', { level: 2, name: 'The sender was not checked' });
    expect(screen.getByText(/no sender was given.*Enter the sender/)).toBeTruthy();
    expect(screen.queryByText(/The sender, the contents and the ticket match/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Look up a ticket on this portal' })).toBeNull();
  });

  it('when a scam gives a notice number but no vehicle and no sender, then the number found is named and the sender said unchecked', async () => {
    openChecker(
      ok({
        verdict: 'SUSPICIOUS',
        reasons: [
          { code: 'LINK_FOUND', found: 'hkpf-etraffic.top' },
          { code: 'NO_VEHICLE_NO', found: null },
        ],
        senderChecked: false,
        noticeNo: '600000230',
        vehicleNo: null,
        hotline: '18222',
      }),
    );
    fireEvent.change(await screen.findByLabelText('The SMS or e-mail you received'), {
      target: { value: 'Ticket 600000230 overdue, pay at hkpf-etraffic.top' },
    });
    await solveCaptcha();
    fireEvent.click(screen.getByRole('button', { name: 'Check the message' }));
    await screen.findByRole('heading', { level: 2, name: 'This looks like a scam' });
    expect(screen.getByText(/Notice number 600000230 was found in it, but no vehicle number/)).toBeTruthy();
    expect(screen.queryByText(/No notice number and vehicle number could be found/)).toBeNull();
    expect(screen.getByText(/The sender was not checked/)).toBeTruthy();
  });
});
