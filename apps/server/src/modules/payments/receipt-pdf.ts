import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { Localized } from '@eticket/domain/common/locale';
import { renderPdf, type PdfWriter } from '../tickets/pdf-document.ts';
import type { ReceiptData } from './receipt-data.ts';
import type { OrderReceiptData } from './order-receipt.service.ts';

export const ISSUER = { en: 'Hong Kong Police Force — e-Ticket portal', zh: '香港警務處 — 電子告票平台' };

/** How much, how and when: the rows every receipt states. */
function paidRows(w: PdfWriter, amountCents: number, means: Localized, paidAt: Date) {
  w.row('Amount paid (HKD)', '已付金額（港幣）', `HK$${formatAmount(amountCents)}`);
  w.row('Paid by', '付款方式', means.en, means['zh-hk']);
  w.row(
    'Paid at (Hong Kong time)',
    '付款時間（香港時間）',
    formatDate(paidAt, 'en', 'datetime'),
    formatDate(paidAt, 'zh-hk', 'datetime'),
  );
}

/**
 * The payment receipt, in English and Chinese: who issued it, what was paid for (notice, offence,
 * vehicle), how much, how and when. Enough for a person to show an employer who refunds the fine.
 */
export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  return renderPdf(`Payment receipt ${r.transactionNo}`, (w) => {
    w.issuer(ISSUER.en, ISSUER.zh);
    w.heading('Payment receipt', '繳款收據');
    w.row('Receipt No. (transaction No.)', '收據編號（交易編號）', r.transactionNo);
    if (r.orderNo) w.row('Order No.', '訂單編號', r.orderNo);
    w.row('Notice No.', '通知書號碼', r.noticeNo);
    w.row(
      'Offence',
      '違例事項',
      `${r.offenceCode} ${r.offence.en}`,
      `${r.offenceCode} ${r.offence['zh-hk']}`,
    );
    w.row('Vehicle registration mark', '車輛登記號碼', r.vehicleNo);
    paidRows(w, r.amountCents, r.means, r.paidAt);
    w.row(
      'Status',
      '狀態',
      'The fixed penalty of this notice has been paid in full.',
      '此通知書的定額罰款已全數繳付。',
    );
  });
}

/**
 * The receipt of an order that paid several items (tickets, or a fee of another area): the order, how and
 * when it was paid, its total, and each item with its amount and its own receipt no.
 */
export function orderReceiptPdf(r: OrderReceiptData): Promise<Buffer> {
  return renderPdf(`Payment receipt ${r.orderNo}`, (w) => {
    w.issuer(ISSUER.en, ISSUER.zh);
    w.heading('Payment receipt', '繳款收據');
    w.row('Order No.', '訂單編號', r.orderNo);
    paidRows(w, r.totalCents, r.means, r.paidAt);
    w.heading(`Items paid (${r.items.length})`, `已繳付項目（${r.items.length}）`);
    r.items.forEach((item, i) => {
      const amount = `HK$${formatAmount(item.amountCents)}`;
      w.row(
        `${i + 1}. Receipt No. ${item.transactionNo}`,
        `${i + 1}. 收據編號 ${item.transactionNo}`,
        `${item.description.en} — ${amount}`,
        `${item.description['zh-hk']} — ${amount}`,
      );
    });
    w.row('Status', '狀態', 'Every item listed has been paid in full.', '以上所列各項均已全數繳付。');
  });
}
