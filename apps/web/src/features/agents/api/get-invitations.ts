import { useQuery } from '@tanstack/react-query';
import { invitationListSchema } from '@eticket/domain/agents/agents.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** GET user/agent/ivt/records: the owner's invitation records (never the codes). */
export async function getInvitations() {
  return invitationListSchema.parse(await fetchData<unknown>({ url: `${USERS}/user/agent/ivt/records` }));
}

export const useInvitations = () =>
  useQuery({ queryKey: ['agents', 'invitations'], queryFn: getInvitations });
