import { describe, expect, it } from 'vitest';
import { LOCALES } from '../common/locale.ts';
import { LOCATION_FEATURE_CATALOGUE } from '../params/location-features.ts';
import { LOCATION_TYPE_CATALOGUE } from '../params/location-types.ts';
import { placeText } from '../tickets/place-text.ts';
import type { TicketView } from '../tickets/ticket-view.schemas.ts';
import { EXPORT_COLUMNS, fleetTicketExportRow, ticketExportRow } from './export-columns.ts';

const same = (text: string) => ({ en: text, 'zh-hk': text, 'zh-cn': text });
const label = (catalogue: typeof LOCATION_TYPE_CATALOGUE, code: string) => ({
  code,
  label: catalogue.find((e) => e.code === code)!.label,
});

const ticket: TicketView = {
  noticeNo: '600000010',
  noticeType: '525',
  noticeTypeLabel: same('Parking'),
  vehicleNo: 'AB1234',
  offenceDate: '2026-03-02',
  offenceTime: '14:35',
  place: 'Nathan Road, Mong Kok',
  locationType: label(LOCATION_TYPE_CATALOGUE, 'O'),
  locationFeature: label(LOCATION_FEATURE_CATALOGUE, 'L'),
  offenceCode: '04',
  offenceCodeDisplay: '(4)',
  offenceDescription: same('Parked'),
  contraventionCode: null,
  amountCents: 40000,
  paymentDeadline: '2026-03-23',
  ePaymentNo: '1',
  status: 'UNPAID',
  statusLabel: same('Unpaid'),
  statusDate: null,
  remark: null,
  payable: true,
  possibleDuplicateOf: null,
  duplicateDisputable: false,
};

describe('a ticket’s export row', () => {
  it('when the place has a location type and feature, then the row writes it exactly as the pages do', () => {
    const place = EXPORT_COLUMNS.tickets.findIndex((c) => c.header.en === 'Place');
    expect(ticketExportRow(ticket, 'en')[place]).toBe('Outside Lot, Nathan Road, Mong Kok');
    for (const l of LOCALES) expect(ticketExportRow(ticket, l)[place]).toBe(placeText(ticket, l));
  });
});

describe('a fleet ticket’s export row', () => {
  const told = {
    noticeNo: '600000010',
    vehicleNo: 'GX3579',
    offenceAt: '2026-03-02T06:35:00Z',
    amountCents: 40000,
    status: 'SETTLED',
    driver: {
      name: 'NG K*** W**',
      startedAt: '2026-03-02T00:00:00Z',
      endedAt: '2026-03-02T10:00:00Z',
      endReason: 'HANDOVER' as const,
    },
    toldAt: '2026-03-02T06:40:00Z',
  };

  it('when the driver on duty was told, then the row has his period, how it ended and when he was told', () => {
    const row = fleetTicketExportRow(told, 'en');
    expect(row).toHaveLength(EXPORT_COLUMNS.fleetTickets.length);
    expect(row).toEqual([
      '600000010',
      'GX3579',
      '02/03/2026 14:35',
      '400.00',
      'Settled',
      'NG K*** W**',
      '02/03/2026 08:00',
      '02/03/2026 18:00',
      'Taken over by another driver',
      'Yes',
      '02/03/2026 14:40',
    ]);
    expect(fleetTicketExportRow(told, 'zh-hk')[9]).toBe('是');
  });

  it('when no one was on duty, then the driver’s cells are empty and he was not told', () => {
    const row = fleetTicketExportRow({ ...told, driver: null, toldAt: null }, 'zh-cn');
    expect(row.slice(5)).toEqual(['', '', '', '', '否', '']);
  });
});
