import { useQuery } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { messageSettingListSchema } from '@eticket/domain/messages/message-setting.schemas';
import { fetchData } from '../../../lib/api-client.ts';
import { MESSAGES_KEY } from './get-unread-count.ts';

/** GET message/setting/list: the acting role's message settings, one per message type. */
export async function getMessageSettings() {
  const data = await fetchData<unknown>({ url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.settingList}` });
  return messageSettingListSchema.parse(data);
}

export const messageSettingsKey = [MESSAGES_KEY, 'settings'] as const;

export function useMessageSettings() {
  return useQuery({ queryKey: messageSettingsKey, queryFn: getMessageSettings });
}
