import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Payment method codes (spec section 3, Payment). The codes and constant names are the spec's; the labels
 * are ours. Where the spec gives only an abbreviation, our reading is:
 * - GIFT: a gift voucher or prepaid value, not money paid by the offender;
 * - V_ATM: a virtual ATM (bill payment at an ATM-style screen of a bank's online service);
 * - I_BANK / P_BANK: internet and phone banking through the banks' bill-payment services;
 * - G TRY: the Treasury (payment recorded by the Treasury directly);
 * - L CASHIER: a government cashier or shroff counter, such as a court shroff.
 */
export const PAYMENT_METHOD_CATALOGUE: readonly CatalogueEntry[] = [
  { code: '0', name: 'PPS', label: { en: 'PPS', 'zh-hk': '繳費靈', 'zh-cn': '缴费灵' } },
  { code: '1', name: 'CREDIT_CARD', label: { en: 'Credit card', 'zh-hk': '信用卡', 'zh-cn': '信用卡' } },
  { code: '2', name: 'FPS', label: { en: 'FPS', 'zh-hk': '轉數快', 'zh-cn': '转数快' } },
  { code: '3', name: 'CHEQUE', label: { en: 'Cheque', 'zh-hk': '支票', 'zh-cn': '支票' } },
  { code: '4', name: 'GIFT', label: { en: 'Gift voucher', 'zh-hk': '禮券', 'zh-cn': '礼券' } },
  { code: '5', name: 'ATM', label: { en: 'ATM', 'zh-hk': '自動櫃員機', 'zh-cn': '自动柜员机' } },
  {
    code: '7',
    name: 'INTERNET',
    label: { en: 'Internet payment', 'zh-hk': '網上付款', 'zh-cn': '网上付款' },
  },
  { code: '8', name: 'EPS', label: { en: 'EPS', 'zh-hk': '易辦事', 'zh-cn': '易办事' } },
  {
    code: '9',
    name: 'MIXED',
    label: { en: 'Mixed payment methods', 'zh-hk': '混合付款方式', 'zh-cn': '混合付款方式' },
  },
  {
    code: 'A',
    name: 'ATM_OR_INTERNET',
    label: { en: 'ATM or internet', 'zh-hk': '自動櫃員機或互聯網', 'zh-cn': '自动柜员机或互联网' },
  },
  {
    code: 'B',
    name: 'CASH_OR_CHEQUE',
    label: { en: 'Cash or cheque', 'zh-hk': '現金或支票', 'zh-cn': '现金或支票' },
  },
  { code: 'C', name: 'HK_POST', label: { en: 'Hongkong Post', 'zh-hk': '香港郵政', 'zh-cn': '香港邮政' } },
  { code: 'D', name: 'V_ATM', label: { en: 'Virtual ATM', 'zh-hk': '虛擬櫃員機', 'zh-cn': '虚拟柜员机' } },
  { code: 'E', name: 'I_BANK', label: { en: 'Internet banking', 'zh-hk': '網上銀行', 'zh-cn': '网上银行' } },
  {
    code: 'F',
    name: 'P_BANK',
    label: {
      en: 'Phone banking (bank bill payment)',
      'zh-hk': '電話銀行（銀行繳費）',
      'zh-cn': '电话银行（银行缴费）',
    },
  },
  { code: 'G', name: 'TRY', label: { en: 'Treasury', 'zh-hk': '庫務署', 'zh-cn': '库务署' } },
  { code: 'L', name: 'CASHIER', label: { en: 'Cashier counter', 'zh-hk': '收款處', 'zh-cn': '收款处' } },
  {
    code: 'P',
    name: 'PHONE_BANKING',
    label: { en: 'Phone banking', 'zh-hk': '電話銀行', 'zh-cn': '电话银行' },
  },
  { code: 'W', name: 'CASH', label: { en: 'Cash', 'zh-hk': '現金', 'zh-cn': '现金' } },
];
