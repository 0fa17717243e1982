import { maskEmail, maskPhone } from '@eticket/domain/common/masking';
import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Locale } from '@eticket/domain/common/locale';
import { paymentRefusal } from '@eticket/domain/tickets/ticket-status-rules';
import { channelRefusedOnMobile } from '@eticket/domain/payments/channel-method';
import type { PayBody, PaymentOrderView } from '@eticket/domain/payments/payment.schemas';
import { AppError } from '../../http/app-error.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { getParam } from '../params/params.service.ts';
import { lockTicket, moveTicket } from '../tickets/ticket-status.service.ts';
import { newOrderNo } from './order-no.ts';
import {
  RECONCILE_JOB,
  RECONCILE_MAX_STEP_SECONDS,
  reconcileFirstCheckSeconds,
  type PaymentDeps,
} from './payment-deps.ts';
import { applyGatewayOutcome, failedOutcome } from './settlement.service.ts';
import { unknownAtGateway } from './payment-gateway.ts';
import {
  findOpenOrder,
  findOrderByKey,
  insertOrder,
  updateOrder,
  type OrderRow,
} from './payments.repository.ts';
import { orderView } from './order-view.ts';
import { orderDescription } from './order-description.ts';

export const NOTIFY_PATH = '/rest/ticket/api/v1/publ/pay/notify';
export const WAITING_PAGE = '/portal/ticket/pay/waiting';

async function repayBlockSeconds(deps: PaymentDeps): Promise<number> {
  const param = await getParam(deps.db, 'REPAY_BLOCK_SECONDS').catch(() => undefined);
  return typeof param?.value === 'number' ? param.value : 180;
}

/** The confirmation asked for, as the order keeps it: the address until it is used, and its masked form. */
function confirmationColumns(contact: ConfirmationContact | undefined) {
  if (!contact) return {};
  return {
    confirmChannel: contact.channel,
    confirmRecipient: contact.recipient,
    confirmMasked: contact.channel === 'EMAIL' ? maskEmail(contact.recipient) : maskPhone(contact.recipient),
  };
}

const ageSeconds = (order: OrderRow, now: Date) => (now.getTime() - order.createdAt.getTime()) / 1000;

/**
 * An open order older than the re-pay block belongs to a customer who left the gateway's page. Before a
 * new order may start, the old one is settled with what the gateway knows, or closed there, so the same
 * fine is never taken twice.
 */
async function retireStaleOrder(deps: PaymentDeps, order: OrderRow) {
  let status;
  try {
    status = await deps.gateway.queryOrder(order.orderNo);
    if (status.status === 'PENDING') status = await deps.gateway.closeOrder(order.orderNo);
  } catch (error) {
    if (!unknownAtGateway(error)) throw new AppError('PAYMENT_TIMEOUT');
    status = failedOutcome(order);
  }
  await applyGatewayOutcome(deps.db, status, 'repay', deps.log);
}

export interface StartPayment extends PayBody {
  ticketId: number;
  actor: string;
  mobile: boolean;
  now?: Date;
}

/**
 * Starts paying one ticket: one open order per ticket, the ticket shown as "transaction in progress"
 * meanwhile, and a reconciliation job, due within seconds, in case neither the gateway nor the browser
 * ever tells us the end (this process may die before either does).
 * Sending the same idempotency key again answers the same order.
 */
export async function startPayment(deps: PaymentDeps, input: StartPayment): Promise<PaymentOrderView> {
  const now = input.now ?? new Date();
  if (channelRefusedOnMobile(input.channel, input.mobile))
    throw new AppError('PAYMENT_CHANNEL_NOT_ON_MOBILE');
  const block = await repayBlockSeconds(deps);
  const open = await findOpenOrder(deps.db, input.ticketId);
  if (open && open.idempotencyKey !== input.idempotencyKey && ageSeconds(open, now) >= block) {
    await retireStaleOrder(deps, open);
  }
  const expiresAt = new Date(now.getTime() + deps.config.tickets.payOrderTtlSeconds * 1000);
  const { order, created, noticeNo } = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { id: input.ticketId });
    if (!ticket) throw new AppError('TICKET_NOT_EXIST');
    const same = await findOrderByKey(tx, ticket.id, input.idempotencyKey);
    if (same) return { order: same, created: false, noticeNo: ticket.noticeNo };
    const refusal = paymentRefusal(ticket.status);
    if (refusal === 'PAYMENT_IN_PROGRESS') {
      const current = await findOpenOrder(tx, ticket.id);
      const wait = current ? Math.max(1, Math.ceil(block - ageSeconds(current, now))) : block;
      throw new AppError('PAYMENT_IN_PROGRESS', { seconds: wait });
    }
    if (refusal) throw new AppError(refusal);
    const inserted = await insertOrder(tx, {
      orderNo: newOrderNo(now),
      ticketId: ticket.id,
      channel: input.channel,
      amountCents: ticket.amountCents,
      state: 'PAYING',
      idempotencyKey: input.idempotencyKey,
      ticketStatusBefore: ticket.status,
      requestedBy: input.actor,
      createdAt: now,
      expiresAt,
      lang: input.lang ?? 'en',
      ...confirmationColumns(input.confirmTo),
    });
    await moveTicket(tx, ticket, 'IN_TRANSACTION', { reason: 'PAYMENT_STARTED', actor: input.actor });
    await enqueueJob(tx, {
      kind: RECONCILE_JOB,
      payload: { orderNo: inserted.orderNo },
      runAt: new Date(now.getTime() + reconcileFirstCheckSeconds(deps.config) * 1000),
      dedupeKey: `${RECONCILE_JOB}:${inserted.orderNo}`,
      // Each look while the order is pending counts as an attempt: room for those, then 20 for failures.
      maxAttempts: 20 + Math.ceil(deps.config.tickets.payOrderTtlSeconds / RECONCILE_MAX_STEP_SECONDS),
    });
    return { order: inserted, created: true, noticeNo: ticket.noticeNo };
  });
  if (!created) return orderView(order, noticeNo);
  return openAtGateway(deps, order, noticeNo, input.lang ?? 'en');
}

async function openAtGateway(deps: PaymentDeps, order: OrderRow, noticeNo: string, lang: Locale) {
  const base = deps.selfUrl();
  try {
    const opened = await deps.gateway.createOrder({
      orderNo: order.orderNo,
      amountCents: order.amountCents,
      channel: order.channel,
      description: orderDescription(noticeNo, lang),
      notifyUrl: `${base}${NOTIFY_PATH}`,
      returnUrl: `${WAITING_PAGE}?orderNo=${order.orderNo}`,
      expiresAt: order.expiresAt.toISOString(),
      lang,
    });
    const updated = await updateOrder(deps.db, order.id, {
      gatewayOrderId: opened.gatewayOrderId,
      paymentUrl: opened.paymentUrl,
    });
    return orderView(updated, noticeNo);
  } catch (error) {
    deps.log?.error({ err: error, orderNo: order.orderNo }, 'gateway refused to open an order');
    // The customer never saw the gateway's page, so nothing can have been paid: close ours at once.
    await applyGatewayOutcome(deps.db, failedOutcome(order), 'repay', deps.log);
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
}
