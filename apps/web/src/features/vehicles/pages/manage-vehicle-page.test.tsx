import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VehiclePage } from '@eticket/domain/vehicles/vehicle.schemas';
import en from '../locales/en.json';
import ManageVehiclePage from './manage-vehicle-page.tsx';
import { on, type DialogRequest } from '../../../lib/event-bus.ts';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { vehicleView } from '../../../test/vehicle-view.ts';

const LIST = 'GET rest/users/api/v1/publ/users/veh/list';

const vehicle = vehicleView;

const page = (
  abilities: VehiclePage['abilities'],
  items = [vehicle({}), vehicle({ id: 2, registrationMark: 'CD5678', unpaidTickets: 0, agents: [] })],
): VehiclePage => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  pageSize: 10,
  abilities,
  lastSyncedAt: null,
});

let off: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  off?.();
  off = undefined;
});

describe('Manage vehicles', () => {
  it('when an owner opens it, then each vehicle shows its facts and its unpaid tickets link to the ticket list', async () => {
    fakeApi({ [LIST]: ok(page({ sync: true, qrDownload: true, qrRegenerate: true })) });
    renderWithTexts(<ManageVehiclePage />, '/', 'vehicles', en);
    const card = (await screen.findByRole('heading', { name: 'AB1234' })).closest('li')!;
    for (const fact of ['TOYOTA', 'PRIUS', 'White', '2019', 'CHAN T** M**', 'CHEUNG C** K****'])
      expect(within(card).getByText(fact)).toBeTruthy();
    const link = within(card).getByRole('link', { name: '3 unpaid tickets of AB1234' });
    expect(link.getAttribute('href')).toBe('/ticket/list?vehicleNo=AB1234');
    expect(
      screen.getByRole('link', { name: 'Update vehicle records from the Transport Department' }),
    ).toBeTruthy();
  });

  it('when he selects a vehicle and presses Regenerate, then he is asked first, told the printed codes stop working: cancelling sends nothing, confirming sends its id and tells him the old code no longer works', async () => {
    const sent: unknown[] = [];
    const asked: DialogRequest[] = [];
    off = on('dialog', (request) => asked.push(request));
    fakeApi({
      [LIST]: ok(page({ sync: true, qrDownload: true, qrRegenerate: true })),
      'POST rest/users/api/v1/publ/users/veh/qr/regenerate': (request: FakeRequest) => {
        sent.push(request.body);
        return ok([{ vehicleId: 2, issuedAt: '2026-11-24T02:00:00.000Z' }]);
      },
    });
    renderWithTexts(<ManageVehiclePage />, '/', 'vehicles', en);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select CD5678' }));
    expect(screen.getByText('1 vehicle selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate QR codes' }));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      titleKey: 'vehicles:qr.confirmTitle',
      confirmKey: 'vehicles:qr.confirmRegenerateButton',
      message: en.qr.confirmRegenerate_one,
    });
    expect(asked[0]!.message).toContain('stop working at once');
    // Cancelled: nothing is sent and nothing is said.
    asked[0]!.onClose?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    expect(screen.queryByText(/A new QR code was made/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate QR codes' }));
    asked[1]!.onConfirm?.();
    await screen.findByText('A new QR code was made for 1 vehicle. The old code no longer works.');
    expect(sent).toEqual([{ vehicleIds: [2] }]);
  });

  it('when a company administrator opens it, then codes can be downloaded but not regenerated', async () => {
    fakeApi({ [LIST]: ok(page({ sync: true, qrDownload: true, qrRegenerate: false })) });
    renderWithTexts(<ManageVehiclePage />, '/', 'vehicles', en);
    await screen.findByRole('heading', { name: 'AB1234' });
    expect(screen.getByRole('button', { name: 'Download QR codes (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regenerate QR codes' })).toBeNull();
  });

  it('when the fleet is larger than the server counts, then the pager says "more than" the limit', async () => {
    fakeApi({
      [LIST]: ok({
        ...page({ sync: true, qrDownload: true, qrRegenerate: false }),
        total: 1000,
        totalCapped: true,
      }),
    });
    renderWithTexts(<ManageVehiclePage />, '/', 'vehicles', en);
    // The shared texts are not loaded here: the pager's key names the capped total (widgets.test.tsx reads it).
    expect(await screen.findByText('ui.pageTotalCapped')).toBeTruthy();
  });

  it('when a company manages a private owner’s vehicle by an approved application, then it shows as delegated, with no QR code to select', async () => {
    fakeApi({
      [LIST]: ok(
        page({ sync: true, qrDownload: true, qrRegenerate: false }, [
          vehicle({
            id: 3,
            registrationMark: 'GX3579',
            ownerName: 'HARBOUR CITY LOGISTICS LIMITED',
            agents: [],
          }),
          vehicle({
            id: 4,
            registrationMark: 'HK2468',
            ownerName: 'LEE K* Y**',
            agents: [],
            readOnly: true,
            delegated: true,
          }),
        ]),
      ),
    });
    renderWithTexts(<ManageVehiclePage />, '/', 'vehicles', en);
    const delegated = (await screen.findByRole('heading', { name: 'HK2468' })).closest('li')!;
    expect(within(delegated).getByText(en.delegatedNote)).toBeTruthy();
    expect(within(delegated).getByText('LEE K* Y**')).toBeTruthy();
    expect(within(delegated).queryByRole('checkbox')).toBeNull();
    const own = screen.getByRole('heading', { name: 'GX3579' }).closest('li')!;
    expect(within(own).getByRole('checkbox', { name: 'Select GX3579' })).toBeTruthy();
    expect(within(own).queryByText(en.delegatedNote)).toBeNull();
  });

  it('when an agent opens it, then the delegated vehicles show with nothing to select', async () => {
    fakeApi({
      [LIST]: ok(
        page({ sync: false, qrDownload: false, qrRegenerate: false }, [vehicle({ readOnly: true })]),
      ),
    });
    renderWithTexts(<ManageVehiclePage />, '/', 'vehicles', en);
    await screen.findByRole('heading', { name: 'AB1234' });
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toEqual([]));
    expect(screen.queryByRole('link', { name: /Update vehicle records/ })).toBeNull();
  });
});
