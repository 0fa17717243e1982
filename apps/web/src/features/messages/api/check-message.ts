import { useMutation } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import {
  messageCheckResultSchema,
  type MessageCheckBody,
  type MessageCheckResult,
} from '@eticket/domain/messages/message-check.schemas';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';

/**
 * POST message/check, no login: is a pasted SMS or e-mail (or a sender, notice no and vehicle no) a genuine
 * e-ticket? Refusals (captcha, limits, fields) are shown on the form, so the mutation rejects with them.
 */
export async function checkMessage(body: MessageCheckBody): Promise<MessageCheckResult> {
  return fetchParsed(messageCheckResultSchema, {
    method: 'POST',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.check}`,
    body,
    noToken: true,
    showError: false,
    loading: true,
  });
}

export function useCheckMessage() {
  return useMutation<MessageCheckResult, ApiResult<unknown>, MessageCheckBody>({ mutationFn: checkMessage });
}
