import type { Locale, Localized } from '../common/locale.ts';
import type { TicketView } from '../tickets/ticket-view.schemas.ts';
import {
  drivingLogExportRow,
  fleetTicketExportRow,
  paymentExportRow,
  ticketExportRow,
  type DrivingLogExportSource,
  type ExportType,
  type FleetTicketExportSource,
  type PaymentExportSource,
} from './export-columns.ts';

const t = (en: string, zhHk: string, zhCn: string): Localized => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const UNPAID = t('Unpaid', '未繳款', '未缴款');
const SETTLED = t('Settled', '已繳款', '已缴款');

/** Made-up tickets, as the server shows them, for the export demonstration (no real vehicle or person). */
const SAMPLE_TICKETS: TicketView[] = [
  {
    noticeNo: '900000011',
    noticeType: '525',
    noticeTypeLabel: t('Parking', '泊車', '泊车'),
    vehicleNo: 'DEMO01',
    offenceDate: '2026-03-02',
    offenceTime: '09:15',
    place: 'Nathan Road',
    locationType: null,
    locationFeature: null,
    offenceCode: '04',
    offenceCodeDisplay: '(4)',
    offenceDescription: t('Parking in a restricted zone', '在限制區內停泊', '在限制区内停泊'),
    contraventionCode: null,
    amountCents: 40000,
    paymentDeadline: '2026-03-23',
    ePaymentNo: 'DEMO',
    status: 'UNPAID',
    statusLabel: UNPAID,
    statusDate: null,
    remark: null,
    payable: true,
    possibleDuplicateOf: null,
    duplicateDisputable: false,
  },
  {
    noticeNo: '900000029',
    noticeType: '570',
    noticeTypeLabel: t('Moving offence', '行車違例', '行车违例'),
    vehicleNo: 'DEMO02',
    offenceDate: '2026-03-05',
    offenceTime: '18:40',
    place: 'Tolo Highway',
    locationType: null,
    locationFeature: null,
    offenceCode: '41',
    offenceCodeDisplay: '41',
    offenceDescription: t(
      'Exceeding the speed limit by not more than 15 km/h',
      '超速不多於每小時 15 公里',
      '超速不多于每小时 15 公里',
    ),
    contraventionCode: null,
    amountCents: 32000,
    paymentDeadline: '2026-03-26',
    ePaymentNo: 'DEMO',
    status: 'SETTLED',
    statusLabel: SETTLED,
    statusDate: '2026-03-10',
    remark: null,
    payable: false,
    possibleDuplicateOf: null,
    duplicateDisputable: false,
  },
];

const SAMPLE_PAYMENTS: PaymentExportSource[] = [
  {
    transactionNo: 'DEMO-20260310-0001',
    noticeNo: '900000029',
    vehicleNo: 'DEMO02',
    methodCode: '7',
    channel: '1',
    amountCents: 32000,
    paidAt: '2026-03-10T02:20:00Z',
  },
  {
    transactionNo: 'DEMO-20260312-0002',
    noticeNo: '900000037',
    vehicleNo: 'DEMO01',
    methodCode: '0',
    channel: null,
    amountCents: 45000,
    paidAt: '2026-03-12T11:05:00Z',
  },
];

const SAMPLE_DRIVING_LOGS: DrivingLogExportSource[] = [
  {
    vehicleNo: 'DEMO01',
    driverName: 'CHAN T** M**',
    startedAt: '2026-03-02T00:05:00Z',
    endedAt: '2026-03-02T09:40:00Z',
    endReason: 'SCAN',
  },
  {
    vehicleNo: 'DEMO01',
    driverName: 'WONG S*** M***',
    startedAt: '2026-03-02T09:40:00Z',
    endedAt: '2026-03-02T21:40:00Z',
    endReason: 'AUTO',
  },
];

const SAMPLE_FLEET_TICKETS: FleetTicketExportSource[] = [
  {
    noticeNo: '900000011',
    vehicleNo: 'DEMO01',
    offenceAt: '2026-03-02T01:15:00Z',
    amountCents: 40000,
    status: 'UNPAID',
    driver: {
      name: 'CHAN T** M**',
      startedAt: '2026-03-02T00:05:00Z',
      endedAt: '2026-03-02T09:40:00Z',
      endReason: 'SCAN',
    },
    toldAt: '2026-03-02T01:16:00Z',
  },
  {
    noticeNo: '900000045',
    vehicleNo: 'DEMO02',
    offenceAt: '2026-03-06T14:30:00Z',
    amountCents: 32000,
    status: 'SETTLED',
    driver: {
      name: 'WONG S*** M***',
      startedAt: '2026-03-06T09:40:00Z',
      endedAt: '2026-03-06T21:40:00Z',
      endReason: 'AUTO',
    },
    toldAt: '2026-03-06T14:31:00Z',
  },
];

/**
 * The rows of the export demonstration in a language, written by the same row functions as a real
 * export: the demonstration page shows them, and the server's sample file is built from them.
 */
export function exportSampleRows(type: ExportType, locale: Locale): string[][] {
  if (type === 'tickets') return SAMPLE_TICKETS.map((ticket) => ticketExportRow(ticket, locale));
  if (type === 'drivingLogs') return SAMPLE_DRIVING_LOGS.map((log) => drivingLogExportRow(log, locale));
  if (type === 'fleetTickets') return SAMPLE_FLEET_TICKETS.map((f) => fleetTicketExportRow(f, locale));
  return SAMPLE_PAYMENTS.map((payment) => paymentExportRow(payment, locale));
}
