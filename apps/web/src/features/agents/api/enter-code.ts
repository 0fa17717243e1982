import { enteredCodeSchema } from '@eticket/domain/agents/agents.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

/** POST user/agent/enterInvitationCode: become the owner's agent. */
export async function enterCode(code: string) {
  return enteredCodeSchema.parse(
    await fetchData<unknown>({
      method: 'POST',
      url: `${USERS}/user/agent/enterInvitationCode`,
      body: { code },
    }),
  );
}
