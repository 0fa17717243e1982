import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DrivingLogPage } from '@eticket/domain/fleets/driving-log.schemas';
import en from '../locales/en.json';
import DeviceDrivingLogsPage from './device-driving-logs-page.tsx';
import MyDrivingLogsPage from './my-driving-logs-page.tsx';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const PAGE: DrivingLogPage = {
  items: [
    {
      id: 2,
      vehicleNo: 'GX3579',
      driverName: 'NG K*** W**',
      mine: false,
      startedAt: '2026-11-23T00:05:00Z',
      endedAt: null,
      endReason: null,
      closesAt: '2026-11-23T12:05:00Z',
    },
    {
      id: 1,
      vehicleNo: 'LB8080',
      driverName: 'NG K*** W**',
      mine: false,
      startedAt: '2026-11-22T01:00:00Z',
      endedAt: '2026-11-22T10:10:00Z',
      endReason: 'HANDOVER',
      closesAt: null,
    },
  ],
  total: 2,
  totalCapped: false,
  page: 1,
  pageSize: 10,
};

afterEach(() => vi.unstubAllGlobals());

describe('Driving logs', () => {
  it('the vehicles’ logs show the driver and how each period ended; a search by vehicle asks the server', async () => {
    const api = fakeApi({ 'GET rest/fleet/api/v1/publ/driving-logs/devices': ok(PAGE) });
    renderWithTexts(<DeviceDrivingLogsPage exportPanel={() => <p>export slot</p>} />, '/', 'fleets', en);
    expect(await screen.findByRole('heading', { name: 'LB8080' })).toBeTruthy();
    expect(screen.getAllByText('NG K*** W**')).toHaveLength(2);
    expect(screen.getByText('Taken over by another driver')).toBeTruthy();
    expect(screen.getByText(/On duty \(ends by itself at/)).toBeTruthy();
    expect(screen.getByText('export slot')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.logs.search), { target: { value: 'gx 3579' } });
    fireEvent.click(screen.getByRole('button', { name: en.logs.searchSubmit }));
    await vi.waitFor(() =>
      expect(
        api.requests('GET rest/fleet/api/v1/publ/driving-logs/devices').at(-1)?.query.get('vehicleNo'),
      ).toBe('GX3579'),
    );
  });

  it('my logs do not repeat my own name', async () => {
    fakeApi({
      'GET rest/fleet/api/v1/publ/driving-logs/mine': ok({
        ...PAGE,
        items: PAGE.items.map((i) => ({ ...i, mine: true })),
      }),
    });
    renderWithTexts(<MyDrivingLogsPage />, '/', 'fleets', en);
    expect(await screen.findByRole('heading', { name: 'GX3579' })).toBeTruthy();
    expect(screen.queryByText('NG K*** W**')).toBeNull();
  });
});
