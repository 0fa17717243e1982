import { z } from 'zod';

/**
 * Configuration of the tickets and payments work: look-up guards, the captcha, the payment gateway.
 * Its variables join the one environment schema in config.ts, so a bad value is reported with the rest.
 */
export const TICKET_ENV_SHAPE = {
  CAPTCHA_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Proof-of-work difficulty: the largest number the browser may have to try (about 0.2 s at 50,000). */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  /** Look-ups one solved captcha opens while it is valid; a successful one spends it (ADR captcha). */
  CAPTCHA_LOOKUPS: z.coerce.number().int().min(1).max(10).default(3),
  LOOKUP_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOOKUP_FAILURES_PER_NOTICE_PER_HOUR: z.coerce.number().int().min(1).default(10),
  ID_NO_ATTEMPTS_PER_TICKET_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PAY_GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The gateway's merchant API; unset means the sandbox gateway of this same server. */
  PAY_GATEWAY_URL: z.url().optional(),
  /** How other systems reach this server (the gateway's notify); unset means the address it listens on. */
  PUBLIC_BASE_URL: z.url().optional(),
  PAY_ORDER_TTL_SECONDS: z.coerce.number().int().min(30).max(7200).default(900),
  PAY_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Calls to the notify address per client address per minute (the gateway retries what is refused). */
  NOTIFY_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Load tests only: no captcha, no rate limits on the look-up. Refused in production mode. */
  BENCH_DISABLE_GUARDS: z.enum(['true', 'false']).default('false'),
};

type TicketEnv = z.infer<z.ZodObject<typeof TICKET_ENV_SHAPE>> & {
  APP_MODE: 'demo' | 'production';
  SANDBOX_ENABLED?: 'true' | 'false' | undefined;
};

export function checkTicketEnv(env: TicketEnv, ctx: z.RefinementCtx) {
  if (env.APP_MODE !== 'production') return;
  const issue = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.BENCH_DISABLE_GUARDS === 'true')
    issue('BENCH_DISABLE_GUARDS', 'is for load tests and refused in production mode');
  if ((env.CAPTCHA_SECRET?.length ?? 0) < 32)
    issue('CAPTCHA_SECRET', 'must be set to at least 32 characters in production mode');
  if ((env.PAY_GATEWAY_SECRET?.length ?? 0) < 32) {
    issue(
      'PAY_GATEWAY_SECRET',
      'must be set to at least 32 characters in production mode (agreed with the gateway)',
    );
  }
  if (!env.PAY_GATEWAY_URL && env.SANDBOX_ENABLED !== 'true') {
    issue('PAY_GATEWAY_URL', 'is required in production mode unless the sandbox gateway is enabled');
  }
}

export interface TicketConfig {
  captchaSecret: string | undefined;
  captchaMaxNumber: number;
  captchaLookups: number;
  lookupRatePerMinute: number;
  lookupFailuresPerNoticePerHour: number;
  idNoAttemptsPerTicketPerHour: number;
  payGatewaySecret: string | undefined;
  payGatewayUrl: string | undefined;
  publicBaseUrl: string | undefined;
  payOrderTtlSeconds: number;
  payQueryTimeoutMs: number;
  notifyRatePerMinute: number;
  benchDisableGuards: boolean;
}

export function ticketConfigOf(env: TicketEnv): TicketConfig {
  return {
    captchaSecret: env.CAPTCHA_SECRET,
    captchaMaxNumber: env.CAPTCHA_MAX_NUMBER,
    captchaLookups: env.CAPTCHA_LOOKUPS,
    lookupRatePerMinute: env.LOOKUP_RATE_PER_MINUTE,
    lookupFailuresPerNoticePerHour: env.LOOKUP_FAILURES_PER_NOTICE_PER_HOUR,
    idNoAttemptsPerTicketPerHour: env.ID_NO_ATTEMPTS_PER_TICKET_PER_HOUR,
    payGatewaySecret: env.PAY_GATEWAY_SECRET,
    payGatewayUrl: env.PAY_GATEWAY_URL?.replace(/\/+$/, ''),
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
    payOrderTtlSeconds: env.PAY_ORDER_TTL_SECONDS,
    payQueryTimeoutMs: env.PAY_QUERY_TIMEOUT_MS,
    notifyRatePerMinute: env.NOTIFY_RATE_PER_MINUTE,
    benchDisableGuards: env.BENCH_DISABLE_GUARDS === 'true',
  };
}
