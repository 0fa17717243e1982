import type { FastifyBaseLogger } from 'fastify';
import { methodCodeOfChannel } from '@eticket/domain/payments/channel-method';
import { OPEN_PAYMENT_STATES, type PaymentState } from '@eticket/domain/payments/payment.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { paymentSettlement } from '../../observability/metrics.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { lockTicket, moveTicket } from '../tickets/ticket-status.service.ts';
import { withdrawPendingDisputeOnPayment } from '../tickets/dispute-hook.ts';
import { CONFIRM_JOB } from './payment-deps.ts';
import type { GatewayOrderStatus } from './payment-gateway.ts';
import type { Payables } from './payable.ts';
import {
  findOrderByNo,
  insertPayment,
  itemsOfOrder,
  lockOrder,
  setItemState,
  updateOrder,
  type OrderItemRow,
  type OrderRow,
} from './payments.repository.ts';

export type SettleResult = 'SETTLED' | 'ALREADY_SETTLED' | 'STILL_OPEN' | 'UNKNOWN_ORDER';

type TicketRow = NonNullable<Awaited<ReturnType<typeof lockTicket>>>;

const FINAL_OF: Record<string, PaymentState> = {
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
};

export const isOpen = (state: string) => (OPEN_PAYMENT_STATES as readonly string[]).includes(state);

/**
 * Applies what the gateway says about an order, exactly once, to every item of the order in one
 * transaction. The notification, the browser's return, the reconciliation job and a new payment attempt
 * may all report the same outcome, in any order and at the same time: each locks the order's tickets (in
 * id order) then the order (always in that order, so they queue rather than deadlock), and only the first
 * to find the order open changes anything. The unique indexes on payments (ticket, fee) back this up
 * should anything ever slip past the locks.
 */
