import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import en from '../locales/en.json';
import VehicleDetailPage from './vehicle-detail-page.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';
import { vehicleView } from '../../../test/vehicle-view.ts';

const USERS = 'rest/users/api/v1/publ';
const ab = vehicleView({ agents: [], unpaidTickets: 0 });

afterEach(() => vi.unstubAllGlobals());

describe('Vehicle details', () => {
  it('when the owner opens AB1234, then its QR code shows with the code to type printed under it', async () => {
    fakeApi({
      [`GET ${USERS}/users/veh/{vehicleId}`]: ok(ab),
      [`GET ${USERS}/users/veh/qr/{vehicleId}`]: ok({
        vehicleId: 1,
        registrationMark: 'AB1234',
        issuedAt: '2026-11-20T02:00:00.000Z',
        token: 'EVQ1.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuv',
        shortCode: '7KQ4M-XR2HP',
        svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    });
    renderWithTexts(<VehicleDetailPage />, '/?id=1', 'vehicles', en);
    expect(await screen.findByRole('img', { name: 'QR code of vehicle AB1234' })).toBeTruthy();
    const code = screen.getByText('7KQ4M-XR2HP');
    expect(code.closest('figcaption')?.textContent).toContain(en.qr.shortCode);
  });
});
