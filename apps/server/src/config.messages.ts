import { z } from 'zod';
import { GENUINE_SMS_SENDER } from '@eticket/domain/messages/message-check.schemas';

/**
 * Configuration of the SMS and e-mail gateways (ADR 0055). Each channel goes to the sandbox outbox unless
 * its gateway is configured: SMTP_URL for e-mail, SMS_GATEWAY_URL for SMS. Its variables join the one
 * environment schema in config.ts, so a bad value is reported with the rest.
 */
export const MESSAGE_ENV_SHAPE = {
  /** The mail relay: smtp://host:587 (STARTTLS) or smtps://host:465 (TLS from the start), user:password@ if asked. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#\s]+\/?$/, 'must be smtp://[user:password@]host[:port] or smtps://…')
    .optional(),
  /** The From address of every e-mail: a mailbox of the portal's .gov.hk domain the relay may send as. */
  SMTP_FROM: z.email().default('no-reply@eticket.police.gov.hk'),
  /** smtp:// only: refuse to send unless the relay upgrades the connection with STARTTLS. */
  SMTP_REQUIRE_TLS: z.enum(['true', 'false']).default('true'),
  /** A PEM file of the certificate authorities to trust for the relay (a private CA); the system's otherwise. */
  SMTP_CA_FILE: z.string().min(1).optional(),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  /** The SMS gateway's base address (docs/contracts/sms-gateway.md); messages are POSTed to <url>/messages. */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The portal's API key at the gateway (Authorization: Bearer). */
  SMS_GATEWAY_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Shared with the gateway: signs the delivery receipts it posts back (x-sms-signature). */
  SMS_GATEWAY_RECEIPT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The sender name registered for the portal (spec section 1: it starts with #). "Is this message real?"
   * calls #HKPF-eTT genuine (GENUINE_SMS_SENDER): change both together, never this alone.
   */
  SMS_SENDER_NAME: z
    .string()
    .regex(/^#[A-Za-z0-9-]{1,10}$/, 'must start with # and have at most 11 characters')
    .default(GENUINE_SMS_SENDER),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
};

type MessageEnv = z.infer<z.ZodObject<typeof MESSAGE_ENV_SHAPE>> & {
  APP_MODE: 'demo' | 'production';
  ALLOW_SANDBOX_IN_PRODUCTION: 'true' | 'false';
};

export function checkMessageEnv(env: MessageEnv, ctx: z.RefinementCtx) {
  const issue = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.SMS_GATEWAY_URL && !env.SMS_GATEWAY_API_KEY)
    issue('SMS_GATEWAY_API_KEY', 'is required with SMS_GATEWAY_URL');
  if (env.SMS_GATEWAY_URL && !env.SMS_GATEWAY_RECEIPT_SECRET)
    issue('SMS_GATEWAY_RECEIPT_SECRET', 'is required with SMS_GATEWAY_URL (the receipts are signed with it)');
  if (env.APP_MODE !== 'production') return;
  const sandboxAllowed = env.ALLOW_SANDBOX_IN_PRODUCTION === 'true';
  // In production nothing would leave the building through the outbox: it stands in only when allowed.
  if (!env.SMTP_URL && !sandboxAllowed)
    issue('SMTP_URL', 'is required in production mode (or ALLOW_SANDBOX_IN_PRODUCTION=true for the outbox)');
  if (!env.SMS_GATEWAY_URL && !sandboxAllowed) {
    issue(
      'SMS_GATEWAY_URL',
      'is required in production mode (or ALLOW_SANDBOX_IN_PRODUCTION=true for the outbox)',
    );
  }
  if (env.SMTP_URL && env.SMTP_REQUIRE_TLS === 'false' && !env.SMTP_URL.startsWith('smtps:'))
    issue('SMTP_REQUIRE_TLS', 'must stay true in production mode: messages carry personal data');
  if (env.SMS_GATEWAY_URL?.startsWith('http:'))
    issue('SMS_GATEWAY_URL', 'must be https:// in production mode');
}

export interface SmtpConfig {
  url: string;
  from: string;
  requireTls: boolean;
  caFile: string | undefined;
  timeoutMs: number;
}

export interface SmsGatewayConfig {
  url: string;
  apiKey: string;
  receiptSecret: string;
  senderName: string;
  timeoutMs: number;
}

/** Each channel's gateway; undefined: the sandbox outbox (demo mode, or production when allowed). */
export interface MessageConfig {
  smtp: SmtpConfig | undefined;
  sms: SmsGatewayConfig | undefined;
}

export function messageConfigOf(env: MessageEnv): MessageConfig {
  return {
    smtp: env.SMTP_URL
      ? {
          url: env.SMTP_URL,
          from: env.SMTP_FROM,
          requireTls: env.SMTP_REQUIRE_TLS === 'true',
          caFile: env.SMTP_CA_FILE,
          timeoutMs: env.SMTP_TIMEOUT_MS,
        }
      : undefined,
    sms:
      env.SMS_GATEWAY_URL && env.SMS_GATEWAY_API_KEY && env.SMS_GATEWAY_RECEIPT_SECRET
        ? {
            url: env.SMS_GATEWAY_URL.replace(/\/+$/, ''),
            apiKey: env.SMS_GATEWAY_API_KEY,
            receiptSecret: env.SMS_GATEWAY_RECEIPT_SECRET,
            senderName: env.SMS_SENDER_NAME,
            timeoutMs: env.SMS_GATEWAY_TIMEOUT_MS,
          }
        : undefined,
  };
}
