import { useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { messageDetailSchema } from '@eticket/domain/messages/message.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

/** GET message/{messageId}: the whole message with its attachments; opening it marks it read. */
export async function getMessage(messageId: number) {
  const data = await fetchData<unknown>({
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.detail}`,
    pathParams: { messageId },
    // A message that is gone (deleted, or past 60 days) is said on the page itself.
    showError: false,
  });
  return messageDetailSchema.parse(data);
}

export function useMessage(messageId: number | null) {
  return useQuery({
    queryKey: [MESSAGES_KEY, 'detail', messageId],
    queryFn: () => getMessage(messageId!),
    enabled: messageId !== null,
    retry: false,
  });
}
