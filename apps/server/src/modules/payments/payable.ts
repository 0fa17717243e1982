import type { Localized } from '@eticket/domain/common/locale';
import type { ErrorName } from '@eticket/domain/errors/error-codes';
import type { PaymentState } from '@eticket/domain/payments/payment.schemas';
import type { Database } from '../../db/database.ts';

/** A fee as its owning area describes it to the payments module. */
export interface FeeDescription {
  amountCents: number;
  /** The item line of the gateway's page, the order view and the receipt, in the three languages. */
  description: Localized;
  /** Whether this user (id) may pay it; anyone else is answered FEE_NOT_FOUND, as for a fee that does not exist. */
  mayPay: (userId: string) => boolean;
  /** Why it cannot be paid now (withdrawn, expired, already paid…), an error name of the catalogue; null when payable. */
  refusal: ErrorName | null;
}

/** The payment of a fee as the owning area is told of it, inside the settling transaction. */
export interface SettledFee {
  orderNo: string;
  transactionNo: string;
  amountCents: number;
  paidAt: Date;
  /** Online channel code (spec section 3). */
  channel: string;
}

/**
 * A fee another area lets people pay online (ADR 0031). Every function runs inside the payments
 * module's transaction `tx`: what the area writes there commits with the order, or not at all.
 */
export interface Payable {
  /**
   * The fee of `ref` (the area's own reference, e.g. an application id), or undefined when there is none.
   * Called when an order starts (lock the row `for update` there if its state matters), and for the
   * order view and the receipt.
   */
  describe(tx: Database, ref: string): Promise<FeeDescription | undefined>;
  /** The fee is paid: called once per fee, in the transaction that records its payment. */
  onSettled(tx: Database, ref: string, payment: SettledFee): Promise<void>;
  /** The order ended without payment (FAILED, CANCELLED, EXPIRED): the fee is payable again. */
  onEnded(tx: Database, ref: string, state: PaymentState): Promise<void>;
}

/** Every module's payables, by fee kind ('TCR', …). */
export type Payables = Readonly<Record<string, Payable>>;
