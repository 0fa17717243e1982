import { z } from 'zod';
import type { Provider } from './modules/identity/identity-provider.port.ts';

/**
 * The identity providers over OpenID Connect (ADR 0059, docs/contracts/identity-providers.md). A provider
 * whose four variables are set is reached over HTTP; one with none set is the sandbox's in demo mode, and
 * unavailable otherwise. Its variables join the one environment schema in config.ts.
 */
const url = z.url({ protocol: /^https?$/ });
const clientId = z.string().min(1).max(128);
const clientSecret = z.string().min(16, 'must be at least 16 characters');

export const IDENTITY_ENV_SHAPE = {
  /** iAM Smart's issuer: its discovery document is <issuer>/.well-known/openid-configuration. */
  IAMSMART_ISSUER: url.optional(),
  IAMSMART_CLIENT_ID: clientId.optional(),
  /** The portal's client secret at iAM Smart (client_secret_basic). */
  IAMSMART_CLIENT_SECRET: clientSecret.optional(),
  /** The portal's public address as registered with iAM Smart: the return pages (/portal/…) are below it. */
  IAMSMART_REDIRECT_BASE_URL: url.optional(),
  DSL_ISSUER: url.optional(),
  DSL_CLIENT_ID: clientId.optional(),
  DSL_CLIENT_SECRET: clientSecret.optional(),
  DSL_REDIRECT_BASE_URL: url.optional(),
  /** Each call to a provider (discovery, keys, token, status, signature) gives up after this long. */
  IDP_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
};

type IdentityEnv = z.infer<z.ZodObject<typeof IDENTITY_ENV_SHAPE>> & { APP_MODE: 'demo' | 'production' };

const SUFFIXES = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'REDIRECT_BASE_URL'] as const;
const PROVIDERS = ['IAMSMART', 'DSL'] as const;

function valueOf(env: IdentityEnv, provider: Provider, suffix: (typeof SUFFIXES)[number]) {
  return (env as unknown as Record<string, string | undefined>)[`${provider}_${suffix}`];
}

export function checkIdentityEnv(env: IdentityEnv, ctx: z.RefinementCtx) {
  for (const provider of PROVIDERS) {
    const set = SUFFIXES.filter((s) => valueOf(env, provider, s) !== undefined);
    if (set.length === 0) continue;
    for (const missing of SUFFIXES.filter((s) => !set.includes(s))) {
      ctx.addIssue({
        code: 'custom',
        path: [`${provider}_${missing}`],
        message: `is required with ${provider}_${set[0]}`,
      });
    }
    if (env.APP_MODE !== 'production') continue;
    for (const suffix of ['ISSUER', 'REDIRECT_BASE_URL'] as const) {
      if (valueOf(env, provider, suffix)?.startsWith('http:'))
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_${suffix}`],
          message: 'must be https:// in production mode',
        });
    }
  }
}

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Without a trailing slash. */
  redirectBaseUrl: string;
}

export interface IdentityConfig {
  /** The providers reached over OpenID Connect; one absent is the sandbox's (demo) or unavailable. */
  oidc: Partial<Record<Provider, OidcProviderConfig>>;
  timeoutMs: number;
}

export function identityConfigOf(env: IdentityEnv): IdentityConfig {
  const oidc: Partial<Record<Provider, OidcProviderConfig>> = {};
  for (const provider of PROVIDERS) {
    const [issuer, clientId, clientSecret, redirect] = SUFFIXES.map((s) => valueOf(env, provider, s));
    if (issuer && clientId && clientSecret && redirect)
      oidc[provider] = { issuer, clientId, clientSecret, redirectBaseUrl: redirect.replace(/\/+$/, '') };
  }
  return { oidc, timeoutMs: env.IDP_TIMEOUT_MS };
}
