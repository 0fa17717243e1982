import { queryOptions, useQuery } from '@tanstack/react-query';
import { userProfileSchema } from '@eticket/domain/accounts/profile.schemas';
import { fetchData } from '../../../lib/api-client.ts';

export type UserProfile = ReturnType<typeof userProfileSchema.parse>;

/** getProfile: name, uid, gender, carOwner, driver and the roles held (userAgents). */
export async function getProfile(): Promise<UserProfile> {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/profile',
    body: {},
  });
  return userProfileSchema.parse(data);
}

export const profileQuery = (agentId: string) =>
  queryOptions({ queryKey: ['accounts', 'profile', agentId], queryFn: getProfile, retry: false });

export function useProfile(agentId: string) {
  return useQuery(profileQuery(agentId));
}
