import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { renderPdf } from '../tickets/pdf-document.ts';
import type { ReceiptData } from './receipt-data.ts';

export const ISSUER = { en: 'Hong Kong Police Force — e-Ticket portal', zh: '香港警務處 — 電子告票平台' };

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
    w.row('Amount paid (HKD)', '已付金額（港幣）', `HK$${formatAmount(r.amountCents)}`);
    w.row('Paid by', '付款方式', r.means.en, r.means['zh-hk']);
    w.row(
      'Paid at (Hong Kong time)',
      '付款時間（香港時間）',
      formatDate(r.paidAt, 'en', 'datetime'),
      formatDate(r.paidAt, 'zh-hk', 'datetime'),
    );
    w.row(
      'Status',
      '狀態',
      'The fixed penalty of this notice has been paid in full.',
      '此通知書的定額罰款已全數繳付。',
    );
  });
}
