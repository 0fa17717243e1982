/**
 * The guard of every protected endpoint. Use it in any module's routes:
 *
 *   const auth = authenticate(db, config);              // once per plugin
 *   app.post('/ticket/list', {
 *     onRequest: [auth, requirePermission('ticket')],   // 401 LOGIN_TIMEOUT, then 403 FORBIDDEN
 *     schema: { ... },
 *   }, async (request) => {
 *     const me = principalOf(request);                   // from identity.principal.ts
 *     // scope every query by me.userId / me.agentId / me.ownerPersonId / me.ownerCompanyId,
 *     // never by an id taken from the body or query without checking it against `me`.
 *   });
 *
 * onRequest, before the body is validated: a caller without a session learns nothing, not even which
 * bodies are valid; the sweep in protected-routes.routes.test.ts holds every documented route to it.
 *
 * `authenticate` checks the Bearer token and its server-side session (revoked, idle and absolute limits),
 * records the activity (at most once a minute, ADR 0053), renews the access token in the `Access_token`
 * response header past half its life, and reads the `agentId` header: 0 is the personal role; another
 * id must be an ACTIVATED agent role of this same user, or the answer is 403. Without the header the
 * role chosen by the last switch applies (personal until the user switches). The personal role type
 * comes from the Transport Department records.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionFlag } from '@eticket/domain/accounts/permissions';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { principalOf, type Principal } from './identity.principal.ts';
import { useAccessToken } from './session.service.ts';
import { agentActingRole, permissionsOf, personalActingRole } from './acting-role.service.ts';

export type { Principal } from './identity.principal.ts';
export { principalOf } from './identity.principal.ts';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The agentId header: a number, null when absent or empty (the session's role applies), or 'invalid' for
 * anything but digits (refused with 403 once the session is known to be live).
 */
function requestedAgentId(request: FastifyRequest): number | null | 'invalid' {
  const raw = request.headers.agentid;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === '') return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : 'invalid';
}

/**
 * Resolves the caller into a Principal, or throws 401 LOGIN_TIMEOUT / 403 FORBIDDEN. The session, the
 * user and the agent role come in one read; the permissions from the kept role permissions (ADR 0053).
 */
export async function resolvePrincipal(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Principal> {
  const token = bearerTokenOf(request);
  if (!token) throw new AppError('LOGIN_TIMEOUT');
  const requested = requestedAgentId(request);
  const { session, tdPersonId, agentRole, renewed } = await useAccessToken(db, config, token, {
    agentId: requested === 'invalid' ? 0 : requested,
  });
  if (renewed) reply.header('Access_token', renewed);
  if (requested === 'invalid') throw new AppError('FORBIDDEN');
  const agentId = requested ?? session.agentId ?? 0;
  const role = agentId === 0 ? await personalActingRole(db, tdPersonId) : agentActingRole(agentRole);
  return {
    userId: session.userId,
    sessionId: session.id,
    tdPersonId,
    ...role,
    permissions: await permissionsOf(db, role.roleType),
  };
}

export function authenticate(db: Database, config: Config): Hook {
  return async (request, reply) => {
    request.principal = await resolvePrincipal(db, config, request, reply);
  };
}

/** 403 FORBIDDEN unless the acting role has the flag; put it after `authenticate`. */
export function requirePermission(flag: PermissionFlag): Hook {
  return async (request) => {
    if (principalOf(request).permissions[flag] !== true) throw new AppError('FORBIDDEN');
  };
}
