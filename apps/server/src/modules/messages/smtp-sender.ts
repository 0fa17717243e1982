import { readFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../../config.messages.ts';
import {
  PermanentSendFailure,
  TemporarySendFailure,
  type MessageSenderPort,
  type OutgoingMessage,
} from './message-sender.port.ts';

/** The header that carries a message's idempotency key (its Message-ID is made of the key as well). */
export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';

interface SmtpFailure {
  code?: string;
  responseCode?: number;
}

/**
 * A refusal the same message would meet again (RFC 5321: a 5yz reply; 503 only says the session was in the
 * wrong state) is permanent. Everything else waits for another try: a 4yz reply, a dropped or timed-out
 * connection, and a relay that refuses our credentials or TLS, which is our configuration, not the message.
 * The error names the codes only: the relay's text quotes the recipient's address.
 */
function failureOf(error: unknown): Error {
  const { code, responseCode } = (error ?? {}) as SmtpFailure;
  const what = `SMTP ${[responseCode, code].filter(Boolean).join(' ') || 'failure'}`;
  const ours = code === 'EAUTH' || code === 'ENOAUTH' || code === 'ETLS' || code === 'ECONFIG';
  const refused =
    responseCode !== undefined && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return refused && !ours ? new PermanentSendFailure(what) : new TemporarySendFailure(what);
}

/**
 * E-mail over SMTP to the relay of SMTP_URL: one connection per message (no pool to keep or close),
 * STARTTLS required unless the relay speaks TLS from the start, certificates checked (against SMTP_CA_FILE
 * when given). The relay's acceptance is SENT: e-mail has no delivery receipt here.
 */
export function smtpMessageSender(config: SmtpConfig): MessageSenderPort {
  const domain = config.from.slice(config.from.lastIndexOf('@') + 1);
  const transport = createTransport({
    url: config.url,
    requireTLS: config.requireTls,
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    tls: {
      minVersion: 'TLSv1.2',
      ...(config.caFile ? { ca: readFileSync(config.caFile, 'utf8') } : {}),
    },
    // Nothing of the message is read from a file or an address, and nothing is logged.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
  return {
    async send(message: OutgoingMessage) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          messageId: `<${message.idempotencyKey}@${domain}>`,
          headers: { [IDEMPOTENCY_HEADER]: message.idempotencyKey },
        });
        return { status: 'SENT', reference: info.messageId };
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
