import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import TicketListPage from './ticket-list-page.tsx';
import { ticketView } from '../../../test/ticket-view.ts';

const noTickets = () =>
  fakeApi({
    'GET rest/ticket/api/v1/publ/tickets': ok({
      items: [],
      total: 0,
      totalCapped: false,
      page: 1,
      pageSize: 10,
    }),
  });

describe('the ticket list filter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when a mark is typed as printed, then the list is asked for it in the register form', async () => {
    noTickets();
    const router = renderWithRouter(<TicketListPage />, '/ticket/list');
    fireEvent.change(await screen.findByLabelText('Vehicle No.'), { target: { value: 'cd 5678' } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(router.state.location.search).toBe('?vehicleNo=CD5678'));
  });

  it('when the mark holds a letter marks never use, then the field names it and the list stays as it was', async () => {
    noTickets();
    const router = renderWithRouter(<TicketListPage />, '/ticket/list');
    const field = await screen.findByLabelText('Vehicle No.');
    fireEvent.change(field, { target: { value: 'CD5O78' } });
    fireEvent.submit(screen.getByRole('form'));
    const message = await screen.findByText(
      "Vehicle No. cannot contain the letter 'O': registration marks never use I, O or Q",
    );
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(router.state.location.search).toBe('');
  });

  it('when the fleet has more tickets than the pager counts, then the total says "more than" and a transferred ticket is marked', async () => {
    fakeApi({
      'GET rest/ticket/api/v1/publ/tickets': ok({
        items: [{ ...ticketView(), transferredToDriver: true }],
        total: 1000,
        totalCapped: true,
        page: 1,
        pageSize: 10,
      }),
    });
    renderWithRouter(<TicketListPage />, '/ticket/list');
    expect(await screen.findByText('More than 1000 tickets')).toBeTruthy();
    expect(screen.getAllByText(/Transferred to the driver named for this offence/).length).toBeGreaterThan(0);
  });
});
