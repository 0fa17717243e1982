import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { hmacSigningKey } from './server-keys.ts';
import { randomToken, sha256, signAccessToken, verifyAccessToken } from './session.tokens.ts';
import * as repo from './session.repository.ts';
import { personalRoleType } from './acting-role.service.ts';

export type AuthType = 'IAMSMART' | 'DSL' | 'TEST';

export interface IssuedSession {
  token: string;
  refreshToken: string;
  sessionId: string;
  authType: string;
  ssoLevel: number | null;
  loginTime: Date;
  expiresAt: Date;
  accessTokenExpiresIn: number;
}

const idleSince = (config: Config, now: Date) => new Date(now.getTime() - config.sessionIdleSeconds * 1000);

/** Access tokens never outlive their session's absolute end. */
async function accessTokenFor(db: Database, config: Config, session: repo.SessionRow, now: Date) {
  // Rounded up: the session row, not the token, decides the exact end; a token must not die first.
  const left = Math.ceil((session.expiresAt.getTime() - now.getTime()) / 1000);
  const lifetime = Math.max(1, Math.min(config.accessTokenSeconds, left));
  const key = await hmacSigningKey(db, config, 'session-jwt');
  const token = await signAccessToken(key, { sessionId: session.id, userId: session.userId }, lifetime, now);
  return { token, lifetime };
}

async function issue(
  db: Database,
  config: Config,
  session: repo.SessionRow,
  now: Date,
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  await repo.insertRefreshToken(db, {
    tokenHash: sha256(refreshToken),
    sessionId: session.id,
    expiresAt: session.expiresAt,
  });
  const { token, lifetime } = await accessTokenFor(db, config, session, now);
  return {
    token,
    refreshToken,
    sessionId: session.id,
    authType: session.authType,
    ssoLevel: session.ssoLevel,
    loginTime: session.createdAt,
    expiresAt: session.expiresAt,
    accessTokenExpiresIn: lifetime,
  };
}

/** A new session in the personal role; the absolute limit is fixed now and never extended. */
export async function startSession(
  db: Database,
  config: Config,
  input: { user: { id: string; tdPersonId: number | null }; authType: AuthType; ssoLevel: number | null },
  now = new Date(),
): Promise<IssuedSession> {
  const session = await repo.insertSession(db, {
    userId: input.user.id,
    roleType: await personalRoleType(db, input.user.tdPersonId),
    authType: input.authType,
    ssoLevel: input.ssoLevel,
    createdAt: now,
    lastActionAt: now,
    expiresAt: new Date(now.getTime() + config.sessionAbsoluteSeconds * 1000),
  });
  return issue(db, config, session, now);
}

/**
 * Trades a refresh token for a new pair. Each token works once: a second use means it was copied, so the
 * whole session is revoked and both holders must log in again. Refreshing is not activity: a tab left
 * open cannot keep an idle session alive.
 */
export async function refreshSession(db: Database, config: Config, refreshToken: string, now = new Date()) {
  const hash = sha256(refreshToken);
  const claimed = await repo.claimRefreshToken(db, hash, now);
  if (!claimed) {
    const known = await repo.findRefreshToken(db, hash);
    if (known?.usedAt) await repo.revokeSession(db, known.sessionId, 'REFRESH_TOKEN_REPLAY', now);
    throw new AppError('LOGIN_TIMEOUT');
  }
  const session = await repo.findLiveSession(db, claimed.sessionId, now, idleSince(config, now));
  if (!session) throw new AppError('LOGIN_TIMEOUT');
  return issue(db, config, session, now);
}

/**
 * How stale the recorded activity may be before a request records it again: a minute, or a twentieth of
 * the idle limit when that is shorter. Recording every request would make each one a write; this way a
 * session ends at most that much before its idle limit (ADR 0053).
 */
export const activityResolutionMs = (config: Config) =>
  Math.min(60_000, (config.sessionIdleSeconds * 1000) / 20);

/**
 * Checks a bearer token and its session, and reads with it the user's person and the agent role the
 * request acts under (`agentId`, or the session's when null; see `findLiveSessionIdentity`). Records the
 * activity when the recorded one is older than `activityResolutionMs`, and renews the access token once
 * it is past half its life (the caller sends it back in the Access_token header).
 */
export async function useAccessToken(
  db: Database,
  config: Config,
  token: string,
  options: { now?: Date; agentId?: number | null } = {},
) {
  const now = options.now ?? new Date();
  const claims = await verifyAccessToken(await hmacSigningKey(db, config, 'session-jwt'), token);
  if (!claims) throw new AppError('LOGIN_TIMEOUT');
  const idle = idleSince(config, now);
  const found = await repo.findLiveSessionIdentity(db, claims.sessionId, now, idle, options.agentId ?? null);
  if (!found || found.session.userId !== claims.userId) throw new AppError('LOGIN_TIMEOUT');
  const { session } = found;
  const staleBefore = new Date(now.getTime() - activityResolutionMs(config));
  if (session.lastActionAt < staleBefore) await repo.recordActivity(db, session.id, now, idle, staleBefore);
  const halfLife = (claims.expiresAt - claims.issuedAt) / 2;
  const renewed =
    now.getTime() / 1000 - claims.issuedAt >= halfLife
      ? (await accessTokenFor(db, config, session, now)).token
      : undefined;
  return { session, tdPersonId: found.tdPersonId, agentRole: found.role ?? undefined, renewed };
}

/** A fresh access token for a session whose role just changed (switching role). */
export async function reissueAccessToken(
  db: Database,
  config: Config,
  session: repo.SessionRow,
  now = new Date(),
) {
  return (await accessTokenFor(db, config, session, now)).token;
}

export function sessionOf(db: Database, sessionId: string) {
  return repo.findSession(db, sessionId);
}

export async function switchSessionRole(
  db: Database,
  sessionId: string,
  role: { agentId: number | null; roleType: string },
) {
  await repo.setSessionRole(db, sessionId, role);
}

export async function endSession(db: Database, sessionId: string, reason: string) {
  await repo.revokeSession(db, sessionId, reason);
}
