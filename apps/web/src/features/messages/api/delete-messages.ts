import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { changedCountSchema, type DeleteMessagesBody } from '@eticket/domain/messages/message.schemas';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

/** DELETE message: delete the listed messages of the box, with their attachments. */
export async function deleteMessages(body: DeleteMessagesBody) {
  return fetchParsed(changedCountSchema, {
    method: 'DELETE',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.message}`,
    body,
    loading: true,
  });
}

export function useDeleteMessages() {
  const client = useQueryClient();
  return useMutation<{ changed: number }, ApiResult<unknown>, DeleteMessagesBody>({
    mutationFn: deleteMessages,
    onSettled: () => client.invalidateQueries({ queryKey: [MESSAGES_KEY] }),
  });
}
