import type { DeliveryStatus } from '@eticket/domain/messages/message-setting.schemas';
import type { Database } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { attemptDelivery, DELIVERY_MAX_ATTEMPTS, SEND_JOB } from './delivery-attempt.ts';
import { EMAIL_SENDER, SMS_SENDER } from './message-texts.ts';
import { ensureDelivery } from './messages.repository.ts';

/**
 * Seconds before the send job of a message tried at once runs: it then finds the message sent and ends,
 * or sends what the first try could not (the gateway failed for now, or this process died before trying).
 */
const SEND_JOB_AFTER_SECONDS = 10;

/** An SMS or e-mail of another area (its text in the area's own words), to one contact, once. */
export interface OutgoingText {
  /** OTP (a one-time password), CONFIRMATION (a payment's), …: what the delivery records. */
  kind: string;
  /** Whose request it was, if a user's. */
  userId?: string | null;
  channel: 'SMS' | 'EMAIL';
  /** The phone number or e-mail address: personal data, kept masked once the message has left. */
  destination: string;
  language: string;
  /** The e-mail's subject; an SMS has none. */
  subject: string;
  body: string;
  /** One delivery per key, whatever the number of calls (`OTP:<challenge>:<send time>`). */
  dedupeKey: string;
}

/**
 * Records a message to send, in the caller's transaction (so it exists exactly when what it tells of
 * does), with its send job: nothing is sent yet. After the commit, `sendNow` tries it at once; the job
 * is the guarantee. Answers the delivery's id.
 */
export async function queueOutgoingMessage(tx: Database, text: OutgoingText): Promise<number> {
  const deliveryId = await ensureDelivery(tx, {
    kind: text.kind,
    userId: text.userId ?? null,
    channel: text.channel,
    destination: text.destination,
    sender: text.channel === 'SMS' ? SMS_SENDER : EMAIL_SENDER,
    language: text.language,
    subject: text.channel === 'EMAIL' ? text.subject : null,
    body: text.body,
    dedupeKey: text.dedupeKey,
  });
  await enqueueJob(tx, {
    kind: SEND_JOB,
    payload: { deliveryId },
    dedupeKey: `send:${deliveryId}`,
    maxAttempts: DELIVERY_MAX_ATTEMPTS,
    runAt: new Date(Date.now() + SEND_JOB_AFTER_SECONDS * 1000),
  });
  return deliveryId;
}

/**
 * Tries queued messages now, for someone waiting (a one-time password) or a job that should not wait for
 * the next (a payment's confirmation). Each is sent at most once (attemptDelivery's row lock and status):
 * what fails for now stays QUEUED for its send job. Answers each one's status.
 */
export async function sendNow(db: Database, deliveryIds: readonly number[]): Promise<DeliveryStatus[]> {
  const statuses: DeliveryStatus[] = [];
  for (const id of deliveryIds) {
    const status = await attemptDelivery(db, id, false);
    statuses.push(status === 'RETRY' ? 'QUEUED' : status);
  }
  return statuses;
}
