import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Online payment channel codes (spec section 3, Payment). Trade names that Hong Kong Chinese texts keep in
 * Latin script (Apple Pay, Android Pay, Visa, JCB) stay so in the Chinese labels.
 */
export const PAYMENT_CHANNEL_CATALOGUE: readonly CatalogueEntry[] = [
  { code: '1', name: 'FPS', label: { en: 'FPS', 'zh-hk': '轉數快', 'zh-cn': '转数快' } },
  { code: '2', name: 'PPS', label: { en: 'PPS', 'zh-hk': '繳費靈', 'zh-cn': '缴费灵' } },
  { code: '3', name: 'APPLE_PAY', label: { en: 'Apple Pay', 'zh-hk': 'Apple Pay', 'zh-cn': 'Apple Pay' } },
  {
    code: '4',
    name: 'ANDROID_PAY',
    label: { en: 'Android Pay', 'zh-hk': 'Android Pay', 'zh-cn': 'Android Pay' },
  },
  { code: '5', name: 'VISA', label: { en: 'Visa', 'zh-hk': 'Visa 卡', 'zh-cn': 'Visa 卡' } },
  { code: '6', name: 'JCB', label: { en: 'JCB', 'zh-hk': 'JCB 卡', 'zh-cn': 'JCB 卡' } },
  { code: '7', name: 'MASTERCARD', label: { en: 'Mastercard', 'zh-hk': '萬事達卡', 'zh-cn': '万事达卡' } },
  { code: '8', name: 'UNIONPAY', label: { en: 'UnionPay', 'zh-hk': '銀聯', 'zh-cn': '银联' } },
];
