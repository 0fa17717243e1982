import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FleetOverview } from '@eticket/domain/fleets/driving-log.schemas';
import en from '../locales/en.json';
import FleetPage from './fleet-page.tsx';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api.ts';
import { renderWithTexts } from '../../../test/render-app.tsx';

const ticket = (
  noticeNo: string,
  amountCents: number,
  driverName: string | null,
  status = 'UNPAID',
  driverNamed = false,
  driverDidNotAct = false,
) => ({
  noticeNo,
  offenceAt: '2026-11-20T03:00:00Z',
  amountCents,
  paymentDeadline: '2026-12-11',
  status,
  driverName,
  driverNamed,
  driverDidNotAct,
});
const FLEET: FleetOverview = {
  vehicles: [
    {
      vehicleNo: 'GX3579',
      onDuty: { driverName: 'NG K*** W**', since: '2026-11-24T01:00:00Z' },
      unpaidTickets: [ticket('720000011', 40000, 'NG K*** W**')],
      unpaidTotal: 1,
    },
    {
      vehicleNo: 'LB8080',
      onDuty: null,
      unpaidTickets: [ticket('720000029', 62000, null), ticket('600000044', 32000, null, 'IN_TRANSACTION')],
      unpaidTotal: 2,
    },
  ],
  total: 2,
  totalCapped: false,
  page: 1,
  pageSize: 10,
  onDuty: { total: 1, totalCapped: false },
};

afterEach(() => vi.unstubAllGlobals());

/** A fleet of GX3579 alone, nobody on duty, with these unpaid tickets. */
const fleetOfGX3579 = (unpaidTickets: ReturnType<typeof ticket>[]): FleetOverview => ({
  ...FLEET,
  vehicles: [{ vehicleNo: 'GX3579', onDuty: null, unpaidTickets, unpaidTotal: unpaidTickets.length }],
  total: 1,
});

describe('Fleet management', () => {
  it('shows who is on duty and each ticket’s driver, and hands the selected payable tickets to the payment slot', async () => {
    fakeApi({ 'GET rest/fleet/api/v1/publ/fleet': ok(FLEET) });
    const pay = vi.fn((noticeNos: readonly string[]) => (
      <button type="button">Pay {noticeNos.length}</button>
    ));
    renderWithTexts(<FleetPage payTickets={pay} />, '/', 'fleets', en);
    expect(await screen.findByText(/On duty: NG K\*\*\* W\*\* since/)).toBeTruthy();
    expect(screen.getByText('1 of 2 vehicles has a driver on duty.')).toBeTruthy();
    expect(screen.getByText('Nobody on duty')).toBeTruthy();
    expect(screen.getByText('Driver on duty: NG K*** W**')).toBeTruthy();
    expect(screen.getAllByText('No driver on duty was recorded')).toHaveLength(2);
    // A ticket in transaction cannot be selected.
    expect(screen.queryByLabelText('Select notice 600000044')).toBeNull();
    fireEvent.click(screen.getByLabelText('Select notice 720000011'));
    fireEvent.click(screen.getByLabelText('Select notice 720000029'));
    expect(screen.getByText('2 tickets selected, HK$1,020.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay 2' })).toBeTruthy();
    expect(pay).toHaveBeenLastCalledWith(['720000011', '720000029']);
  });

  it('when a vehicle has more unpaid tickets than the overview shows, then a link leads to all of them in the ticket list', async () => {
    const many: FleetOverview = {
      ...FLEET,
      vehicles: [{ ...FLEET.vehicles[0]!, unpaidTotal: 12 }, FLEET.vehicles[1]!],
    };
    fakeApi({ 'GET rest/fleet/api/v1/publ/fleet': ok(many) });
    renderWithTexts(<FleetPage />, '/', 'fleets', en);
    const link = await screen.findByRole('link', { name: 'See all 12 unpaid tickets of GX3579' });
    expect(link.getAttribute('href')).toBe('/ticket/list?vehicleNo=GX3579');
    // LB8080's two are all it has: no link.
    expect(screen.queryByRole('link', { name: /unpaid tickets of LB8080/ })).toBeNull();
  });

  it('when the company named the driver of a ticket, then the ticket shows him as named, not "no driver on duty"', async () => {
    fakeApi({
      'GET rest/fleet/api/v1/publ/fleet': ok(
        fleetOfGX3579([ticket('600000242', 40000, 'NG K*** W**', 'UNPAID', true)]),
      ),
    });
    renderWithTexts(<FleetPage payTickets={() => null} />, '/', 'fleets', en);
    expect(await screen.findByText('Driver named by the company: NG K*** W**')).toBeTruthy();
    expect(screen.queryByText('No driver on duty was recorded')).toBeNull();
  });

  it('when the driver on duty let his deadline pass, then the ticket is marked "driver did not act" and still payable', async () => {
    fakeApi({
      'GET rest/fleet/api/v1/publ/fleet': ok(
        fleetOfGX3579([
          ticket('600000242', 40000, 'NG K*** W**', 'UNPAID', false, true),
          ticket('600000250', 40000, 'NG K*** W**'),
        ]),
      ),
    });
    renderWithTexts(<FleetPage payTickets={() => null} />, '/', 'fleets', en);
    const marks = await screen.findAllByText(en.fleet.driverDidNotAct);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('li')!.textContent).toContain('600000242');
    expect(screen.getByRole('checkbox', { name: 'Select notice 600000242' })).toBeTruthy();
  });

  it('when the fleet is larger than the server counts, then it pages, says "more than", and keeps tickets selected on another page', async () => {
    const second: FleetOverview = {
      ...FLEET,
      vehicles: [
        {
          vehicleNo: 'ZZ0001',
          onDuty: null,
          unpaidTickets: [ticket('730000011', 10000, null)],
          unpaidTotal: 1,
        },
      ],
      page: 2,
    };
    const api = fakeApi({
      'GET rest/fleet/api/v1/publ/fleet': (request: FakeRequest) =>
        ok({
          ...(request.query.get('page') === '2' ? second : FLEET),
          total: 1000,
          totalCapped: true,
          onDuty: { total: 1, totalCapped: false },
        }),
    });
    const pay = vi.fn((noticeNos: readonly string[]) => (
      <button type="button">Pay {noticeNos.length}</button>
    ));
    renderWithTexts(<FleetPage payTickets={pay} />, '/', 'fleets', en);
    expect(await screen.findByText('1 of more than 1000 vehicles has a driver on duty.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Select notice 720000011'));
    fireEvent.click(screen.getByTitle('2'));
    fireEvent.click(await screen.findByLabelText('Select notice 730000011'));
    await waitFor(() => expect(pay).toHaveBeenLastCalledWith(['720000011', '730000011']));
    expect(
      api
        .requests('GET rest/fleet/api/v1/publ/fleet')
        .some((r) => r.query.get('page') === '2' && r.query.get('pageSize') === '10'),
    ).toBe(true);
  });
});
