import { useQuery } from '@tanstack/react-query';
import { agentListSchema } from '@eticket/domain/agents/agents.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** POST users/list/agent: the acting owner's activated agents, the default first. */
export async function getAgents() {
  return agentListSchema.parse(
    await fetchData<unknown>({ method: 'POST', url: `${USERS}/users/list/agent`, body: {} }),
  );
}

/** GET user/agent/records: every agent the owner has had. */
export async function getAgentRecords() {
  return agentListSchema.parse(await fetchData<unknown>({ url: `${USERS}/user/agent/records` }));
}

export const useAgents = () => useQuery({ queryKey: ['agents', 'list'], queryFn: getAgents });
export const useAgentRecords = () => useQuery({ queryKey: ['agents', 'records'], queryFn: getAgentRecords });
