import { currentUserInfoSchema, type CurrentUserInfo } from '@eticket/domain/accounts/profile.schemas';
import { request } from '../api-client.ts';

/** POST …/users/user/profile: the user in the acting role, with the role list and showSwitch. */
export async function getCurrentUser(): Promise<CurrentUserInfo | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/user/profile',
    body: {},
  });
  if (result.code !== '0') return null;
  const parsed = currentUserInfoSchema.safeParse(result.data);
  return parsed.success ? parsed.data : null;
}
