import { switchRoleResultSchema } from '@eticket/domain/accounts/profile.schemas';
import { postRoleToken } from '../../../lib/api/post-role-token.ts';

export type SwitchRoleResult = ReturnType<typeof switchRoleResultSchema.parse>;

/** POST …/users/token: the acting role becomes agentId (0 personal); a new token when it changed. */
export async function postSwitchRole(agentId: number): Promise<SwitchRoleResult | null> {
  const parsed = switchRoleResultSchema.safeParse(await postRoleToken(agentId, { loading: true }));
  return parsed.success ? parsed.data : null;
}
