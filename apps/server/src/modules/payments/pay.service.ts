import { maskDestination } from '@eticket/domain/common/masking';
import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Locale, Localized } from '@eticket/domain/common/locale';
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
import type { Database } from '../../db/database.ts';
import {
  findOpenFeeOrder,
  findOpenOrder,
  findOrderByKey,
  findOrderByPayerKey,
  findPaymentOfFee,
  insertItems,
  insertOrder,
  updateOrder,
  type OrderRow,
} from './payments.repository.ts';
import type { paymentOrderItems } from './payments.table.ts';
import { orderViewOf } from './order-view.ts';
import { orderDescription, severalItemsDescription } from './order-description.ts';

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
    confirmMasked: maskDestination(contact.channel, contact.recipient),
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
  await applyGatewayOutcome(deps.db, status, 'repay', deps.log, deps.payables());
}

export interface StartPayment extends PayBody {
  ticketId: number;
  actor: string;
  mobile: boolean;
  now?: Date;
}

/** What every new order is opened with, whatever it pays. */
interface OrderRequest {
  channel: PayBody['channel'];
  idempotencyKey: string;
  lang?: Locale | undefined;
  confirmTo?: ConfirmationContact | undefined;
  actor: string;
  now: Date;
}

/**
 * Records a new order and its items in the caller's transaction, and the reconciliation job, due within
 * seconds, in case neither the gateway nor the browser ever tells us the end (this process may die before
 * either does). The items' partial unique indexes refuse a ticket or fee already in an open order.
 */
async function recordOrder(
  tx: Database,
  deps: PaymentDeps,
  request: OrderRequest,
  order: { ticketId: number | null; ticketStatusBefore: string | null },
  items: Omit<typeof paymentOrderItems.$inferInsert, 'orderId' | 'state'>[],
) {
  const inserted = await insertOrder(tx, {
    orderNo: newOrderNo(request.now),
    ticketId: order.ticketId,
    channel: request.channel,
    amountCents: items.reduce((sum, item) => sum + item.amountCents, 0),
    state: 'PAYING',
    idempotencyKey: request.idempotencyKey,
    ticketStatusBefore: order.ticketStatusBefore,
    requestedBy: request.actor,
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + deps.config.tickets.payOrderTtlSeconds * 1000),
    lang: request.lang ?? 'en',
    ...confirmationColumns(request.confirmTo),
  });
  await insertItems(
    tx,
    items.map((item) => ({ ...item, orderId: inserted.id, state: 'OPEN' })),
  );
  await enqueueJob(tx, {
    kind: RECONCILE_JOB,
    payload: { orderNo: inserted.orderNo },
    runAt: new Date(request.now.getTime() + reconcileFirstCheckSeconds(deps.config) * 1000),
    dedupeKey: `${RECONCILE_JOB}:${inserted.orderNo}`,
    // Each look while the order is pending counts as an attempt: room for those, then 20 for failures.
    maxAttempts: 20 + Math.ceil(deps.config.tickets.payOrderTtlSeconds / RECONCILE_MAX_STEP_SECONDS),
  });
  return inserted;
}

/** A unique index refused the row: another request got there first (the indexes of ADR 0031). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * A unique index refused the new order: the same key sent twice at once (the other request recorded the
 * order, answered again), or an item another request put in an open order meanwhile.
 */
async function lostRace(deps: PaymentDeps, error: unknown, payer: string, key: string, block: number) {
  if (!isUniqueViolation(error)) throw error;
  const same = await findOrderByPayerKey(deps.db, payer, key);
  if (same) return orderViewOf(deps.db, deps.payables(), same);
  throw new AppError('PAYMENT_IN_PROGRESS', { seconds: block });
}

/** Seconds until an open order's payer may start another one for the same thing. */
function waitSeconds(block: number, open: OrderRow | undefined, now: Date) {
  return open ? Math.max(1, Math.ceil(block - ageSeconds(open, now))) : block;
}

