import { formatAmount } from '../common/amount.ts';
import { formatDate, type DateInput } from '../common/dates.ts';
import type { Locale, Localized } from '../common/locale.ts';
import { paymentMeansLabel } from '../payments/payment-naming.ts';
import type { TicketView } from '../tickets/ticket-view.schemas.ts';
import type { ExportBody } from './export.schemas.ts';
import { dutyEndLabel } from '../fleets/duty-end-labels.ts';
import type { DutyEndReason } from '../fleets/driving-log.schemas.ts';
import { placeText } from '../tickets/place-text.ts';
import { TICKET_STATUS_CATALOGUE } from '../params/ticket-statuses.ts';

export type ExportType = ExportBody['type'];
export type ExportFormat = ExportBody['format'];
export const EXPORT_TYPES: readonly ExportType[] = ['tickets', 'payments', 'drivingLogs', 'fleetTickets'];
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

/** A column of an export file: its heading in each language and its width in the spreadsheet. */
export interface ExportColumn {
  header: Localized;
  width: number;
}

const h = (en: string, zhHk: string, zhCn: string, width: number): ExportColumn => ({
  header: { en, 'zh-hk': zhHk, 'zh-cn': zhCn },
  width,
});

/** The columns of each export, in the order written; the server's files and the export demonstration read them. */
export const EXPORT_COLUMNS: Record<ExportType, readonly ExportColumn[]> = {
  tickets: [
    h('Notice No.', '通知書號碼', '通知书号码', 12),
    h('Vehicle No.', '車輛登記號碼', '车辆登记号码', 12),
    h('Offence date', '違例日期', '违例日期', 12),
    h('Offence time', '違例時間', '违例时间', 10),
    h('Place', '地點', '地点', 36),
    h('Offence code', '違例代碼', '违例代码', 10),
    h('Offence', '違例事項', '违例事项', 48),
    h('Amount (HKD)', '金額（港幣）', '金额（港币）', 12),
    h('Payment deadline', '繳款限期', '缴款限期', 14),
    h('Status', '狀態', '状态', 20),
  ],
  payments: [
    h('Transaction No.', '交易編號', '交易编号', 24),
    h('Notice No.', '通知書號碼', '通知书号码', 12),
    h('Vehicle No.', '車輛登記號碼', '车辆登记号码', 12),
    h('Payment method', '付款方式', '付款方式', 20),
    h('Amount (HKD)', '金額（港幣）', '金额（港币）', 12),
    h('Payment time', '付款時間', '付款时间', 18),
  ],
  drivingLogs: [
    h('Vehicle No.', '車輛登記號碼', '车辆登记号码', 12),
    h('Driver', '司機', '司机', 20),
    h('Start of duty', '當值開始', '当值开始', 18),
    h('End of duty', '當值結束', '当值结束', 18),
    h('How it ended', '結束方式', '结束方式', 28),
  ],
  fleetTickets: [
    h('Notice No.', '通知書號碼', '通知书号码', 12),
    h('Vehicle No.', '車輛登記號碼', '车辆登记号码', 12),
    h('Offence time', '違例時間', '违例时间', 18),
    h('Amount (HKD)', '金額（港幣）', '金额（港币）', 12),
    h('Status', '狀態', '状态', 20),
    h('Driver on duty', '當值司機', '当值司机', 20),
    h('Start of duty', '當值開始', '当值开始', 18),
    h('End of duty', '當值結束', '当值结束', 18),
    h('How the duty was recorded', '當值記錄方式', '当值记录方式', 28),
    h('Driver told', '已通知司機', '已通知司机', 12),
    h('Told at', '通知時間', '通知时间', 18),
  ],
};

/** The worksheet's name in an XLSX file. */
export const EXPORT_SHEETS: Record<ExportType, string> = {
  tickets: 'Tickets',
  payments: 'Payments',
  drivingLogs: 'Driving logs',
  fleetTickets: 'Fleet tickets',
};

/** A payment as an export lists it. */
export interface PaymentExportSource {
  transactionNo: string;
  noticeNo: string;
  vehicleNo: string;
  methodCode: string;
  channel?: string | null;
  amountCents: number;
  paidAt: DateInput;
}

/**
 * One ticket's row, in a language. Dates are written as the portal shows them in that language
 * (formatDate), not in ISO form.
 */
export function ticketExportRow(t: TicketView, l: Locale): string[] {
  return [
    t.noticeNo,
    t.vehicleNo,
    formatDate(t.offenceDate, l),
    t.offenceTime,
    placeText(t, l),
    t.offenceCodeDisplay,
    t.offenceDescription[l],
    formatAmount(t.amountCents),
    formatDate(t.paymentDeadline, l),
    t.statusLabel[l],
  ];
}

/** One payment's row, in a language. */
export function paymentExportRow(p: PaymentExportSource, l: Locale): string[] {
  return [
    p.transactionNo,
    p.noticeNo,
    p.vehicleNo,
    paymentMeansLabel(p)[l],
    formatAmount(p.amountCents),
    formatDate(p.paidAt, l, 'datetime'),
  ];
}

/** A duty period as an export lists it (the driver's name masked). */
export interface DrivingLogExportSource {
  vehicleNo: string;
  driverName: string;
  startedAt: DateInput;
  endedAt: DateInput | null;
  endReason: DutyEndReason | null;
}

/** One duty period's row, in a language; a period still open says so. */
export function drivingLogExportRow(d: DrivingLogExportSource, l: Locale): string[] {
  return [
    d.vehicleNo,
    d.driverName,
    formatDate(d.startedAt, l, 'datetime'),
    d.endedAt ? formatDate(d.endedAt, l, 'datetime') : '',
    dutyEndLabel(d.endReason)[l],
  ];
}

/**
 * A company's ticket as the month's export for recharging lists it: the driver on duty at the offence
 * (masked) and his period, or null when no one had scanned in; when he was told, or null.
 */
export interface FleetTicketExportSource {
  noticeNo: string;
  vehicleNo: string;
  offenceAt: DateInput;
  amountCents: number;
  status: string;
  driver: {
    name: string;
    startedAt: DateInput;
    endedAt: DateInput | null;
    endReason: DutyEndReason | null;
  } | null;
  toldAt: DateInput | null;
}

const YES_NO: Record<'yes' | 'no', Localized> = {
  yes: { en: 'Yes', 'zh-hk': '是', 'zh-cn': '是' },
  no: { en: 'No', 'zh-hk': '否', 'zh-cn': '否' },
};
const STATUS_LABELS = new Map(TICKET_STATUS_CATALOGUE.map((e) => [e.code, e.label]));

/** One ticket of the fleet's month, in a language; a ticket with no driver on duty leaves his cells empty. */
export function fleetTicketExportRow(f: FleetTicketExportSource, l: Locale): string[] {
  const d = f.driver;
  return [
    f.noticeNo,
    f.vehicleNo,
    formatDate(f.offenceAt, l, 'datetime'),
    formatAmount(f.amountCents),
    STATUS_LABELS.get(f.status)?.[l] ?? f.status,
    d?.name ?? '',
    d ? formatDate(d.startedAt, l, 'datetime') : '',
    d?.endedAt ? formatDate(d.endedAt, l, 'datetime') : '',
    d ? dutyEndLabel(d.endReason)[l] : '',
    YES_NO[f.toldAt ? 'yes' : 'no'][l],
    f.toldAt ? formatDate(f.toldAt, l, 'datetime') : '',
  ];
}
