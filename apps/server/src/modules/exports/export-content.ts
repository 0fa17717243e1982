import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { Locale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import type { TicketScope } from '../tickets/ticket-scope.ts';
import { ticketViewsForExport } from '../tickets/tickets.account.service.ts';
import { paymentsForExport } from '../payments/payment-records.service.ts';
import { paymentMeansLabel } from '@eticket/domain/payments/payment-naming';
import { instantOfHongKong, addDays } from '@eticket/domain/common/hong-kong-time';
import type { Column } from './export-file.ts';

type Header = Record<Locale, string>;
const h = (en: string, zhHk: string, zhCn: string): Header => ({ en, 'zh-hk': zhHk, 'zh-cn': zhCn });

const TICKET_HEADERS: Array<[Header, number]> = [
  [h('Notice No.', '通知書號碼', '通知书号码'), 12],
  [h('Vehicle No.', '車輛登記號碼', '车辆登记号码'), 12],
  [h('Offence date', '違例日期', '违例日期'), 12],
  [h('Offence time', '違例時間', '违例时间'), 10],
  [h('Place', '地點', '地点'), 36],
  [h('Offence code', '違例代碼', '违例代码'), 10],
  [h('Offence', '違例事項', '违例事项'), 48],
  [h('Amount (HKD)', '金額（港幣）', '金额（港币）'), 12],
  [h('Payment deadline', '繳款限期', '缴款限期'), 14],
  [h('Status', '狀態', '状态'), 20],
];
const PAYMENT_HEADERS: Array<[Header, number]> = [
  [h('Transaction No.', '交易編號', '交易编号'), 24],
  [h('Notice No.', '通知書號碼', '通知书号码'), 12],
  [h('Vehicle No.', '車輛登記號碼', '车辆登记号码'), 12],
  [h('Payment method', '付款方式', '付款方式'), 20],
  [h('Amount (HKD)', '金額（港幣）', '金额（港币）'), 12],
  [h('Payment time', '付款時間', '付款时间'), 18],
];

const columnsOf = (headers: Array<[Header, number]>, locale: Locale): Column[] =>
  headers.map(([header, width]) => ({ header: header[locale], width }));

/**
 * The rows of an export, in the requester's language, for the scope and Hong Kong dates given. Dates are
 * written as the portal shows them in that language (the domain's formatDate), not in ISO form.
 */
export async function exportContent(
  db: Database,
  task: { type: string; scope: TicketScope; locale: Locale; from: string; to: string },
) {
  const l = task.locale;
  if (task.type === 'tickets') {
    const data = (await ticketViewsForExport(db, task.scope, task.from, task.to)).map((t) => [
      t.noticeNo,
      t.vehicleNo,
      formatDate(t.offenceDate, l),
      t.offenceTime,
      [t.locationType?.label[l], t.locationFeature?.label[l], t.place].filter(Boolean).join(' '),
      t.offenceCodeDisplay,
      t.offenceDescription[l],
      formatAmount(t.amountCents),
      formatDate(t.paymentDeadline, l),
      t.statusLabel[l],
    ]);
    return { sheet: 'Tickets', columns: columnsOf(TICKET_HEADERS, l), rows: data };
  }
  const rows = await paymentsForExport(
    db,
    task.scope,
    instantOfHongKong(task.from),
    instantOfHongKong(addDays(task.to, 1)),
  );
  const data = rows.map((p) => [
    p.transactionNo,
    p.noticeNo,
    p.vehicleNo,
    paymentMeansLabel(p)[l],
    formatAmount(p.amountCents),
    formatDate(p.paidAt, l, 'datetime'),
  ]);
  return { sheet: 'Payments', columns: columnsOf(PAYMENT_HEADERS, l), rows: data };
}
