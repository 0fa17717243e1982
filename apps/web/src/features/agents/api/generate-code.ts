import { generatedCodeSchema } from '@eticket/domain/agents/agents.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** POST user/agent/code: a single-use code for the chosen vehicles, valid 24 hours. */
export async function generateCode(vehicleNos: string[]) {
  return generatedCodeSchema.parse(
    await fetchData<unknown>({ method: 'POST', url: `${USERS}/user/agent/code`, body: { vehicleNos } }),
  );
}
