import { TCR_FEE_KIND } from '@eticket/domain/records/tcr.schemas';
import type { Payable } from '../payments/payable.ts';
import { lockByRef } from './records.repository.ts';
import { settleFee } from './tcr.service.ts';

/** The fee kind of a traffic conviction record certificate in the payments module's orders (ADR 0031). */
export const TCR_FEE = TCR_FEE_KIND;

/**
 * The certificate fee as the payments module sees it: the amount the application was made with, payable by
 * the user who applied while it waits for payment; paid, it moves the application to processing once.
 */
export const tcrFeePayable: Payable = {
  async describe(tx, ref) {
    const row = await lockByRef(tx, ref);
    if (!row) return undefined;
    return {
      amountCents: row.feeCents,
      description: {
        en: `Traffic conviction record certificate ${ref}`,
        'zh-hk': `交通違例定罪紀錄證明書 ${ref}`,
        'zh-cn': `交通违例定罪记录证明书 ${ref}`,
      },
      mayPay: (userId) => userId === row.applicantUserId,
      refusal: row.status === 'PENDING_PAYMENT' ? null : 'TCR_NOT_PAYABLE',
    };
  },
  async onSettled(tx, ref, payment) {
    await settleFee(tx, ref, { paymentRef: payment.orderNo, paidAt: payment.paidAt });
  },
  // An order that ends unpaid leaves the application waiting for payment, as it was.
  async onEnded() {},
};
