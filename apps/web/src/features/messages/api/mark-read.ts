import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { changedCountSchema, type MarkReadBody } from '@eticket/domain/messages/message.schemas';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

/** PUT message: mark the listed messages read, or every message of the box. */
export async function markRead(body: MarkReadBody) {
  return fetchParsed(changedCountSchema, {
    method: 'PUT',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.message}`,
    body,
    loading: true,
  });
}

/** Marks read, then refreshes the list, the message and the unread count (the header's dot). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation<{ changed: number }, ApiResult<unknown>, MarkReadBody>({
    mutationFn: markRead,
    onSettled: () => client.invalidateQueries({ queryKey: [MESSAGES_KEY] }),
  });
}
