import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DrivingLog, DutyState } from '@eticket/domain/fleets/driving-log.schemas';
import en from '../locales/en.json';
import ScannerPage from './scanner-page.tsx';
import { fakeApi, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const BASE = 'rest/fleet/api/v1/publ';
const TOKEN = 'EVQ1.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuv';
const vehicle = {
  registrationMark: 'GX3579',
  classGroup: null,
  typeLabel: null,
  make: 'ISUZU',
  model: 'NPR',
  colourName: 'White',
};
const period = (over: Partial<DrivingLog> = {}): DrivingLog => ({
  id: 1,
  vehicleNo: 'GX3579',
  driverName: 'NG K*** W**',
  mine: true,
  startedAt: '2026-11-24T02:30:00Z',
  endedAt: null,
  endReason: null,
  closesAt: '2026-11-24T14:30:00Z',
  ...over,
});
const state = (over: Partial<DutyState> = {}): DutyState => ({
  vehicle,
  myOpenPeriod: null,
  takenByOther: false,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

async function typeCode(code: string) {
  // No camera in the test browser: the page says so and offers the fallbacks.
  await screen.findByText(en.scanner.noCamera);
  fireEvent.change(screen.getByLabelText(en.scanner.typeLabel), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: en.scanner.typeSubmit }));
}

describe('QR code scanner', () => {
  it('when the camera is not available and the driver types the code, then he sees the vehicle and starts his duty with one button', async () => {
    const api = fakeApi({
      [`POST ${BASE}/duty/check`]: ok(state()),
      [`POST ${BASE}/duty/start`]: ok(period()),
    });
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    await typeCode(` ${TOKEN} `);
    await screen.findByRole('heading', { name: 'GX3579' });
    expect(api.bodies(`POST ${BASE}/duty/check`)).toEqual([{ token: TOKEN }]);
    fireEvent.click(screen.getByRole('button', { name: 'Start duty on GX3579' }));
    expect(await screen.findByText(/You are on duty on GX3579 since/)).toBeTruthy();
    expect(api.bodies(`POST ${BASE}/duty/start`)).toEqual([{ token: TOKEN }]);
  });

  it('when he is on duty on the scanned vehicle, then the button ends his duty', async () => {
    const api = fakeApi({
      [`POST ${BASE}/duty/check`]: ok(state({ myOpenPeriod: period() })),
      [`POST ${BASE}/duty/end`]: ok(
        period({ endedAt: '2026-11-24T09:00:00Z', endReason: 'SCAN', closesAt: null }),
      ),
    });
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    await typeCode(TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'End duty on GX3579' }));
    expect(await screen.findByText(/Your duty on GX3579 ended at/)).toBeTruthy();
    expect(api.requests(`POST ${BASE}/duty/end`)).toHaveLength(1);
  });

  it('when the code is expired or the driver is not allowed, then the server’s message shows on the page and nothing starts', async () => {
    const api = fakeApi({
      [`POST ${BASE}/duty/check`]: refuse(
        'VEH-E-0003',
        'QR code expired. Please scan the vehicle’s current QR code.',
        410,
      ),
      [`POST ${BASE}/duty/start`]: ok(period()),
    });
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    await typeCode(TOKEN);
    expect(
      await screen.findByText('QR code expired. Please scan the vehicle’s current QR code.'),
    ).toBeTruthy();
    expect(api.requests(`POST ${BASE}/duty/start`)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Start duty/ })).toBeNull();
  });
});
