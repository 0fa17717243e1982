import { useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { messageDeliverySchema } from '@eticket/domain/messages/message-setting.schemas';
import { fetchParsed } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

/**
 * POST message/setting/message-detail: how one message of the box went out, by SMS or e-mail too when it
 * went to the owner's registered contact (masked), with each one's status as the gateway last told it.
 */
export function getMessageDelivery(messageId: number) {
  return fetchParsed(messageDeliverySchema, {
    method: 'POST',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.settingMessageDetail}`,
    body: { messageId },
    // The message itself is the page: without its delivery it still reads, so no dialog.
    showError: false,
  });
}

export function useMessageDelivery(messageId: number) {
  return useQuery({
    queryKey: [MESSAGES_KEY, 'delivery', messageId],
    queryFn: () => getMessageDelivery(messageId),
    retry: false,
  });
}
