import type { Database } from '../../db/database.ts';

/**
 * The port to the SMS and e-mail gateways (ADR 0055). Every message the portal sends goes through it, by a
 * delivery row and its send job (delivery.service.ts): e-tickets, reminders, one-time passwords, invitation
 * codes, payment confirmations, notices. Adapters: the sandbox outbox (sandbox/outbox), e-mail over SMTP
 * (smtp-sender.ts), SMS over the gateway's HTTP contract (sms-gateway-sender.ts). Each try carries the
 * delivery's `idempotencyKey`, so a send repeated after a crash between the gateway's acceptance and our
 * commit is dropped by the gateway, not delivered twice.
 */
export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  /** Phone number or e-mail address: personal data, never logged. */
  recipient: string;
  /**
   * `#HKPF-eTT` for SMS; the portal's .gov.hk address for e-mail: what the delivery records. A gateway
   * adapter sends as the identity its account is registered with (SMS_SENDER_NAME, SMTP_FROM).
   */
  sender: string;
  subject: string | null;
  body: string;
  idempotencyKey: string;
}

/** SENT: the gateway accepted it. DELIVERED: the gateway reports it reached the handset or mailbox. */
export interface SendOutcome {
  status: 'SENT' | 'DELIVERED';
  /** The gateway's own name for the message (its message id), kept in the attempt for operators. */
  reference?: string;
}

/** The gateway could not take it now (timeout, throttling, outage): try again later. */
export class TemporarySendFailure extends Error {
  override name = 'TemporarySendFailure';
}

/** The gateway refused it for good (number not in service, address rejected): record it, do not retry. */
export class PermanentSendFailure extends Error {
  override name = 'PermanentSendFailure';
}

export interface MessageSenderPort {
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

/** Makes the adapter for a database or transaction (the sandbox writes its outbox in the caller's transaction). */
export type MessageSenderAdapter = (db: Database) => MessageSenderPort;

/** One adapter per channel (e-mail by SMTP and SMS through the outbox, say), as one adapter. */
export function messageSenderByChannel(
  adapters: Record<OutgoingMessage['channel'], MessageSenderAdapter>,
): MessageSenderAdapter {
  return (db) => ({ send: (message) => adapters[message.channel](db).send(message) });
}

let chosen: MessageSenderAdapter | undefined;

/** Called by the app at build time with the adapter its configuration chose (src/adapters.ts). */
export function useMessageSenderAdapter(adapter: MessageSenderAdapter): void {
  chosen = adapter;
}

/** The gateways as seen from `db`. Fails loudly when no adapter was chosen. */
export function messageSenderOf(db: Database): MessageSenderPort {
  if (!chosen) throw new Error('No SMS/e-mail adapter chosen: build the app first');
  return chosen(db);
}
