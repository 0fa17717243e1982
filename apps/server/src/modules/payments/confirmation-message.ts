import { formatAmount } from '@eticket/domain/common/amount';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import { isLocale, type Locale } from '@eticket/domain/common/locale';
import { hongKongTimeOf } from '../tickets/ticket-view.ts';
import type { ReceiptData } from './receipt-data.ts';
import type { OrderReceiptData } from './order-receipt.service.ts';

type Facts = {
  notice: string;
  vehicle: string;
  offence: string;
  amount: string;
  means: string;
  when: string;
  receipt: string;
  order: string | null;
};

/**
 * The confirmation of a payment, by SMS or e-mail: the receipt's details and what happens next, and no
 * link, so that it cannot be imitated by a phishing message asking the reader to click.
 */
const TEXT: Record<Locale, (f: Facts) => string> = {
  en: (f) =>
    `Hong Kong Police Force e-Ticket portal: payment received. Notice No. ${f.notice}, vehicle ${f.vehicle}, ` +
    `offence ${f.offence}. HK$${f.amount} paid by ${f.means} on ${f.when} (Hong Kong time). ` +
    `Receipt No. ${f.receipt}${f.order ? `, order No. ${f.order}` : ''}. ` +
    'The ticket is settled; there is nothing else to do. ' +
    'The receipt can be downloaded from the ticket on the e-Ticket portal and from your payment records. ' +
    'We never ask for payment by SMS or e-mail.',
  'zh-hk': (f) =>
    `香港警務處電子告票平台：已收到繳款。通知書號碼 ${f.notice}，車輛 ${f.vehicle}，違例事項 ${f.offence}。` +
    `於 ${f.when}（香港時間）以${f.means}繳付 HK$${f.amount}。收據編號 ${f.receipt}` +
    `${f.order ? `，訂單編號 ${f.order}` : ''}。告票已繳款，你無須再作任何行動。` +
    '收據可於電子告票平台的告票頁面及你的繳款紀錄下載。我們絕不會以短訊或電郵要求付款。',
  'zh-cn': (f) =>
    `香港警务处电子告票平台：已收到缴款。通知书号码 ${f.notice}，车辆 ${f.vehicle}，违例事项 ${f.offence}。` +
    `于 ${f.when}（香港时间）以${f.means}缴付 HK$${f.amount}。收据编号 ${f.receipt}` +
    `${f.order ? `，订单编号 ${f.order}` : ''}。告票已缴款，你无须再作任何行动。` +
    '收据可于电子告票平台的告票页面及你的缴款记录下载。我们绝不会以短信或电邮要求付款。',
};

const SUBJECT: Record<Locale, string> = {
  en: 'e-Ticket portal: payment received',
  'zh-hk': '電子告票平台：已收到繳款',
  'zh-cn': '电子告票平台：已收到缴款',
};

/** The e-mail's subject line (an SMS has none). */
export function confirmationSubject(lang: string): string {
  return SUBJECT[isLocale(lang) ? lang : 'en'];
}

export function confirmationText(lang: string, r: ReceiptData): string {
  const locale: Locale = isLocale(lang) ? lang : 'en';
  return TEXT[locale]({
    notice: r.noticeNo,
    vehicle: r.vehicleNo,
    offence: `${r.offenceCode} ${r.offence[locale]}`,
    amount: formatAmount(r.amountCents),
    means: r.means[locale],
    when: `${hongKongDateOf(r.paidAt)} ${hongKongTimeOf(r.paidAt)}`,
    receipt: r.transactionNo,
    order: r.orderNo,
  });
}

type OrderFacts = {
  order: string;
  count: number;
  items: string;
  amount: string;
  means: string;
  when: string;
};

/** The confirmation of an order of several items (or of a fee): each item with its receipt no. */
const ORDER_TEXT: Record<Locale, (f: OrderFacts) => string> = {
  en: (f) =>
    `Hong Kong Police Force e-Ticket portal: payment received. Order No. ${f.order}, ${f.count} item(s): ` +
    `${f.items}. HK$${f.amount} paid by ${f.means} on ${f.when} (Hong Kong time). ` +
    'There is nothing else to do. The receipt can be downloaded from your payment records on the e-Ticket portal. ' +
    'We never ask for payment by SMS or e-mail.',
  'zh-hk': (f) =>
    `香港警務處電子告票平台：已收到繳款。訂單編號 ${f.order}，共 ${f.count} 項：${f.items}。` +
    `於 ${f.when}（香港時間）以${f.means}繳付 HK$${f.amount}。你無須再作任何行動。` +
    '收據可於電子告票平台的繳款紀錄下載。我們絕不會以短訊或電郵要求付款。',
  'zh-cn': (f) =>
    `香港警务处电子告票平台：已收到缴款。订单编号 ${f.order}，共 ${f.count} 项：${f.items}。` +
    `于 ${f.when}（香港时间）以${f.means}缴付 HK$${f.amount}。你无须再作任何行动。` +
    '收据可于电子告票平台的缴款记录下载。我们绝不会以短信或电邮要求付款。',
};

const RECEIPT_NO: Record<Locale, string> = { en: 'receipt No.', 'zh-hk': '收據編號', 'zh-cn': '收据编号' };

export function orderConfirmationText(lang: string, r: OrderReceiptData): string {
  const locale: Locale = isLocale(lang) ? lang : 'en';
  return ORDER_TEXT[locale]({
    order: r.orderNo,
    count: r.items.length,
    items: r.items
      .map(
        (i) =>
          `${i.description[locale]} HK$${formatAmount(i.amountCents)} (${RECEIPT_NO[locale]} ${i.transactionNo})`,
      )
      .join(locale === 'en' ? '; ' : '；'),
    amount: formatAmount(r.totalCents),
    means: r.means[locale],
    when: `${hongKongDateOf(r.paidAt)} ${hongKongTimeOf(r.paidAt)}`,
  });
}
