import type { RoleTableEntry } from '@eticket/domain/accounts/permissions';
import { request } from '../api-client.ts';
import { paramsCache } from './params-cache.ts';

const ROLE_TABLE_URL = 'rest/param/api/v1/publ/role/management/lists';

/**
 * GET …/role/management/lists: each role type with its permission flags (no token). Kept in the
 * parameter cache; a failure gives an empty table and is not kept.
 */
export async function getRoleTable(): Promise<RoleTableEntry[]> {
  return paramsCache
    .remember(ROLE_TABLE_URL, async () => {
      const result = await request<unknown>({ url: ROLE_TABLE_URL, noToken: true });
      if (result.code !== '0' || !Array.isArray(result.data)) throw result;
      return result.data as RoleTableEntry[];
    })
    .catch(() => []);
}
