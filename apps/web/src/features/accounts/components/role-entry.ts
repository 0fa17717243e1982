import { sortRoles } from '@eticket/domain/accounts/roles';
import type { UserInfo } from '../../../lib/session.ts';

/** One role of the role list (spec section 3, userAgents). */
export interface RoleEntry {
  agentId: number;
  agentRole: string;
  roleType: string;
  ownerName: string;
  ownerId: string;
  orgId: string | null;
}

export function isRoleEntry(value: unknown): value is RoleEntry {
  const v = value as RoleEntry | null;
  return (
    typeof v === 'object' && v !== null && typeof v.agentId === 'number' && typeof v.roleType === 'string'
  );
}

export function roleListOf(info: UserInfo | null): RoleEntry[] {
  return (info?.roleList ?? []).filter(isRoleEntry);
}

/** The acting role's agent id as a number (0 personal). */
export function currentAgentIdOf(info: UserInfo | null): number {
  const id = Number(info?.agentId ?? 0);
  return Number.isFinite(id) ? id : 0;
}

/** The organisation-admin roles for the enterprise card: the current one first, then administrators first. */
export function enterpriseRolesOf(roles: readonly RoleEntry[], currentAgentId: number): RoleEntry[] {
  const admins = sortRoles(roles.filter((r) => r.roleType === 'OAD'));
  const current = admins.filter((r) => r.agentId === currentAgentId);
  return [...current, ...admins.filter((r) => r.agentId !== currentAgentId)];
}

/** After a switch the chosen administrator moves to the top of the list (spec section 4). */
export function withChosenFirst(roles: readonly RoleEntry[], agentId: number): RoleEntry[] {
  const chosen = roles.filter((r) => r.agentId === agentId && r.roleType === 'OAD');
  return [...chosen, ...roles.filter((r) => !chosen.includes(r))];
}

/** The roles held as an owner's agent (UAG) or a company's agent (OAG), in the server's order. */
export function agentRolesOf(roles: readonly RoleEntry[]): RoleEntry[] {
  return roles.filter((r) => r.roleType === 'UAG' || r.roleType === 'OAG');
}
