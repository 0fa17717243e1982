import { switchRoleResultSchema } from '@eticket/domain/accounts/profile.schemas';
import type { RoleTableEntry } from '@eticket/domain/accounts/permissions';
import { request } from '../../../lib/api-client.ts';

export type SwitchRoleResult = ReturnType<typeof switchRoleResultSchema.parse>;

/** POST …/users/token: the acting role becomes agentId (0 personal); a new token when it changed. */
export async function postSwitchRole(agentId: number): Promise<SwitchRoleResult | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/token',
    body: { agentId },
    loading: true,
  });
  if (result.code !== '0') return null;
  const parsed = switchRoleResultSchema.safeParse(result.data);
  return parsed.success ? parsed.data : null;
}

/** GET …/role/management/lists, for the permission set of the new role. */
export async function getRoleTable(): Promise<RoleTableEntry[]> {
  const result = await request<unknown>({
    url: 'rest/param/api/v1/publ/role/management/lists',
    noToken: true,
  });
  return result.code === '0' && Array.isArray(result.data) ? (result.data as RoleTableEntry[]) : [];
}
