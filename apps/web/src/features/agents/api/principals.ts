import { useQuery } from '@tanstack/react-query';
import { endedSchema, principalListSchema } from '@eticket/domain/agents/agents.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** GET user-agent/agents: the owners the caller acts for. */
export async function getPrincipals() {
  return principalListSchema.parse(await fetchData<unknown>({ url: `${USERS}/user-agent/agents` }));
}

/** DELETE user-agent: leave one owner (one of the caller's own agent roles). */
export async function leaveOwner(agentId: number) {
  return endedSchema.parse(
    await fetchData<unknown>({ method: 'DELETE', url: `${USERS}/user-agent?agentId=${agentId}` }),
  );
}

export const usePrincipals = () => useQuery({ queryKey: ['agents', 'principals'], queryFn: getPrincipals });
