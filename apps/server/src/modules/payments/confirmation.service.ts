import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Database } from '../../db/database.ts';
import { queueOutgoingMessage, sendNow } from '../messages/outgoing-messages.service.ts';
import { liablePartyContact } from '../tickets/owner-contact.service.ts';
import { confirmationSubject, confirmationText, orderConfirmationText } from './confirmation-message.ts';
import { orderReceiptDataOf } from './order-receipt.service.ts';
import type { Payables } from './payable.ts';
import {
  findOrderByNo,
  itemsOfOrder,
  lockOrder,
  paymentsOfOrder,
  updateOrder,
} from './payments.repository.ts';
import { receiptDataOf } from './receipt-data.ts';

/**
 * Sends the confirmations of a settled order: to the address the payer typed, and to the vehicle owner's
 * registered contact when the payer was logged in. Queuing the messages (the messages' deliveries, one per
 * order and recipient) and marking the order confirmed happen in one transaction under the order's lock,
 * so a job run twice sends nothing twice; the typed address leaves the order in the same step (the
 * delivery keeps it until the message has left, then masked). The messages are then tried at once.
 */
export async function sendPaymentConfirmations(
  db: Database,
  orderNo: string,
  payables: Payables,
): Promise<number> {
  const known = await findOrderByNo(db, orderNo);
  if (!known) return 0;
  const queued = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, known.id);
    if (!order || order.state !== 'SUCCESS' || order.confirmedAt) return [];
    const [items, payments] = await Promise.all([itemsOfOrder(tx, order.id), paymentsOfOrder(tx, order.id)]);
    const recipients: ConfirmationContact[] = [];
    const deliveryIds: number[] = [];
    if (payments.length > 0) {
      if (order.confirmChannel && order.confirmRecipient) {
        recipients.push({
          channel: order.confirmChannel as ConfirmationContact['channel'],
          recipient: order.confirmRecipient,
        });
      }
      // An order of one ticket says what its receipt says; an order of several lists its items.
      const single = items.length === 1 && payments[0]!.ticketId !== null;
      const receipts = await Promise.all(
        payments.filter((p) => p.ticketId !== null).map((p) => receiptDataOf(tx, p)),
      );
      if (order.requestedBy !== 'visitor') {
        for (const ticketId of new Set(payments.flatMap((p) => (p.ticketId === null ? [] : [p.ticketId])))) {
          const owner = await liablePartyContact(tx, ticketId);
          if (owner && !recipients.some((r) => r.recipient === owner.recipient)) recipients.push(owner);
        }
      }
      const body = single
        ? confirmationText(order.lang, receipts[0]!)
        : orderConfirmationText(
            order.lang,
            await orderReceiptDataOf(tx, payables, order.orderNo, order.requestedBy),
          );
      for (const [i, r] of recipients.entries()) {
        const deliveryId = await queueOutgoingMessage(tx, {
          kind: 'CONFIRMATION',
          channel: r.channel,
          destination: r.recipient,
          language: order.lang,
          subject: confirmationSubject(order.lang),
          body,
          dedupeKey: `CONFIRMATION:${order.orderNo}:${i}`,
        });
        deliveryIds.push(deliveryId);
      }
    }
    await updateOrder(tx, order.id, { confirmedAt: new Date(), confirmRecipient: null });
    return deliveryIds;
  });
  await sendNow(db, queued);
  return queued.length;
}
