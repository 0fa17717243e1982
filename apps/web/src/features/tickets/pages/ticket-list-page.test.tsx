import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
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

  it('when two listed tickets may duplicate each other, then each names the other under its notice no', async () => {
    fakeApi({
      'GET rest/ticket/api/v1/publ/tickets': ok({
        items: [
          {
            ...ticketView({ noticeNo: '600009124' }),
            possibleDuplicateOf: '600009113',
            duplicateDisputable: true,
            transferredToDriver: false,
          },
          {
            ...ticketView({ noticeNo: '600009113' }),
            possibleDuplicateOf: '600009124',
            transferredToDriver: false,
          },
          { ...ticketView({ noticeNo: '600000015' }), transferredToDriver: false },
        ],
        total: 3,
        totalCapped: false,
        page: 1,
        pageSize: 10,
      }),
    });
    renderWithRouter(<TicketListPage />, '/ticket/list');
    expect(await screen.findByText('Possible duplicate of notice 600009113')).toBeTruthy();
    expect(screen.getByText('Possible duplicate of notice 600009124')).toBeTruthy();
    expect(screen.getAllByText(/Possible duplicate of notice/)).toHaveLength(2);
  });

  it('when a date is typed in the portal’s order (dd/mm/yyyy), then the list is asked for that day and the field shows it so', async () => {
    noTickets();
    const router = renderWithRouter(<TicketListPage />, '/ticket/list?from=2026-03-01');
    const from = (await screen.findByLabelText('Offence date from')) as HTMLInputElement;
    expect(from.type).toBe('text');
    expect(from.value).toBe('01/03/2026');
    expect(screen.getByRole('textbox', { name: 'Offence date from', description: /dd\/mm\/yyyy/ })).toBe(
      from,
    );
    fireEvent.change(from, { target: { value: '02/03/2026' } });
    fireEvent.change(screen.getByLabelText('Offence date to'), { target: { value: '13/03/2026' } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-03-02'));
    expect(router.state.location.search).toContain('to=2026-03-13');
  });

  it('when a date that does not exist is typed, then the field says how to write one and the list stays as it was', async () => {
    noTickets();
    const router = renderWithRouter(<TicketListPage />, '/ticket/list');
    const from = await screen.findByLabelText('Offence date from');
    fireEvent.change(from, { target: { value: '12/31/2026' } });
    fireEvent.submit(screen.getByRole('form'));
    await screen.findByText('Please enter a date as dd/mm/yyyy.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it('when the page is in Traditional Chinese, then the date fields ask for the day first too', async () => {
    await changeLanguage('zh-hk');
    try {
      noTickets();
      renderWithRouter(<TicketListPage />, '/ticket/list?to=2026-03-13');
      const to = (await screen.findByLabelText('違例日期至')) as HTMLInputElement;
      expect(to.value).toBe('13/03/2026');
      expect(screen.getByRole('textbox', { name: '違例日期至', description: /日\/月\/年/ })).toBe(to);
    } finally {
      await changeLanguage('en');
    }
  });
});
