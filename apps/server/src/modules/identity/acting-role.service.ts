import { agentRoleOf, isRoleType, type AgentRole, type RoleType } from '@eticket/domain/accounts/roles';
import type { Permissions } from '@eticket/domain/accounts/permissions';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { rolePermissions } from '../params/params.service.ts';
import { referenceRead } from '../../db/reference-reads.ts';
import * as repo from './identity.repository.ts';
import { transportOf } from '../transport/transport.binding.ts';
import type { agentRoles } from '../agents/agents.table.ts';

type AgentRoleRow = typeof agentRoles.$inferSelect;

export type PersonalRoleType = 'O' | 'D' | 'OD' | 'EMPTY';

/**
 * The personal role from the Transport Department: owner O, licence holder D, both OD, neither EMPTY. The
 * Department's answer is kept for REFERENCE_TTL_MS (db/reference-reads.ts): the several calls of one page
 * ask it once, and a vehicle bought or a licence granted shows within seconds (ADR 0053).
 */
export async function personalRoleType(db: Database, tdPersonId: number | null): Promise<PersonalRoleType> {
  if (tdPersonId === null) return 'EMPTY';
  const facts = await referenceRead(db, `person-facts:${tdPersonId}`, () =>
    transportOf(db).personFacts(tdPersonId),
  );
  if (!facts) return 'EMPTY';
  if (facts.owns && facts.licence) return 'OD';
  if (facts.owns) return 'O';
  return facts.licence ? 'D' : 'EMPTY';
}

export interface ActingRole {
  agentId: number;
  roleType: RoleType;
  agentRole: AgentRole;
  ownerPersonId?: number;
  ownerCompanyId?: number;
}

/**
 * The role a user acts under: 0 is personal, anything else must be an ACTIVATED agent role of this very
 * user. Anything else is refused with 403, whether the id is someone else's, deactivated or made up.
 */
export async function actingRole(
  db: Database,
  user: { id: string; tdPersonId: number | null },
  agentId: number,
): Promise<ActingRole> {
  if (agentId === 0) return personalActingRole(db, user.tdPersonId);
  return agentActingRole(await repo.findActivatedRole(db, user.id, agentId));
}

export async function personalActingRole(db: Database, tdPersonId: number | null): Promise<ActingRole> {
  return { agentId: 0, roleType: await personalRoleType(db, tdPersonId), agentRole: 'USER_PERSONAL' };
}

/** An agent role read as activated and this user's (`findActivatedRole`); 403 when there is none. */
export function agentActingRole(role: AgentRoleRow | undefined): ActingRole {
  const agentRole = role ? agentRoleOf(role.id, role.roleType) : null;
  if (!role || !agentRole || !isRoleType(role.roleType)) throw new AppError('FORBIDDEN');
  return {
    agentId: role.id,
    roleType: role.roleType,
    agentRole,
    ...(role.ownerPersonId !== null ? { ownerPersonId: role.ownerPersonId } : {}),
    ...(role.ownerCompanyId !== null ? { ownerCompanyId: role.ownerCompanyId } : {}),
  };
}

/** Flags from the role_permissions table through the one domain rule (OD from D then O; EMPTY none). */
export async function permissionsOf(db: Database, roleType: RoleType): Promise<Readonly<Permissions>> {
  return rolePermissions(db, roleType);
}
