import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithRouter } from '../../../test/render-app.tsx';
import UnpaidTicketsPage from './unpaid-tickets-page.tsx';
import { ticketView } from '../../../test/ticket-view.ts';

describe('the unpaid tickets page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when a fleet has more unpaid tickets than a page, then it shows one page, the count, and turns to the next', async () => {
    const asked: string[] = [];
    fakeApi({
      'GET rest/ticket/api/v1/publ/tickets/unpaid': (request: FakeRequest) => {
        const page = Number(request.query.get('page'));
        asked.push(request.query.toString());
        return ok({
          items: [{ ...ticketView(), noticeNo: `60000${page}` }],
          total: 1000,
          totalCapped: true,
          page,
          pageSize: 10,
        });
      },
    });
    const router = renderWithRouter(<UnpaidTicketsPage />, '/my-account/unpaidTicket');
    expect(await screen.findByText('600001')).toBeTruthy();
    expect(asked[0]).toContain('page=1');
    expect(screen.getByText('99+')).toBeTruthy();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('600002')).toBeTruthy();
  });
});
