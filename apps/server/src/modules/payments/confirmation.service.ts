import type { ConfirmationContact } from '@eticket/domain/payments/confirmation-contact';
import type { Database } from '../../db/database.ts';
import { sendMessage } from '../../sandbox/outbox/outbox.sender.ts';
import { registeredOwnerContact } from '../tickets/owner-contact.service.ts';
import { confirmationText } from './confirmation-message.ts';
import { findOrderByNo, findPaymentOfOrder, lockOrder, updateOrder } from './payments.repository.ts';
import { receiptDataOf } from './receipt-data.ts';

/**
 * Sends the confirmations of a settled order: to the address the payer typed, and to the vehicle owner's
 * registered contact when the payer was logged in. Sending (writing the outbox) and marking the order
 * confirmed happen in one transaction under the order's lock, so a job run twice sends nothing twice;
 * the typed address is erased in the same step.
 */
export async function sendPaymentConfirmations(db: Database, orderNo: string): Promise<number> {
  const known = await findOrderByNo(db, orderNo);
  if (!known) return 0;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, known.id);
    if (!order || order.state !== 'SUCCESS' || order.confirmedAt) return 0;
    const payment = await findPaymentOfOrder(tx, order.id);
    const recipients: ConfirmationContact[] = [];
    if (payment) {
      if (order.confirmChannel && order.confirmRecipient) {
        recipients.push({
          channel: order.confirmChannel as ConfirmationContact['channel'],
          recipient: order.confirmRecipient,
        });
      }
      const receipt = await receiptDataOf(tx, payment);
      if (order.requestedBy !== 'visitor') {
        const owner = await registeredOwnerContact(tx, receipt.vehicleNo);
        if (owner && !recipients.some((r) => r.recipient === owner.recipient)) recipients.push(owner);
      }
      const body = confirmationText(order.lang, receipt);
      for (const recipient of recipients) await sendMessage(tx, { ...recipient, body });
    }
    await updateOrder(tx, order.id, { confirmedAt: new Date(), confirmRecipient: null });
    return recipients.length;
  });
}
