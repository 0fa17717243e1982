import { z } from 'zod';

/**
 * Configuration of the Transport Department's adapter (ADR 0019, ADR 0058): the sandbox's td_* tables, or
 * the Department's JSON contract over HTTP (docs/contracts/transport-department.md). Its variables join the
 * one environment schema in config.ts, so a bad value is reported with the rest.
 */
export const TRANSPORT_ENV_SHAPE = {
  /** `sandbox` (the td_* tables, the default in demo mode) or `http`; required in production mode. */
  TRANSPORT_ADAPTER: z.enum(['sandbox', 'http']).optional(),
  /** The Department's base address; the contract's paths (/persons/…, /vehicles/…) follow it. */
  TRANSPORT_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The portal's credential at the Department (Authorization: Bearer). The sandbox Department accepts this
   * token too, or the demo one when it is unset (demo mode only).
   */
  TRANSPORT_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long one request to the Department may take before it is given up (and, once or twice, tried again). */
  TRANSPORT_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(3_000),
};

type TransportEnv = z.infer<z.ZodObject<typeof TRANSPORT_ENV_SHAPE>> & {
  APP_MODE: 'demo' | 'production';
  ALLOW_SANDBOX_IN_PRODUCTION: 'true' | 'false';
};

/** The demo credential of the sandbox Department, documented in the README; never accepted in production mode. */
export const DEMO_TRANSPORT_TOKEN = 'demo-transport-token-not-for-production';

export function checkTransportEnv(env: TransportEnv, ctx: z.RefinementCtx) {
  const issue = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.TRANSPORT_ADAPTER === 'http' && !env.TRANSPORT_URL)
    issue('TRANSPORT_URL', 'is required with TRANSPORT_ADAPTER=http');
  if (env.APP_MODE !== 'production') return;
  // The Department's records decide who owns what: production never reads the demo ones by default.
  if (!env.TRANSPORT_ADAPTER)
    issue('TRANSPORT_ADAPTER', 'is required in production mode ("http", or "sandbox" for the td_* tables)');
  if (env.TRANSPORT_ADAPTER === 'sandbox' && env.ALLOW_SANDBOX_IN_PRODUCTION !== 'true') {
    issue(
      'TRANSPORT_ADAPTER',
      'the sandbox stands in for the Transport Department; set ALLOW_SANDBOX_IN_PRODUCTION=true to accept that',
    );
  }
  if (env.TRANSPORT_ADAPTER === 'http') {
    if ((env.TRANSPORT_TOKEN?.length ?? 0) < 32)
      issue('TRANSPORT_TOKEN', 'must be set to at least 32 characters in production mode');
    if (env.TRANSPORT_URL?.startsWith('http:'))
      issue('TRANSPORT_URL', 'must be https:// in production mode: the answers carry personal data');
  }
}

export interface TransportHttpConfig {
  /** The base address, without a trailing slash. */
  url: string;
  token: string;
  /** One request's limit; a read that meets it is tried again after a short wait. */
  timeoutMs: number;
}

export interface TransportConfig {
  /** Which adapter answers for the Department (src/adapters.ts). */
  adapter: 'sandbox' | 'http';
  /** The HTTP adapter's address, credential and time-out; set when `adapter` is `http`. */
  http: TransportHttpConfig | undefined;
  /**
   * What the sandbox Department's API accepts as its bearer token: TRANSPORT_TOKEN, or the demo one in demo
   * mode; undefined (every call refused) in production mode without TRANSPORT_TOKEN.
   */
  sandboxToken: string | undefined;
}

export function transportConfigOf(env: TransportEnv): TransportConfig {
  const demo = env.APP_MODE === 'demo' ? DEMO_TRANSPORT_TOKEN : undefined;
  const token = env.TRANSPORT_TOKEN ?? demo;
  return {
    adapter: env.TRANSPORT_ADAPTER ?? 'sandbox',
    http:
      env.TRANSPORT_ADAPTER === 'http' && env.TRANSPORT_URL && token
        ? { url: env.TRANSPORT_URL.replace(/\/+$/, ''), token, timeoutMs: env.TRANSPORT_TIMEOUT_MS }
        : undefined,
    sandboxToken: token,
  };
}
