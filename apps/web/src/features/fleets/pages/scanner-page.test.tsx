import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DrivingLog, DutyState } from '@eticket/domain/fleets/driving-log.schemas';
import en from '../locales/en.json';
import ScannerPage from './scanner-page.tsx';
import { on, type DialogRequest } from '../../../lib/event-bus.ts';
import { fakeApi, inTurn, ok, refuse } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const BASE = 'rest/fleet/api/v1/publ';
const TOKEN = 'EVQ1.abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuv';
const CURRENT = `GET ${BASE}/duty/current`;
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
  myOtherPeriod: null,
  takenByOther: false,
  ...over,
});

let off: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  off?.();
  off = undefined;
});

/** The dialogs the page asks for, answered by the test as the user would. */
function dialogs() {
  const asked: DialogRequest[] = [];
  off = on('dialog', (request) => asked.push(request));
  return asked;
}

async function typeCode(code: string) {
  // No camera in the test browser: the page says so and offers the fallbacks.
  await screen.findByText(en.scanner.noCamera);
  fireEvent.change(screen.getByLabelText(en.scanner.typeLabel), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: en.scanner.typeSubmit }));
}

describe('QR code scanner', () => {
  it('when the camera is not available and the driver types the code, then he sees the vehicle and starts his duty with one button', async () => {
    const api = fakeApi({
      [CURRENT]: ok({ period: null }),
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
      [CURRENT]: ok({ period: period() }),
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
      [CURRENT]: ok({ period: null }),
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

  it('when he types the code printed under the QR code as he reads it, then it is sent as typed and the field says what the code looks like', async () => {
    const api = fakeApi({
      [CURRENT]: ok({ period: null }),
      [`POST ${BASE}/duty/check`]: ok(state()),
    });
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    await screen.findByText(en.scanner.noCamera);
    const field = screen.getByLabelText(en.scanner.typeLabel);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      en.scanner.typeHint,
    );
    await typeCode('7kq4m xr2hp');
    await screen.findByRole('heading', { name: 'GX3579' });
    expect(api.bodies(`POST ${BASE}/duty/check`)).toEqual([{ token: '7kq4m xr2hp' }]);
  });

  it('when he is on duty on GX3579, then the scanner shows that duty before he scans anything', async () => {
    fakeApi({ [CURRENT]: ok({ period: period() }) });
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    expect(await screen.findByRole('heading', { name: en.scanner.current })).toBeTruthy();
    expect(screen.getByText(/^You are on duty on GX3579 since /)).toBeTruthy();
  });

  it('when he scans HC1001 while on duty on GX3579 and presses Start, then he is asked first: cancelling changes nothing, confirming ends GX3579 and starts HC1001', async () => {
    const onGx = period({ id: 7 });
    const api = fakeApi({
      [CURRENT]: ok({ period: onGx }),
      [`POST ${BASE}/duty/check`]: ok(
        state({ vehicle: { ...vehicle, registrationMark: 'HC1001' }, myOtherPeriod: onGx }),
      ),
      [`POST ${BASE}/duty/start`]: ok(period({ id: 8, vehicleNo: 'HC1001' })),
    });
    const asked = dialogs();
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    await typeCode(TOKEN);
    await screen.findByRole('heading', { name: 'HC1001' });
    // His duty in progress shows beside the vehicle scanned, and the card says starting here ends it.
    expect(screen.getByText(/^You are on duty on GX3579 since /)).toBeTruthy();
    expect(
      screen.getByText(
        'You are on duty on GX3579. Starting duty on this vehicle ends it; you will be asked to confirm first.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start duty on HC1001' }));
    expect(asked).toHaveLength(1);
    expect(asked[0]!.titleKey).toBe('fleets:scanner.confirmTitle');
    expect(asked[0]!.confirmKey).toBe('fleets:scanner.confirmEndButton');
    expect(asked[0]!.message).toMatch(
      /^You are on duty on GX3579 since .+\. Starting duty on HC1001 ends your duty on GX3579 now\.$/,
    );
    // Cancelled: the dialog closes and nothing is sent.
    asked[0]!.onClose?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests(`POST ${BASE}/duty/start`)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Start duty on HC1001' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start duty on HC1001' }));
    expect(asked).toHaveLength(2);
    asked[1]!.onConfirm?.();
    expect(await screen.findByText(/^You are on duty on HC1001 since/)).toBeTruthy();
    expect(api.bodies(`POST ${BASE}/duty/start`)).toEqual([{ token: TOKEN, endPeriodId: 7 }]);
  });

  it('when the server refuses because he went on duty elsewhere meanwhile, then its message shows and the vehicle is read again so that the next press asks', async () => {
    const elsewhere = period({ id: 9, vehicleNo: 'LB8080' });
    const api = fakeApi({
      [CURRENT]: ok({ period: null }),
      [`POST ${BASE}/duty/check`]: inTurn(ok(state()), ok(state({ myOtherPeriod: elsewhere }))),
      [`POST ${BASE}/duty/start`]: refuse(
        'FLT-E-0004',
        'You are on duty on LB8080. Starting duty on this vehicle ends it: please confirm that you want to end it first.',
        409,
      ),
    });
    const asked = dialogs();
    renderWithTexts(<ScannerPage />, '/', 'fleets', en);
    await typeCode(TOKEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Start duty on GX3579' }));
    expect(asked).toHaveLength(0);
    await screen.findByText(
      /^You are on duty on LB8080\. Starting duty on this vehicle ends it: please confirm/,
    );
    await waitFor(() => expect(api.requests(`POST ${BASE}/duty/check`)).toHaveLength(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Start duty on GX3579' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.message).toContain('ends your duty on LB8080 now');
  });
});
