import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { Localized } from '@eticket/domain/common/locale';
import { PAYMENT_METHOD_CATALOGUE } from '@eticket/domain/params/payment-methods';
import { PAYMENT_CHANNEL_CATALOGUE } from '@eticket/domain/params/payment-channels';
import { renderPdf } from '../tickets/pdf-document.ts';

const UNKNOWN: Localized = { en: '-', 'zh-hk': '-', 'zh-cn': '-' };

export function methodNameOf(code: string): Localized {
  return PAYMENT_METHOD_CATALOGUE.find((m) => m.code === code)?.label ?? UNKNOWN;
}

export function channelNameOf(code: string | null): Localized | undefined {
  return code ? PAYMENT_CHANNEL_CATALOGUE.find((c) => c.code === code)?.label : undefined;
}

export interface ReceiptData {
  transactionNo: string;
  methodCode: string;
  channel: string | null;
  amountCents: number;
  paidAt: Date;
  noticeNo: string;
  vehicleNo: string;
}

/** The payment receipt: transaction no, method, time and amount (spec section 3), in English and Chinese. */
export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  const method = methodNameOf(r.methodCode);
  const channel = channelNameOf(r.channel);
  return renderPdf(`Payment receipt ${r.transactionNo}`, (w) => {
    w.heading('Payment receipt', '繳款收據');
    w.row('Transaction No.', '交易編號', r.transactionNo);
    w.row(
      'Payment method',
      '付款方式',
      channel ? `${method.en} (${channel.en})` : method.en,
      channel ? `${method['zh-hk']}（${channel['zh-hk']}）` : method['zh-hk'],
    );
    w.row(
      'Payment time (Hong Kong)',
      '付款時間（香港）',
      formatDate(r.paidAt, 'en', 'datetime'),
      formatDate(r.paidAt, 'zh-hk', 'datetime'),
    );
    w.row('Amount paid (HKD)', '已付金額（港幣）', formatAmount(r.amountCents));
    w.row('Notice No.', '通知書號碼', r.noticeNo);
    w.row('Vehicle No.', '車輛登記號碼', r.vehicleNo);
  });
}
