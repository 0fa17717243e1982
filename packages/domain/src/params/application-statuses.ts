import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Application statuses for TCR, multimedia and vehicle applications (spec section 4). The spec gives only
 * the wording: the codes are our constant names ("processing or in progress" is PROCESSING, "processed or
 * completed" is COMPLETED).
 */
export const APPLICATION_STATUS_CATALOGUE: readonly CatalogueEntry[] = [
  {
    code: 'PENDING_PAYMENT',
    name: 'PENDING_PAYMENT',
    label: { en: 'Pending payment', 'zh-hk': '待付款', 'zh-cn': '待付款' },
  },
  {
    code: 'PENDING_AUTHORISATION',
    name: 'PENDING_AUTHORISATION',
    label: { en: "Pending applicant's authorisation", 'zh-hk': '待申請人授權', 'zh-cn': '待申请人授权' },
  },
  { code: 'APPROVED', name: 'APPROVED', label: { en: 'Approved', 'zh-hk': '已批准', 'zh-cn': '已批准' } },
  { code: 'REJECTED', name: 'REJECTED', label: { en: 'Rejected', 'zh-hk': '已拒絕', 'zh-cn': '已拒绝' } },
  {
    code: 'PROCESSING',
    name: 'PROCESSING',
    label: { en: 'Processing', 'zh-hk': '處理中', 'zh-cn': '处理中' },
  },
  { code: 'COMPLETED', name: 'COMPLETED', label: { en: 'Completed', 'zh-hk': '已完成', 'zh-cn': '已完成' } },
  { code: 'INVALID', name: 'INVALID', label: { en: 'Invalid', 'zh-hk': '無效', 'zh-cn': '无效' } },
  { code: 'EXPIRED', name: 'EXPIRED', label: { en: 'Expired', 'zh-hk': '已過期', 'zh-cn': '已过期' } },
  {
    code: 'UNSUCCESSFUL',
    name: 'UNSUCCESSFUL',
    label: { en: 'Unsuccessful', 'zh-hk': '不成功', 'zh-cn': '不成功' },
  },
];
