import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentListSchema } from '@eticket/domain/agents/agents.schemas';
import type { PageQuery } from '@eticket/domain/common/page.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** POST users/list/agent: a page of the acting owner's activated agents, the default first. */
export async function getAgents(page: PageQuery) {
  return agentListSchema.parse(
    await fetchData<unknown>({ method: 'POST', url: `${USERS}/users/list/agent`, body: page }),
  );
}

/** GET user/agent/records: a page of every agent the owner has had. */
export async function getAgentRecords(page: PageQuery) {
  return agentListSchema.parse(
    await fetchData<unknown>({ url: `${USERS}/user/agent/records`, params: page }),
  );
}

export const useAgents = (page: PageQuery) =>
  useQuery({
    queryKey: ['agents', 'list', page],
    queryFn: () => getAgents(page),
    placeholderData: keepPreviousData,
  });
export const useAgentRecords = (page: PageQuery) =>
  useQuery({
    queryKey: ['agents', 'records', page],
    queryFn: () => getAgentRecords(page),
    placeholderData: keepPreviousData,
  });