/**
 * Starts paying one ticket: one open order per ticket, the ticket shown as "transaction in progress"
 * meanwhile, and a reconciliation job. Sending the same idempotency key again answers the same order.
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
  const { order, created, noticeNo } = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { id: input.ticketId });
    if (!ticket) throw new AppError('TICKET_NOT_EXIST');
    const same = await findOrderByKey(tx, ticket.id, input.idempotencyKey);
    if (same) return { order: same, created: false, noticeNo: ticket.noticeNo };
    const refusal = paymentRefusal(ticket.status);
    if (refusal === 'PAYMENT_IN_PROGRESS') {
      const current = await findOpenOrder(tx, ticket.id);
      throw new AppError('PAYMENT_IN_PROGRESS', { seconds: waitSeconds(block, current, now) });
    }
    if (refusal) throw new AppError(refusal);
    const inserted = await recordOrder(
      tx,
      deps,
      { ...input, now },
      { ticketId: ticket.id, ticketStatusBefore: ticket.status },
      [
        {
          kind: 'TICKET',
          ticketId: ticket.id,
          amountCents: ticket.amountCents,
          ticketStatusBefore: ticket.status,
        },
      ],
    );
    await moveTicket(tx, ticket, 'IN_TRANSACTION', { reason: 'PAYMENT_STARTED', actor: input.actor });
    return { order: inserted, created: true, noticeNo: ticket.noticeNo };
  });
  if (!created) return orderViewOf(deps.db, deps.payables(), order);
  return openAtGateway(deps, order, orderDescription(noticeNo, input.lang ?? 'en'), input.lang ?? 'en');
}

export interface StartTicketsOrder extends Omit<PayBody, 'noticeNo'> {
  /** The tickets, each one the payer may pay (the route resolves them in the acting role's scope). */
  tickets: readonly { id: number; noticeNo: string }[];
  /** The logged-in payer's user id. */
  actor: string;
  mobile: boolean;
  now?: Date;
}

/**
 * Starts paying several tickets in one gateway order: each ticket must be payable and in no other open
 * order (its open item, and its IN_TRANSACTION status, say so), listed once, and at most
 * PAY_MAX_ORDER_ITEMS of them. The amount is their sum; each is settled exactly once with the order.
 * The same payer sending the same idempotency key again is answered the same order.
 */
export async function startTicketsOrder(
  deps: PaymentDeps,
  input: StartTicketsOrder,
): Promise<PaymentOrderView> {
  const now = input.now ?? new Date();
  if (channelRefusedOnMobile(input.channel, input.mobile))
    throw new AppError('PAYMENT_CHANNEL_NOT_ON_MOBILE');
  const max = await maxOrderItems(deps);
  if (input.tickets.length > max) throw new AppError('PAYMENT_TOO_MANY_ITEMS', { max });
  const twice = input.tickets.find((t, i) => input.tickets.findIndex((u) => u.id === t.id) !== i);
  if (twice) throw new AppError('PAYMENT_ITEM_TWICE', { noticeNo: twice.noticeNo });
  const again = await findOrderByPayerKey(deps.db, input.actor, input.idempotencyKey);
  if (again) return orderViewOf(deps.db, deps.payables(), again);
  const block = await repayBlockSeconds(deps);
  for (const ticket of input.tickets) {
    const open = await findOpenOrder(deps.db, ticket.id);
    if (open && ageSeconds(open, now) >= block) await retireStaleOrder(deps, open);
  }
  let order: OrderRow;
  try {
    order = await deps.db.transaction(async (tx) => {
      const locked: NonNullable<Awaited<ReturnType<typeof lockTicket>>>[] = [];
      // In id order, as settlement locks them: two orders sharing tickets queue rather than deadlock.
      for (const { id } of [...input.tickets].sort((a, b) => a.id - b.id)) {
        const ticket = await lockTicket(tx, { id });
        if (!ticket) throw new AppError('TICKET_NOT_EXIST');
        locked.push(ticket);
      }
      const byListing = input.tickets.map(({ id }) => locked.find((t) => t.id === id)!);
      for (const ticket of byListing) {
        const refusal = paymentRefusal(ticket.status);
        if (refusal === 'PAYMENT_IN_PROGRESS') {
          const current = await findOpenOrder(tx, ticket.id);
          throw new AppError('PAYMENT_ITEM_IN_PROGRESS', {
            noticeNo: ticket.noticeNo,
            seconds: waitSeconds(block, current, now),
          });
        }
        if (refusal) throw new AppError('PAYMENT_ITEM_NOT_PAYABLE', { noticeNo: ticket.noticeNo });
      }
      const inserted = await recordOrder(
        tx,
        deps,
        { ...input, now },
        { ticketId: null, ticketStatusBefore: null },
        byListing.map((t) => ({
          kind: 'TICKET',
          ticketId: t.id,
          amountCents: t.amountCents,
          ticketStatusBefore: t.status,
        })),
      );
      for (const ticket of byListing) {
        await moveTicket(tx, ticket, 'IN_TRANSACTION', { reason: 'PAYMENT_STARTED', actor: input.actor });
      }
      return inserted;
    });
  } catch (error) {
    return lostRace(deps, error, input.actor, input.idempotencyKey, block);
  }
  const lang = input.lang ?? 'en';
  const description =
    input.tickets.length === 1
      ? orderDescription(input.tickets[0]!.noticeNo, lang)
      : severalItemsDescription(input.tickets.length, lang);
  return openAtGateway(deps, order, description, lang);
}

