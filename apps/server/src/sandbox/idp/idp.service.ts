import { createHmac } from 'node:crypto';
import { dslLevelSuffices } from '@eticket/domain/identity/dsl-level';
import type { ErrorName } from '@eticket/domain/errors/error-catalogue';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serverKey } from '../../modules/identity/server-keys.ts';
import { randomToken, sha256 } from '../../modules/identity/session.tokens.ts';
import type {
  Assertion,
  AuthPurpose,
  Provider,
  ProviderStatus,
} from '../../modules/identity/identity-provider.port.ts';
import * as repo from './idp.repository.ts';

const REQUEST_SECONDS = 300;
/** Authorisation codes live 60 seconds and work once (brief, and the usual OAuth practice). */
const CODE_SECONDS = 60;

/** A refusal the sandbox page shows to the user, in their language, without leaving the provider. */
export class SandboxRefusal extends Error {
  constructor(readonly errorName: ErrorName) {
    super(errorName);
  }
}

export async function openRequest(
  db: Database,
  input: {
    provider: Provider;
    purpose: AuthPurpose;
    clientState: string;
    redirectUri: string;
    lang: string;
    requestedLevel?: number | undefined;
    documentDigest?: string | undefined;
    /** OpenID Connect requests only (the in-process back channel has neither). */
    oidc?: { clientId: string; codeChallenge: string; nonce: string } | undefined;
  },
  now = new Date(),
) {
  const { oidc, ...fields } = input;
  return repo.insertRequest(db, {
    ...fields,
    ...(oidc ?? {}),
    requestedLevel: input.requestedLevel ?? null,
    documentDigest: input.documentDigest ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REQUEST_SECONDS * 1000),
  });
}

export type Decision =
  | { action: 'approve'; tdPersonId?: number | undefined; dslAccountId?: number | undefined }
  | { action: 'cancel' }
  | { action: 'timeout' };

function back(request: repo.IdpRequestRow, params: Record<string, string>): string {
  const query = new URLSearchParams({ ...params, state: request.clientState });
  return `${request.redirectUri}${request.redirectUri.includes('?') ? '&' : '?'}${query}`;
}

function subjectOf(provider: Provider, key: string): string {
  return provider === 'IAMSMART' ? `IAMS-${sha256(`iams:${key}`).slice(0, 32)}` : `DSL-${key}`;
}

/** The user's choice on the provider page; the answer is where the browser goes next. */
export async function decide(
  db: Database,
  config: Config,
  requestId: string,
  decision: Decision,
  now = new Date(),
): Promise<{ location: string }> {
  const request = await repo.findRequest(db, requestId);
  if (!request || request.status !== 'PENDING') throw new SandboxRefusal('LOGIN_FAILED');
  if (decision.action === 'timeout' || request.expiresAt <= now) {
    await repo.decideRequest(db, request.id, { status: 'TIMEOUT' });
    return { location: back(request, { error: 'timeout' }) };
  }
  if (decision.action === 'cancel') {
    await repo.decideRequest(db, request.id, { status: 'CANCELLED' });
    return { location: back(request, { error: 'cancelled' }) };
  }
  let subject: string;
  if (request.provider === 'IAMSMART') {
    const person = decision.tdPersonId ? await repo.findPerson(db, decision.tdPersonId) : undefined;
    if (!person) throw new SandboxRefusal('NO_IDENTITY_RECORD');
    subject = subjectOf('IAMSMART', person.idNo);
  } else {
    const account = decision.dslAccountId ? await repo.findDslAccount(db, decision.dslAccountId) : undefined;
    if (!account) throw new SandboxRefusal('LOGIN_FAILED');
    // Like the real logon, the provider itself refuses an account below the level asked for.
    if (!dslLevelSuffices(account.level, request.requestedLevel ?? 1))
      throw new SandboxRefusal('DSL_LEVEL_TOO_LOW');
    subject = subjectOf('DSL', account.loginId);
  }
  const signature = request.documentDigest
    ? createHmac('sha256', await serverKey(db, config, 'sandbox-signing'))
        .update(`${request.documentDigest}|${subject}|${now.toISOString()}`)
        .digest('base64url')
    : null;
  const code = randomToken();
  const decided = await repo.decideRequest(db, request.id, {
    status: 'APPROVED',
    tdPersonId: request.provider === 'IAMSMART' ? (decision.tdPersonId ?? null) : null,
    dslAccountId: request.provider === 'DSL' ? (decision.dslAccountId ?? null) : null,
    codeHash: sha256(code),
    codeExpiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
    signature,
  });
  if (!decided) throw new SandboxRefusal('LOGIN_FAILED');
  return { location: back(request, { code }) };
}

/** What the provider vouches for about the person who approved a request. */
export async function assertionOf(db: Database, row: repo.IdpRequestRow): Promise<Assertion | null> {
  const provider = row.provider as Provider;
  const signature = row.signature ? { signature: row.signature } : {};
  if (provider === 'IAMSMART') {
    const person = row.tdPersonId ? await repo.findPerson(db, row.tdPersonId) : undefined;
    if (!person) return null;
    return { provider, subject: subjectOf(provider, person.idNo), idNo: person.idNo, ...signature };
  }
  const account = row.dslAccountId ? await repo.findDslAccount(db, row.dslAccountId) : undefined;
  if (!account) return null;
  return {
    provider,
    subject: subjectOf(provider, account.loginId),
    displayName: account.displayName,
    level: account.level,
    ...signature,
  };
}

/** The in-process back channel: a code for who approved, once, to the client that asked, in time. */
export async function redeem(
  db: Database,
  provider: Provider,
  code: string,
  expected: { state: string; redirectUri: string },
  now = new Date(),
): Promise<Assertion | null> {
  const row = await repo.claimCode(db, provider, sha256(code), now);
  if (!row || row.clientState !== expected.state || row.redirectUri !== expected.redirectUri) return null;
  return assertionOf(db, row);
}

export async function statusOf(
  db: Database,
  provider: Provider,
  clientState: string,
): Promise<ProviderStatus> {
  const row = await repo.latestByState(db, provider, clientState);
  if (!row) return 'UNKNOWN';
  if (row.status === 'PENDING' && row.expiresAt <= new Date()) return 'TIMEOUT';
  return row.status as ProviderStatus;
}
