import type { DeliveryStatus } from '@eticket/domain/messages/message-setting.schemas';
import type { SmsReceipt } from '@eticket/domain/messages/sms-gateway.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { deliveries } from '../../observability/metrics.ts';
import { eraseWhatHasLeft } from './delivery-attempt.ts';
import { lockDeliveryByIdempotencyKey, recordReport } from './messages.repository.ts';

/**
 * The status a receipt leaves a delivery in. DELIVERED is the handset's word and wins over anything but
 * itself (even our FAILED after the last try: the gateway had taken one of them). FAILED ends a delivery
 * still open (a receipt may overtake our record of the acceptance), never a delivered one.
 */
function afterReceipt(current: string, reported: SmsReceipt['status']): string {
  if (reported === 'DELIVERED') return 'DELIVERED';
  return current === 'QUEUED' || current === 'SENT' ? 'FAILED' : current;
}

/**
 * Applies the SMS gateway's delivery receipt (docs/contracts/sms-gateway.md), under the delivery's row
 * lock: a receipt that arrives while the send is still being recorded waits for it. A repeated receipt
 * changes nothing and is answered alike. Answers the delivery's status, which the message detail shows.
 */
export async function applySmsReceipt(db: Database, receipt: SmsReceipt): Promise<DeliveryStatus> {
  return db.transaction(async (tx) => {
    const d = await lockDeliveryByIdempotencyKey(tx, receipt.idempotencyKey);
    if (!d || d.channel !== 'SMS') throw new AppError('DELIVERY_NOT_FOUND');
    const next = afterReceipt(d.status, receipt.status);
    if (next !== d.status) {
      const detail = `receipt ${receipt.messageId}${receipt.reason ? ` ${receipt.reason}` : ''} at ${receipt.at}`;
      await recordReport(tx, d, next, detail.slice(0, 500));
      if (d.status === 'QUEUED') await eraseWhatHasLeft(tx, d);
      deliveries().inc({ channel: 'sms', outcome: next === 'DELIVERED' ? 'delivered' : 'undelivered' });
    }
    return next as DeliveryStatus;
  });
}