export interface StartFeeOrder extends Omit<PayBody, 'noticeNo'> {
  /** The fee kind a module declares in its `payables` ('TCR'). */
  feeKind: string;
  /** The owning area's reference of the fee (e.g. its application id). */
  feeRef: string;
  /** The logged-in payer's user id: the payable's `mayPay` decides. */
  payer: string;
  mobile: boolean;
  now?: Date;
}

/**
 * Starts paying a fee another area owns (ADR 0031): its amount and description come from the area's
 * payable, the fee may be in one open order at a time and is settled once; the area is told through
 * the payable's onSettled (or onEnded). The same payer sending the same key again gets the same order.
 */
export async function startFeeOrder(deps: PaymentDeps, input: StartFeeOrder): Promise<PaymentOrderView> {
  const now = input.now ?? new Date();
  if (channelRefusedOnMobile(input.channel, input.mobile))
    throw new AppError('PAYMENT_CHANNEL_NOT_ON_MOBILE');
  const payable = deps.payables()[input.feeKind];
  if (!payable) throw new AppError('FEE_NOT_FOUND');
  const again = await findOrderByPayerKey(deps.db, input.payer, input.idempotencyKey);
  if (again) return orderViewOf(deps.db, deps.payables(), again);
  const block = await repayBlockSeconds(deps);
  const open = await findOpenFeeOrder(deps.db, input.feeKind, input.feeRef);
  if (open && ageSeconds(open, now) >= block) await retireStaleOrder(deps, open);
  let opened: { order: OrderRow; description: Localized };
  try {
    opened = await deps.db.transaction(async (tx) => {
      const fee = await payable.describe(tx, input.feeRef);
      if (!fee || !fee.mayPay(input.payer)) throw new AppError('FEE_NOT_FOUND');
      if (await findPaymentOfFee(tx, input.feeKind, input.feeRef)) throw new AppError('FEE_ALREADY_PAID');
      const current = await findOpenFeeOrder(tx, input.feeKind, input.feeRef);
      if (current) throw new AppError('PAYMENT_IN_PROGRESS', { seconds: waitSeconds(block, current, now) });
      if (fee.refusal) throw new AppError(fee.refusal);
      const order = await recordOrder(
        tx,
        deps,
        { ...input, actor: input.payer, now },
        { ticketId: null, ticketStatusBefore: null },
        [{ kind: 'FEE', feeKind: input.feeKind, feeRef: input.feeRef, amountCents: fee.amountCents }],
      );
      return { order, description: fee.description };
    });
  } catch (error) {
    return lostRace(deps, error, input.payer, input.idempotencyKey, block);
  }
  const lang = input.lang ?? 'en';
  return openAtGateway(deps, opened.order, opened.description[lang], lang);
}

async function maxOrderItems(deps: PaymentDeps): Promise<number> {
  const param = await getParam(deps.db, 'PAY_MAX_ORDER_ITEMS').catch(() => undefined);
  return typeof param?.value === 'number' ? param.value : 20;
}

async function openAtGateway(deps: PaymentDeps, order: OrderRow, description: string, lang: Locale) {
  const base = deps.selfUrl();
  try {
    const opened = await deps.gateway.createOrder({
      orderNo: order.orderNo,
      amountCents: order.amountCents,
      channel: order.channel,
      description: description.slice(0, 200),
      notifyUrl: `${base}${NOTIFY_PATH}`,
      returnUrl: `${WAITING_PAGE}?orderNo=${order.orderNo}`,
      expiresAt: order.expiresAt.toISOString(),
      lang,
    });
    const updated = await updateOrder(deps.db, order.id, {
      gatewayOrderId: opened.gatewayOrderId,
      paymentUrl: opened.paymentUrl,
    });
    return orderViewOf(deps.db, deps.payables(), updated);
  } catch (error) {
    deps.log?.error({ err: error, orderNo: order.orderNo }, 'gateway refused to open an order');
    // The customer never saw the gateway's page, so nothing can have been paid: close ours at once.
    await applyGatewayOutcome(deps.db, failedOutcome(order), 'repay', deps.log, deps.payables());
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
}
