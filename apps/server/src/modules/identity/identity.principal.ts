import type { FastifyRequest } from 'fastify';
import type { AgentRole, RoleType } from '@eticket/domain/accounts/roles';
import type { Permissions } from '@eticket/domain/accounts/permissions';
import { AppError } from '../../http/app-error.ts';

/** Who is calling, resolved by `authenticate` from the session and the `agentId` header. */
export interface Principal {
  userId: string;
  sessionId: string;
  /** The caller's own Transport Department record; null for a blank account. */
  tdPersonId: number | null;
  /** 0 is the personal role; otherwise the agent_roles id the caller acts under. */
  agentId: number;
  roleType: RoleType;
  agentRole: AgentRole;
  permissions: Permissions;
  /** UAG: the owner the agent acts for. */
  ownerPersonId?: number;
  /** OAG, OAD: the company. */
  ownerCompanyId?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (identity.guard.ts); absent on routes that do not use it. */
    principal?: Principal;
  }
}

/** The principal of a guarded route. A route that forgot the guard fails closed with a 401. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('LOGIN_TIMEOUT');
  return request.principal;
}