export async function applyGatewayOutcome(
  db: Database,
  outcome: GatewayOrderStatus,
  source: 'notify' | 'return' | 'reconcile' | 'repay',
  log: FastifyBaseLogger | undefined,
  payables: Payables,
): Promise<{ result: SettleResult; order?: OrderRow }> {
  const known = await findOrderByNo(db, outcome.orderNo);
  if (!known) return { result: 'UNKNOWN_ORDER' };
  const final = FINAL_OF[outcome.status];
  if (!final) {
    // Still pending at the gateway. Once the customer is back from its page, the order is IN_PROGRESS.
    if (source === 'return' && known.state === 'PAYING') {
      return { result: 'STILL_OPEN', order: await markInProgress(db, known.id) };
    }
    return { result: 'STILL_OPEN', order: known };
  }
  const applied = await db.transaction(async (tx) => {
    const items = await itemsOfOrder(tx, known.id);
    const tickets = new Map<number, TicketRow>();
    const ticketIds = [...new Set(items.flatMap((i) => (i.ticketId === null ? [] : [i.ticketId])))];
    for (const id of ticketIds.sort((a, b) => a - b)) {
      const ticket = await lockTicket(tx, { id });
      if (ticket) tickets.set(id, ticket);
    }
    const order = await lockOrder(tx, known.id);
    if (!order || tickets.size !== ticketIds.length) return { result: 'UNKNOWN_ORDER' as const };
    if (!isOpen(order.state)) {
      if (order.state !== final)
        log?.warn(
          { orderNo: order.orderNo, was: order.state, now: final, source },
          'late gateway outcome differs',
        );
      return { result: 'ALREADY_SETTLED' as const, order };
    }
    const now = new Date();
    if (final !== 'SUCCESS') {
      const closed = await updateOrder(tx, order.id, {
        state: final,
        failureReason: `${source}:${outcome.status}`,
        settledAt: now,
        // Nothing to confirm: the address typed for a confirmation is not kept.
        confirmRecipient: null,
      });
      for (const item of items) {
        if (item.state !== 'OPEN') continue;
        await setItemState(tx, item.id, 'ENDED');
        const ticket = item.ticketId === null ? undefined : tickets.get(item.ticketId);
        if (ticket?.status === 'IN_TRANSACTION') {
          await moveTicket(tx, ticket, item.ticketStatusBefore ?? order.ticketStatusBefore ?? 'UNPAID', {
            reason: `PAYMENT_${final}`,
            actor: 'gateway',
          });
        }
        if (item.kind === 'FEE') await payableOf(payables, item).onEnded(tx, item.feeRef!, final);
      }
      return { result: 'SETTLED' as const, order: closed };
    }
    if (outcome.amountCents !== order.amountCents) {
      // Money was taken, but not the amount asked: leave the order open for a person to look at. A known
      // refusal, not a fault of ours, but a gateway sending wrong amounts is an incident: alert on it.
      log?.warn(
        { orderNo: order.orderNo, paid: outcome.amountCents, due: order.amountCents, source, alert: true },
        'gateway reports another amount than the order',
      );
      throw new AppError('PAYMENT_GATEWAY_AMOUNT_MISMATCH');
    }
    const paidAt = outcome.paidAt ? new Date(outcome.paidAt) : now;
    const base = outcome.txnNo ?? order.orderNo;
    let recorded = 0;
    for (const [index, item] of items.entries()) {
      // One receipt number per item: the gateway's own for an order of one, numbered after it otherwise.
      const transactionNo = items.length === 1 ? base : `${base}-${String(index + 1).padStart(2, '0')}`;
      const payment = await insertPayment(tx, {
        ticketId: item.ticketId,
        feeKind: item.feeKind,
        feeRef: item.feeRef,
        orderId: order.id,
        transactionNo,
        methodCode: methodCodeOfChannel(order.channel),
        channel: order.channel,
        amountCents: item.amountCents,
        paidAt,
        source: 'PLATFORM',
      });
      await setItemState(tx, item.id, payment ? 'PAID' : 'REFUND');
      if (!payment) {
        // Paid twice (e.g. at an ATM while this order was open): the money must go back.
        log?.error(
          { orderNo: order.orderNo, ticketId: item.ticketId, feeKind: item.feeKind },
          'second payment for a settled item: refund required',
        );
        continue;
      }
      recorded++;
      const ticket = item.ticketId === null ? undefined : tickets.get(item.ticketId);
      if (ticket) {
        await moveTicket(tx, ticket, 'SETTLED', { reason: 'PAID_ONLINE', actor: 'gateway' });
        await withdrawPendingDisputeOnPayment(tx, ticket.id);
      } else {
        await payableOf(payables, item).onSettled(tx, item.feeRef!, {
          orderNo: order.orderNo,
          transactionNo,
          amountCents: item.amountCents,
          paidAt,
          channel: order.channel,
        });
      }
    }
    const settled = await updateOrder(tx, order.id, {
      state: 'SUCCESS',
      gatewayTxnNo: outcome.txnNo,
      settledAt: now,
      ...(recorded === items.length ? {} : { failureReason: REFUND_REQUIRED }),
      ...(recorded > 0 ? {} : { confirmRecipient: null }),
    });
    if (recorded > 0) {
      // Part of this transaction: only the one outcome that settles the order enqueues the confirmations.
      await enqueueJob(tx, {
        kind: CONFIRM_JOB,
        payload: { orderNo: order.orderNo },
        dedupeKey: `${CONFIRM_JOB}:${order.orderNo}`,
      });
    }
    return { result: 'SETTLED' as const, order: settled };
  });
  if (applied.result === 'SETTLED' && applied.order) observeSettlement(applied.order);
  return applied;
}

/** Set on a paid order one of whose items had been paid otherwise meanwhile: that money must go back. */
export const REFUND_REQUIRED = 'DUPLICATE_PAYMENT_REFUND_REQUIRED';

function payableOf(payables: Payables, item: OrderItemRow) {
  const payable = payables[item.feeKind ?? ''];
  // A fee kind whose module is gone: the transaction rolls back and the job tries again later.
  if (!payable) throw new Error(`no module declares the fee kind "${item.feeKind}"`);
  return payable;
}

/** The order's time from creation to its outcome, for the settlement latency histogram. */
function observeSettlement(order: OrderRow) {
  const seconds = ((order.settledAt ?? new Date()).getTime() - order.createdAt.getTime()) / 1000;
  paymentSettlement().observe({ outcome: order.state, channel: order.channel }, Math.max(0, seconds));
}

async function markInProgress(db: Database, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.state !== 'PAYING') return order!;
    return updateOrder(tx, orderId, { state: 'IN_PROGRESS' });
  });
}

/** The outcome to apply to an order that ended without payment on our side (never opened, or unknown). */
export function failedOutcome(order: OrderRow): GatewayOrderStatus {
  return {
    orderNo: order.orderNo,
    gatewayOrderId: order.gatewayOrderId ?? '',
    status: 'FAILED',
    amountCents: order.amountCents,
    currency: 'HKD',
    channel: order.channel,
    txnNo: null,
    paidAt: null,
  };
}
