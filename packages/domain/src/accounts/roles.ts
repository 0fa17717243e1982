/** Role types and agent roles (specification sections 3, 4 and 6). */

/** O owner, D driver, OD both, EMPTY neither, UAG personal agent, OAG company agent, OAD company admin. */
export const ROLE_TYPES = ['O', 'D', 'OD', 'EMPTY', 'UAG', 'OAG', 'OAD'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export const AGENT_ROLES = ['USER_PERSONAL', 'USER_AGENT', 'ORG_AGENT', 'ORG_ADMIN'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

export type HonorificKey = 'common.mr' | 'common.ms';

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'string' && (ROLE_TYPES as readonly string[]).includes(value);
}

const AGENT_ROLE_BY_TYPE: Partial<Record<string, AgentRole>> = {
  UAG: 'USER_AGENT',
  OAG: 'ORG_AGENT',
  OAD: 'ORG_ADMIN',
};

/**
 * agentId 0 is the personal role whatever the role type. The id arrives as a number or a string, so
 * both 0 and '0' count (spaces trimmed); an empty id is not treated as 0, since Number('') is 0 by
 * accident, not by meaning.
 */
export function agentRoleOf(agentId: number | string, roleType: string | null | undefined): AgentRole | null {
  if (agentId === 0 || (typeof agentId === 'string' && agentId.trim() === '0')) return 'USER_PERSONAL';
  // hasOwn keeps inherited names such as 'toString' from being read as a role type.
  if (!roleType || !Object.hasOwn(AGENT_ROLE_BY_TYPE, roleType)) return null;
  return AGENT_ROLE_BY_TYPE[roleType] ?? null;
}

/** 'M' (any case) is Mr.; every other value, including a missing one, is Ms., as the spec says. */
export function honorificOf(gender: string | null | undefined): HonorificKey {
  return gender?.trim().toUpperCase() === 'M' ? 'common.mr' : 'common.ms';
}

/**
 * Company administrators first, everything else in its original order. Array.prototype.sort is stable,
 * and a copy is sorted so the caller's list is untouched.
 */
export function sortRoles<T extends { roleType?: string | null }>(roles: readonly T[]): T[] {
  const rank = (role: T) => (role.roleType === 'OAD' ? 0 : 1);
  return [...roles].sort((a, b) => rank(a) - rank(b));
}
