import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { messagePageSchema, type MessageListQuery } from '@eticket/domain/messages/message.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

export type MessageFilter = MessageListQuery['read'];

/** GET message/list: one page of the acting role's box, newest first, filtered by read state. */
export async function getMessages(query: Pick<MessageListQuery, 'read' | 'page' | 'pageSize'>) {
  const data = await fetchData<unknown>({
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.list}`,
    params: query,
  });
  return messagePageSchema.parse(data);
}

export function useMessages(query: Pick<MessageListQuery, 'read' | 'page' | 'pageSize'>) {
  return useQuery({
    queryKey: [MESSAGES_KEY, 'list', query],
    queryFn: () => getMessages(query),
    placeholderData: keepPreviousData,
  });
}
