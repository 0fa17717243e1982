import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { changedCountSchema, type DeleteMessagesBody } from '@eticket/domain/messages/message.schemas';
import { request, type ApiResult } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

/** DELETE message: delete the listed messages of the box, with their attachments. */
export async function deleteMessages(body: DeleteMessagesBody) {
  const result = await request<unknown>({
    method: 'DELETE',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.message}`,
    body,
    loading: true,
  });
  if (result.code !== '0') throw result;
  return changedCountSchema.parse(result.data);
}

export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation<{ changed: number }, ApiResult<unknown>, DeleteMessagesBody>({
    mutationFn: deleteMessages,
    onSettled: () => client.invalidateQueries({ queryKey: [MESSAGES_KEY] }),
  });
}
