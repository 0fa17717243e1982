import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * Ticket statuses (spec section 4). The code is the constant name. The spec's "cancelled (after
 * investigation or by court)" is split in two, and the partial-payment remark is not a status.
 */
export const TICKET_STATUS_CATALOGUE: readonly CatalogueEntry[] = [
  { code: 'UNPAID', name: 'UNPAID', label: { en: 'Unpaid', 'zh-hk': '未繳款', 'zh-cn': '未缴款' } },
  {
    code: 'IN_TRANSACTION',
    name: 'IN_TRANSACTION',
    label: { en: 'Transaction in progress', 'zh-hk': '交易處理中', 'zh-cn': '交易处理中' },
  },
  { code: 'SETTLED', name: 'SETTLED', label: { en: 'Settled', 'zh-hk': '已繳款', 'zh-cn': '已缴款' } },
  {
    code: 'UNDER_INVESTIGATION',
    name: 'UNDER_INVESTIGATION',
    label: { en: 'Under investigation', 'zh-hk': '調查中', 'zh-cn': '调查中' },
  },
  {
    code: 'INVESTIGATION_COMPLETED',
    name: 'INVESTIGATION_COMPLETED',
    label: { en: 'Investigation completed', 'zh-hk': '調查完成', 'zh-cn': '调查完成' },
  },
  {
    code: 'CANCELLED_AFTER_INVESTIGATION',
    name: 'CANCELLED_AFTER_INVESTIGATION',
    label: { en: 'Cancelled after investigation', 'zh-hk': '經調查後取消', 'zh-cn': '经调查后取消' },
  },
  {
    code: 'CANCELLED_BY_COURT',
    name: 'CANCELLED_BY_COURT',
    label: { en: 'Cancelled by court', 'zh-hk': '經法庭取消', 'zh-cn': '经法庭取消' },
  },
  { code: 'OVERDUE', name: 'OVERDUE', label: { en: 'Overdue', 'zh-hk': '逾期未繳', 'zh-cn': '逾期未缴' } },
  {
    code: 'PAY_AT_COURT_SHROFF',
    name: 'PAY_AT_COURT_SHROFF',
    label: { en: 'Pay at court shroff', 'zh-hk': '須於法院繳費處繳款', 'zh-cn': '须于法院缴费处缴款' },
  },
  {
    code: 'REFUND_IN_PROCESS',
    name: 'REFUND_IN_PROCESS',
    label: { en: 'Refund in process', 'zh-hk': '退款處理中', 'zh-cn': '退款处理中' },
  },
  { code: 'REFUNDED', name: 'REFUNDED', label: { en: 'Refunded', 'zh-hk': '已退款', 'zh-cn': '已退款' } },
];
