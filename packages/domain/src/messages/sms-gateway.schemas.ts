import { z } from 'zod';
import { deliveryStatusSchema } from './message-setting.schemas.ts';

/**
 * The JSON contract between the portal and its SMS gateway (docs/contracts/sms-gateway.md): the message
 * the portal posts, the gateway's acceptance, and the signed delivery receipt the gateway posts back.
 */

/** POST <SMS_GATEWAY_URL>/messages, with `Idempotency-Key` and `Authorization: Bearer` headers. */
export const smsGatewayRequestSchema = z.strictObject({
  /** The same on every try of one message: a repeat is answered as the first was and sent no second time. */
  idempotencyKey: z.uuid(),
  /** E.164: +852 and the eight digits of a Hong Kong mobile number. */
  to: z.string().regex(/^\+\d{8,15}$/),
  /** The registered sender name, e.g. #HKPF-eTT. */
  from: z.string().regex(/^#[A-Za-z0-9-]{1,10}$/),
  text: z.string().min(1).max(1600),
  /** Where the receipt goes when the portal knows its public address; otherwise the one agreed at set-up. */
  receiptUrl: z.url().optional(),
});
export type SmsGatewayRequest = z.infer<typeof smsGatewayRequestSchema>;

/** 200 (a repeat of a known key) or 202 (accepted now). */
export const smsGatewayAcceptedSchema = z.object({
  messageId: z.string().min(1).max(100),
  status: z.enum(['ACCEPTED', 'DELIVERED', 'FAILED']),
});

/** The gateway's refusal of one message (4xx), for the record: never shown to a user. */
export const smsGatewayRefusalSchema = z.object({
  error: z.object({ code: z.string().max(60), message: z.string().max(300).optional() }),
});

/** POST <portal>/rest/notification/api/v1/publ/sms/receipt (MESSAGE_PATHS.smsReceipt), signed in `x-sms-signature`. */
export const smsReceiptSchema = z.strictObject({
  idempotencyKey: z.uuid(),
  messageId: z.string().min(1).max(100),
  status: z.enum(['DELIVERED', 'FAILED']),
  /** When the handset took it, or when the gateway gave up. */
  at: z.iso.datetime({ offset: true }),
  /** FAILED: the network's reason code (e.g. UNKNOWN_SUBSCRIBER, EXPIRED). */
  reason: z
    .string()
    .regex(/^[A-Z0-9_]{1,60}$/)
    .optional(),
});
export type SmsReceipt = z.infer<typeof smsReceiptSchema>;

/** What the portal answers a receipt with: the delivery's status once the receipt is applied. */
export const smsReceiptResultSchema = z.object({ status: deliveryStatusSchema });

export const SMS_RECEIPT_SIGNATURE_HEADER = 'x-sms-signature';
