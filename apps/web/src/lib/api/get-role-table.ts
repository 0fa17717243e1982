import type { RoleTableEntry } from '@eticket/domain/accounts/permissions';
import { request } from '../api-client.ts';

/** GET …/role/management/lists: each role type with its permission flags (no token). */
export async function getRoleTable(): Promise<RoleTableEntry[]> {
  const result = await request<unknown>({
    url: 'rest/param/api/v1/publ/role/management/lists',
    noToken: true,
  });
  return result.code === '0' && Array.isArray(result.data) ? (result.data as RoleTableEntry[]) : [];
}
