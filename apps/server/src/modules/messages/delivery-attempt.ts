import { maskDestination } from '@eticket/domain/common/masking';
import type { Database } from '../../db/database.ts';
import { deliveries } from '../../observability/metrics.ts';
import { messageSenderOf, PermanentSendFailure, type OutgoingMessage } from './message-sender.port.ts';
import { eraseDeliveryContent, lockDelivery, recordAttempt, recordReport } from './messages.repository.ts';

/*
 * One queued message leaving: the try of a delivery through the message-sender port, and what a delivery
 * no longer keeps once it has left. Apart from delivery.service.ts (who gets what), so that the areas that
 * queue a message reach it without reaching who gets what.
 */

/** The job that sends a queued delivery. */
export const SEND_JOB = 'messages.send';
/** Tries of one delivery before it is recorded as failed for good (back-off 5 s, 10 s, 20 s, … between). */
export const DELIVERY_MAX_ATTEMPTS = 6;

export type AttemptResult = 'SENT' | 'DELIVERED' | 'FAILED' | 'RETRY' | 'QUEUED';

/**
 * One try of a delivery, under its row lock: a delivery already sent (or failed for good) is left alone,
 * so any number of concurrent or repeated runs send it once. The send itself runs in a savepoint: a
 * failing gateway rolls back only its own writes, and the attempt is recorded either way.
 */
export async function attemptDelivery(
  db: Database,
  deliveryId: number,
  lastTry: boolean,
): Promise<AttemptResult> {
  return db.transaction(async (tx) => {
    const d = await lockDelivery(tx, deliveryId);
    if (!d) return 'FAILED';
    if (d.status !== 'QUEUED') return d.status as AttemptResult;
    try {
      const outcome = await tx.transaction((sp) =>
        messageSenderOf(sp).send({
          channel: d.channel as OutgoingMessage['channel'],
          recipient: d.destination,
          sender: d.sender,
          subject: d.subject,
          body: d.body,
          idempotencyKey: d.idempotencyKey,
        }),
      );
      const detail = outcome.reference ? `accepted as ${outcome.reference}`.slice(0, 500) : null;
      await recordAttempt(tx, d, { status: 'SENT', detail, deliveryStatus: 'SENT' });
      deliveries().inc({ channel: d.channel.toLowerCase(), outcome: 'sent' });
      if (outcome.status === 'DELIVERED')
        await recordReport(tx, { id: d.id, attempts: d.attempts + 1 }, 'DELIVERED');
      await eraseWhatHasLeft(tx, d);
      return outcome.status;
    } catch (error) {
      const permanent = error instanceof PermanentSendFailure;
      const detail = `${permanent ? 'permanent' : 'temporary'}: ${error instanceof Error ? error.message : 'unknown'}`;
      const final = permanent || lastTry;
      await recordAttempt(tx, d, {
        status: 'FAILED',
        detail: detail.slice(0, 500),
        deliveryStatus: final ? 'FAILED' : 'QUEUED',
      });
      deliveries().inc({ channel: d.channel.toLowerCase(), outcome: permanent ? 'refused' : 'failed' });
      if (final) await eraseWhatHasLeft(tx, d);
      return final ? 'FAILED' : 'RETRY';
    }
  });
}

/**
 * What a delivery no longer needs once it has left (or failed for good): a code is of no use after its
 * send and must not lie in the table (the challenge keeps only its HMAC), and an address a payer typed is
 * not ours to keep (it is kept masked, for the record).
 */
const ERASED_ONCE_SENT: Record<string, { body?: boolean; destination?: boolean }> = {
  OTP: { body: true },
  INVITATION: { body: true },
  CONFIRMATION: { destination: true },
};

export async function eraseWhatHasLeft(
  tx: Database,
  d: { id: number; kind: string; channel: string; destination: string },
) {
  const erase = ERASED_ONCE_SENT[d.kind];
  if (!erase) return;
  await eraseDeliveryContent(tx, d.id, {
    ...(erase.body ? { body: '' } : {}),
    ...(erase.destination ? { destination: maskDestination(d.channel, d.destination) } : {}),
  });
}
