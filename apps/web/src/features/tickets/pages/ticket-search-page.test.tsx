import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import commonEn from '../../../locales/en.json';
import en from '../locales/en.json';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import TicketSearchPage from './ticket-search-page.tsx';

function renderSearch() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    initAsync: false,
    resources: { en: { tickets: en, common: commonEn } },
    ns: ['tickets', 'common'],
    defaultNS: 'tickets',
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/ticket/search',
        element: <TicketSearchPage />,
        handle: { name: 'TicketSearch', titleKey: 'common:x' },
      },
      { path: '/ticket/details', element: <p>details page</p> },
    ],
    { initialEntries: ['/ticket/search'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, container: view.container };
}

const CAPTCHA = 'GET rest/ticket/api/v1/publ/captcha/challenge';
const LOOKUP = 'POST rest/ticket/api/v1/publ/tickets/lookup';
const CHALLENGE = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'sig', maxnumber: 10 };

/** Types the pair, then the widget reports the captcha solved, as the visitor's browser does. */
async function fillAndSolve(container: HTMLElement, noticeNo: string, vehicleNo: string) {
  fireEvent.change(screen.getByLabelText('Notice No.'), { target: { value: noticeNo } });
  fireEvent.change(screen.getByLabelText('Vehicle No.'), { target: { value: vehicleNo } });
  await waitFor(() => expect(container.querySelector('altcha-widget')).toBeTruthy());
  act(() => {
    container
      .querySelector('altcha-widget')!
      .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }));
  });
}

describe('the ticket search form', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('when it is submitted empty, then each field says what is missing and nothing is sent', async () => {
    const api = fakeApi({ [CAPTCHA]: ok(CHALLENGE) });
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Notice No. is required')).toBeTruthy();
    expect(screen.getByText('Vehicle No. is required')).toBeTruthy();
    expect(screen.getByLabelText('Notice No.').getAttribute('aria-invalid')).toBe('true');
    // Only the captcha was asked for (any other request would find no route and fail the call).
    expect(api.requests(CAPTCHA).length).toBe(api.fetch.mock.calls.length);
  });

  it('when the vehicle no has I, O or Q, then the message names the letter and the typed values stay', async () => {
    fakeApi({ '* *': refuse('SYS-E-0001', '', 500) });
    renderSearch();
    fireEvent.change(screen.getByLabelText('Notice No.'), { target: { value: '70000001' } });
    fireEvent.change(screen.getByLabelText('Vehicle No.'), { target: { value: 'IO12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(
        "Vehicle No. cannot contain the letter 'I': registration marks never use I, O or Q",
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Notice No.') as HTMLInputElement).value).toBe('70000001');
    expect((screen.getByLabelText('Vehicle No.') as HTMLInputElement).value).toBe('IO12');
    await waitFor(() => expect(screen.getByText('The verification could not be prepared.')).toBeTruthy());
  });
  it('when the server refuses a value the form let through, then its message shows under that field and the values stay', async () => {
    const api = fakeApi({
      [CAPTCHA]: ok(CHALLENGE),
      [LOOKUP]: refuse(
        'SYS-E-0400',
        'Some of the information entered is not valid. Please check and try again.',
        400,
        { fields: [{ field: 'body.vehicleNo', message: 'Please enter the correct Vehicle No.' }] },
      ),
    });
    const { container } = renderSearch();
    await fillAndSolve(container, '70000001', 'AB1234');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const message = await screen.findByText('Please enter the correct Vehicle No.');
    const vehicle = screen.getByLabelText('Vehicle No.') as HTMLInputElement;
    expect(vehicle.getAttribute('aria-invalid')).toBe('true');
    expect(vehicle.getAttribute('aria-describedby')).toContain(message.id);
    expect(vehicle.value).toBe('AB1234');
    expect(screen.getByLabelText('Notice No.').getAttribute('aria-invalid')).toBeNull();
    expect(api.requests(LOOKUP)[0]!.body).toMatchObject({ captcha: 'solved' });
    // Typing again clears the server's message for that field.
    fireEvent.change(vehicle, { target: { value: 'AB1235' } });
    expect(screen.queryByText('Please enter the correct Vehicle No.')).toBeNull();
  });

  it('when a look-up answers not found, then the solved captcha stays for the corrected retry', async () => {
    const api = fakeApi({
      [CAPTCHA]: ok(CHALLENGE),
      [LOOKUP]: refuse('TKT-E-0004', 'Ticket not found. Please check the notice no and vehicle no.', 404),
    });
    const { container } = renderSearch();
    await fillAndSolve(container, '70000001', 'AB1235');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Ticket not found/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vehicle No.'), { target: { value: 'AB1234' } });
    // The button's loading icon may still be leaving, so it is found by its role in the form.
    fireEvent.click(container.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(api.requests(LOOKUP)).toHaveLength(2));
    const sent = api.requests(LOOKUP).map((r) => r.body as { captcha: string; vehicleNo: string });
    expect(sent.map((b) => [b.vehicleNo, b.captcha])).toEqual([
      ['AB1235', 'solved'],
      ['AB1234', 'solved'],
    ]);
    expect(screen.queryByText('Captcha is required')).toBeNull();
    expect(api.requests(CAPTCHA)).toHaveLength(1);
  });

  it('when the server refuses the captcha, then a new puzzle is fetched and the reason shows under it', async () => {
    const api = fakeApi({
      [CAPTCHA]: ok(CHALLENGE),
      [LOOKUP]: refuse('SYS-E-0400', 'Some of the information entered is not valid.', 400, {
        fields: [{ field: 'body.captcha', message: 'Captcha error, please try again' }],
      }),
    });
    const { container } = renderSearch();
    await fillAndSolve(container, '70000001', 'AB1234');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Captcha error, please try again')).toBeTruthy();
    await waitFor(() => expect(api.requests(CAPTCHA)).toHaveLength(2));
  });

  it('when Search is pressed in the same moment the widget reports verified, then the look-up is sent and the details open', async () => {
    const api = fakeApi({ [CAPTCHA]: ok(CHALLENGE), [LOOKUP]: refuse('SYS-E-0001', '', 500) });
    const lookupSent = () => api.requests(LOOKUP).length > 0;
    const { container, router } = renderSearch();
    fireEvent.change(screen.getByLabelText('Notice No.'), { target: { value: '70000001' } });
    fireEvent.change(screen.getByLabelText('Vehicle No.'), { target: { value: 'AB1234' } });
    await waitFor(() => expect(container.querySelector('altcha-widget')).toBeTruthy());
    // As in a browser: the widget's event is not wrapped in act(), so React is free to render it later,
    // and the click comes before it has (a busy machine, or a quick visitor).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      container
        .querySelector('altcha-widget')!
        .dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved' } }));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lookupSent() || screen.queryByText('Captcha is required') !== null).toBe(true),
    );
    expect(screen.queryByText('Captcha is required')).toBeNull();
    expect(lookupSent()).toBe(true);
    expect(router.state.location.pathname).toBe('/ticket/search');
  });
});
