import type { CatalogueEntry } from './catalogue-entry.ts';

/** Payment states (spec section 4). The code is the constant name; EXPIRED covers "expired or timeout". */
export const PAYMENT_STATUS_CATALOGUE: readonly CatalogueEntry[] = [
  { code: 'PAYING', name: 'PAYING', label: { en: 'Paying', 'zh-hk': '付款中', 'zh-cn': '付款中' } },
  { code: 'SUCCESS', name: 'SUCCESS', label: { en: 'Successful', 'zh-hk': '付款成功', 'zh-cn': '付款成功' } },
  { code: 'FAILED', name: 'FAILED', label: { en: 'Failed', 'zh-hk': '付款失敗', 'zh-cn': '付款失败' } },
  { code: 'CANCELLED', name: 'CANCELLED', label: { en: 'Cancelled', 'zh-hk': '已取消', 'zh-cn': '已取消' } },
  {
    code: 'EXPIRED',
    name: 'EXPIRED',
    label: { en: 'Expired or timed out', 'zh-hk': '已逾時', 'zh-cn': '已超时' },
  },
  {
    code: 'IN_PROGRESS',
    name: 'IN_PROGRESS',
    label: { en: 'In progress', 'zh-hk': '處理中', 'zh-cn': '处理中' },
  },
];
