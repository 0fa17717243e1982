import { sentCodeSchema } from '@eticket/domain/agents/agents.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { fetchData } from '../../../lib/api-client.ts';
import { USERS } from './base.ts';

export interface SendCode {
  invitationId: number;
  code: string;
  channel: 'SMS' | 'EMAIL';
  destination: string;
}

/** POST user/agent/sendInvitationCode: the code just made, to the invitee by SMS or e-mail. */
export async function sendCode(body: SendCode) {
  return sentCodeSchema.parse(
    await fetchData<unknown>({
      method: 'POST',
      url: `${USERS}/user/agent/sendInvitationCode`,
      body,
      // A refused field is shown on the field by the page, not in a dialog.
      handledCodes: [ERROR_CODES.VALIDATION_FAILED],
    }),
  );
}
