import { z } from 'zod';
import {
  checkMessageEnv,
  MESSAGE_ENV_SHAPE,
  messageConfigOf,
  type MessageConfig,
} from './config.messages.ts';
import {
  checkIdentityEnv,
  IDENTITY_ENV_SHAPE,
  identityConfigOf,
  type IdentityConfig,
} from './config.identity.ts';
import { checkTicketEnv, TICKET_ENV_SHAPE, ticketConfigOf, type TicketConfig } from './config.tickets.ts';
import {
  checkTransportEnv,
  TRANSPORT_ENV_SHAPE,
  transportConfigOf,
  type TransportConfig,
} from './config.transport.ts';

/**
 * Configuration from environment variables, validated once at start.
 * A bad value stops the process with a message naming the variable and what is expected.
 */
const configSchema = z
  .object({
    APP_MODE: z.enum(['demo', 'production']).default('demo'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    ISSUER_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** At SIGTERM, seconds of serving on while /readyz answers 503, before the listener closes (main.ts). */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(15).default(0),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SESSION_IDLE_SECONDS: z.coerce.number().int().min(1).default(1500),
    SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(1).default(7200),
    ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(2).max(3600).default(600),
    SANDBOX_ENABLED: z.enum(['true', 'false']).optional(),
    ALLOW_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
    API_DOCS_ENABLED: z.enum(['true', 'false']).optional(),
    OPERATOR_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    METRICS_ENABLED: z.enum(['true', 'false']).default('true'),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Checks naming a person by document number (ADR 0045): tries per user, and per person named, an hour. */
    ID_CHECKS_PER_USER_PER_HOUR: z.coerce.number().int().min(1).default(10),
    ID_CHECKS_PER_TARGET_PER_HOUR: z.coerce.number().int().min(1).default(20),
    ...TICKET_ENV_SHAPE,
    ...MESSAGE_ENV_SHAPE,
    ...TRANSPORT_ENV_SHAPE,
    ...IDENTITY_ENV_SHAPE,
  })
  .superRefine((env, ctx) => {
    checkTicketEnv(env, ctx);
    checkMessageEnv(env, ctx);
    checkTransportEnv(env, ctx);
    checkIdentityEnv(env, ctx);
    if (env.APP_MODE === 'production' && !env.ISSUER_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['ISSUER_TOKEN'], message: 'is required in production mode' });
    }
    if (env.APP_MODE === 'production' && env.OPERATOR_TOKEN && env.OPERATOR_TOKEN.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_TOKEN'],
        message: 'must be at least 32 characters in production mode (it reads the audit trail)',
      });
    }
    if (env.APP_MODE === 'production' && env.ISSUER_TOKEN && env.ISSUER_TOKEN.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['ISSUER_TOKEN'],
        message: 'must be at least 32 characters in production mode',
      });
    }
    // Tokens signed with a key that is in the database are only as safe as the database: demo mode only.
    if (env.APP_MODE === 'production' && (env.SESSION_SECRET?.length ?? 0) < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set to at least 32 characters in production mode',
      });
    }
    if (
      env.APP_MODE === 'production' &&
      env.SANDBOX_ENABLED === 'true' &&
      env.ALLOW_SANDBOX_IN_PRODUCTION !== 'true'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX_ENABLED'],
        message:
          'sandboxes stand in for real identity providers; set ALLOW_SANDBOX_IN_PRODUCTION=true to accept that',
      });
    }
  });

/** The demo issuer token, documented in the README; never accepted in production mode. */
export const DEMO_ISSUER_TOKEN = 'demo-issuer-token-not-for-production';

/** The demo operator token (audit trail), documented in docs/operations.md; never accepted in production mode. */
export const DEMO_OPERATOR_TOKEN = 'demo-operator-token-not-for-production';

export interface Config {
  mode: 'demo' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  issuerToken: string;
  /** Operators' bearer token for the internal audit API; unset in production, that API refuses every call. */
  operatorToken: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string | undefined;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /**
   * How long a stopping instance keeps serving while it answers /readyz with 503, so that the load
   * balancer takes it out of rotation before it stops listening (docs/operations.md, "Shutdown").
   */
  shutdownDelaySeconds: number;
  rateLimitPerMinute: number;
  /** Where instances share their request counters; unset means each instance counts on its own. */
  redisUrl: string | undefined;
  /** Signs access tokens and keys OTP hashes; undefined in demo mode, where a stored random key is used. */
  sessionSecret: string | undefined;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  accessTokenSeconds: number;
  /** The /sandbox identity providers and outbox: on in demo mode, off in production unless allowed. */
  sandboxEnabled: boolean;
  /** The API explorer and its OpenAPI document at /rest/docs: on in demo mode, off in production unless set. */
  apiDocsEnabled: boolean;
  /** Who answers for the Transport Department (src/adapters.ts): the sandbox's td_* tables by default in demo mode, or HTTP (config.transport.ts). */
  transport: TransportConfig;
  /** The Prometheus metrics listener (docs/operations.md): off, or host, port and an optional bearer token. */
  metrics: { enabled: boolean; host: string; port: number; token: string | undefined };
  /**
   * Checks that name a person by a document number and learn whether it matches (applying to manage an
   * owner's vehicles, a company asking for a driver's record): tries allowed an hour (ADR 0045).
   */
  idChecks: { perUserPerHour: number; perTargetPerHour: number };
  /** Look-up guards, captcha and payment gateway (config.tickets.ts). */
  tickets: TicketConfig;
  /** The SMTP relay and the SMS gateway, each unset for the sandbox outbox (config.messages.ts). */
  messages: MessageConfig;
  /** iAM Smart and DSL over OpenID Connect, each unset for the sandbox's (config.identity.ts). */
  identity: IdentityConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings are treated as unset, as a shell `VAR=` usually means.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(cleaned[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    mode: e.APP_MODE,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    issuerToken: e.ISSUER_TOKEN ?? DEMO_ISSUER_TOKEN,
    operatorToken: e.OPERATOR_TOKEN ?? (e.APP_MODE === 'demo' ? DEMO_OPERATOR_TOKEN : undefined),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.APP_MODE === 'demo',
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY === 'true',
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
    accessTokenSeconds: e.ACCESS_TOKEN_SECONDS,
    sandboxEnabled: e.SANDBOX_ENABLED ? e.SANDBOX_ENABLED === 'true' : e.APP_MODE === 'demo',
    apiDocsEnabled: e.API_DOCS_ENABLED ? e.API_DOCS_ENABLED === 'true' : e.APP_MODE === 'demo',
    transport: transportConfigOf(e),
    metrics: {
      enabled: e.METRICS_ENABLED === 'true',
      host: e.METRICS_HOST,
      port: e.METRICS_PORT,
      token: e.METRICS_TOKEN,
    },
    idChecks: {
      perUserPerHour: e.ID_CHECKS_PER_USER_PER_HOUR,
      perTargetPerHour: e.ID_CHECKS_PER_TARGET_PER_HOUR,
    },
    tickets: ticketConfigOf(e),
    messages: messageConfigOf(e),
    identity: identityConfigOf(e),
  };
}
