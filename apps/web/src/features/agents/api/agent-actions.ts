import { useQuery } from '@tanstack/react-query';
import { agentVehiclesSchema, agentViewSchema, endedSchema } from '@eticket/domain/agents/agents.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** GET user-agent/detail. */
export async function getAgent(agentId: number) {
  return agentViewSchema.parse(
    await fetchData<unknown>({ url: `${USERS}/user-agent/detail?agentId=${agentId}` }),
  );
}

/** POST user-agent/vehicles/list. */
export async function getAgentVehicles(agentId: number) {
  return agentVehiclesSchema.parse(
    await fetchData<unknown>({ method: 'POST', url: `${USERS}/user-agent/vehicles/list`, body: { agentId } }),
  );
}

/** POST user-agent/vehicles/add. */
export async function addVehicles(agentId: number, vehicleNos: string[]) {
  return agentVehiclesSchema.parse(
    await fetchData<unknown>({
      method: 'POST',
      url: `${USERS}/user-agent/vehicles/add`,
      body: { agentId, vehicleNos },
    }),
  );
}

/** DELETE user-agent/vehicles/delete. */
export async function removeVehicles(agentId: number, vehicleNos: string[]) {
  return agentVehiclesSchema.parse(
    await fetchData<unknown>({
      method: 'DELETE',
      url: `${USERS}/user-agent/vehicles/delete`,
      body: { agentId, vehicleNos },
    }),
  );
}

/** PUT user-agent/default. */
export async function setDefaultAgent(agentId: number) {
  return agentViewSchema.parse(
    await fetchData<unknown>({ method: 'PUT', url: `${USERS}/user-agent/default`, body: { agentId } }),
  );
}

/** DELETE user/agent/{id}: terminate (kept as deactivated) or remove. */
export async function endAgent(agentId: number, mode: 'terminate' | 'remove') {
  return endedSchema.parse(
    await fetchData<unknown>({ method: 'DELETE', url: `${USERS}/user/agent/${agentId}?mode=${mode}` }),
  );
}

export const useAgent = (agentId: number) =>
  useQuery({
    queryKey: ['agents', 'detail', agentId],
    queryFn: () => getAgent(agentId),
    enabled: agentId > 0,
  });
export const useAgentVehicles = (agentId: number) =>
  useQuery({
    queryKey: ['agents', 'vehicles', agentId],
    queryFn: () => getAgentVehicles(agentId),
    enabled: agentId > 0,
  });
