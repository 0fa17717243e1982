import {
  smsGatewayAcceptedSchema,
  smsGatewayRefusalSchema,
  type SmsGatewayRequest,
} from '@eticket/domain/messages/sms-gateway.schemas';
import type { SmsGatewayConfig } from '../../config.messages.ts';
import {
  PermanentSendFailure,
  TemporarySendFailure,
  type MessageSenderPort,
  type OutgoingMessage,
} from './message-sender.port.ts';

/** The number in E.164: the Department keeps a Hong Kong mobile number as its eight digits. */
function e164Of(recipient: string): string {
  const digits = recipient.replace(/[\s()-]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return digits;
  if (/^\d{8}$/.test(digits)) return `+852${digits}`;
  throw new PermanentSendFailure('not a mobile number');
}

/**
 * Statuses the same message would meet again are permanent (a number the network refuses, a text the
 * gateway cannot take). 401 and 403 are our credentials, 408, 425 and 429 the gateway's pace, 5xx its
 * trouble: those are tried again, with the same idempotency key.
 */
const RETRIED_4XX = new Set([401, 403, 408, 425, 429]);

/** The gateway's code for a refusal, which names no recipient; its message text may, so it is not kept. */
async function refusalCodeOf(response: Response): Promise<string> {
  try {
    const parsed = smsGatewayRefusalSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.error.code.replace(/[^A-Z0-9_]/gi, '') : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * SMS through the gateway's JSON contract (docs/contracts/sms-gateway.md): one POST per try with the
 * delivery's idempotency key, within SMS_GATEWAY_TIMEOUT_MS. Acceptance is SENT; the gateway's signed
 * receipt later makes it DELIVERED or FAILED (sms-receipt.service.ts).
 */
export function smsGatewaySender(
  config: SmsGatewayConfig,
  options: { receiptUrl?: string | undefined } = {},
): MessageSenderPort {
  return {
    async send(message: OutgoingMessage) {
      const request: SmsGatewayRequest = {
        idempotencyKey: message.idempotencyKey,
        to: e164Of(message.recipient),
        from: config.senderName,
        text: message.body,
        ...(options.receiptUrl ? { receiptUrl: options.receiptUrl } : {}),
      };
      let response: Response;
      try {
        response = await fetch(`${config.url}/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${config.apiKey}`,
            'idempotency-key': message.idempotencyKey,
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new TemporarySendFailure(timedOut ? 'SMS gateway timed out' : 'SMS gateway unreachable');
      }
      if (response.status >= 400 && response.status < 500 && !RETRIED_4XX.has(response.status)) {
        throw new PermanentSendFailure(
          `SMS gateway refused ${response.status} ${await refusalCodeOf(response)}`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new TemporarySendFailure(`SMS gateway answered ${response.status}`);
      }
      let accepted;
      try {
        accepted = smsGatewayAcceptedSchema.safeParse(await response.json());
      } catch {
        accepted = undefined;
      }
      // Taken, but the answer is unreadable: the next try, with the same key, is answered again.
      if (!accepted?.success)
        throw new TemporarySendFailure(`SMS gateway answer ${response.status} unreadable`);
      const { messageId, status } = accepted.data;
      if (status === 'FAILED') throw new PermanentSendFailure('SMS gateway reports the message failed');
      return { status: status === 'DELIVERED' ? 'DELIVERED' : 'SENT', reference: messageId };
    },
  };
}
