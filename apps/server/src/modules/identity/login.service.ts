import { dslLevelSuffices } from '@eticket/domain/identity/dsl-level';
import type { TokenExchange } from '@eticket/domain/identity/login.schemas';
import type { ProviderLang } from '@eticket/domain/identity/provider-lang';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuthPurpose, IdentityProviders, Provider } from './identity-provider.port.ts';
import { randomToken, sha256 } from './session.tokens.ts';
import { startSession } from './session.service.ts';
import { accountFor } from './account-link.service.ts';
import * as repo from './identity.repository.ts';

/** A round trip must finish within ten minutes; the provider's own page times out sooner. */
const AUTH_REQUEST_SECONDS = 600;

export interface LoginDeps {
  db: Database;
  config: Config;
  /** null when no provider is configured (production without sandboxes and without a real adapter). */
  providers: IdentityProviders | null;
}

function providersOf(deps: LoginDeps): IdentityProviders {
  if (!deps.providers) throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
  return deps.providers;
}

/** Starts a round trip: remembers the state server-side and answers the provider address. */
export async function beginAuth(
  deps: LoginDeps,
  input: {
    provider: Provider;
    purpose: AuthPurpose;
    redirectUri: string;
    lang: ProviderLang;
    binding: string;
    level?: number;
    sessionId?: string;
    documentDigest?: string;
  },
  now = new Date(),
): Promise<string> {
  const providers = providersOf(deps);
  const state = randomToken();
  // The address first: a provider that cannot be reached leaves no round trip behind.
  const url = await providers.authorizeUrl({ ...input, state });
  await repo.insertAuthRequest(deps.db, {
    state,
    provider: input.provider,
    purpose: input.purpose,
    redirectUri: input.redirectUri,
    ssoLevel: input.level ?? null,
    sessionId: input.sessionId ?? null,
    documentDigest: input.documentDigest ?? null,
    browserBindingHash: sha256(input.binding),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_REQUEST_SECONDS * 1000),
  });
  return url;
}

const FAILURES = {
  login: { cancelled: 'LOGIN_CANCELLED', timeout: 'LOGIN_TIMED_OUT', failed: 'LOGIN_FAILED' },
  auth: { cancelled: 'AUTH_CANCELLED', timeout: 'AUTH_FAILED', failed: 'AUTH_FAILED' },
} as const;

/**
 * Ends a round trip: the state must be live, unused, of the expected purpose (and session), and started by
 * this browser; then the provider's error or code decides. The state is used up whatever the outcome.
 */
export async function finishAuth(
  deps: LoginDeps,
  exchange: TokenExchange,
  binding: string | undefined,
  expect: { purposes: AuthPurpose[]; sessionId?: string; provider?: Provider },
  now = new Date(),
) {
  const providers = providersOf(deps);
  const failure = FAILURES[expect.purposes.includes('LOGIN') ? 'login' : 'auth'];
  const request = await repo.claimAuthRequest(deps.db, exchange.state, now);
  const genuine =
    request &&
    binding !== undefined &&
    request.browserBindingHash === sha256(binding) &&
    expect.purposes.includes(request.purpose as AuthPurpose) &&
    (expect.sessionId === undefined || request.sessionId === expect.sessionId);
  if (!genuine) throw new AppError(failure.failed);
  // Checked only once the state proved genuine, so a stranger's guess learns nothing about the provider.
  if (expect.provider && request.provider !== expect.provider) throw new AppError('LOGIN_WRONG_PROVIDER');
  if (exchange.error === 'cancelled') throw new AppError(failure.cancelled);
  if (exchange.error === 'timeout') throw new AppError(failure.timeout);
  if (exchange.error || !exchange.code) throw new AppError(failure.failed);
  const provider = request.provider as Provider;
  const assertion = await providers.redeem(provider, exchange.code, {
    state: request.state,
    redirectUri: request.redirectUri,
    purpose: request.purpose as AuthPurpose,
    documentDigest: request.documentDigest,
  });
  if (!assertion || assertion.provider !== provider) throw new AppError(failure.failed);
  // The provider refuses too low a level itself; the portal does not take that on trust.
  if (provider === 'DSL' && !dslLevelSuffices(assertion.level ?? 0, request.ssoLevel ?? 1)) {
    throw new AppError('DSL_LEVEL_TOO_LOW');
  }
  return { request, assertion };
}

/**
 * Code and state for a session: the account the login opens, in its personal role. With `provider`, only a
 * round trip started with that provider counts (`/sso/token` takes DSL only).
 */
export async function login(
  deps: LoginDeps,
  exchange: TokenExchange,
  binding: string | undefined,
  provider?: Provider,
) {
  const { request, assertion } = await finishAuth(deps, exchange, binding, {
    purposes: ['LOGIN'],
    ...(provider ? { provider } : {}),
  });
  const user = await accountFor(deps.db, assertion);
  return startSession(deps.db, deps.config, {
    user,
    authType: request.provider as Provider,
    ssoLevel: request.ssoLevel,
  });
}

export async function providerStatus(deps: LoginDeps, state: string) {
  const request = await repo.findAuthRequest(deps.db, state);
  if (!request) return 'UNKNOWN' as const;
  return providersOf(deps).status(request.provider as Provider, state);
}
