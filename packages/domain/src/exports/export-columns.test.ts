import { describe, expect, it } from 'vitest';
import { LOCALES } from '../common/locale.ts';
import { LOCATION_FEATURE_CATALOGUE } from '../params/location-features.ts';
import { LOCATION_TYPE_CATALOGUE } from '../params/location-types.ts';
import { placeText } from '../tickets/place-text.ts';
import type { TicketView } from '../tickets/ticket-view.schemas.ts';
import { EXPORT_COLUMNS, ticketExportRow } from './export-columns.ts';

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
