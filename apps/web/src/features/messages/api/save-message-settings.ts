import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import {
  messageSettingListSchema,
  type MessageSettingList,
  type MessageSettingsBody,
} from '@eticket/domain/messages/message-setting.schemas';
import { fetchParsed, type ApiResult } from '../../../lib/api-client.ts';
import { messageSettingsKey } from './get-message-settings.ts';

/** PUT message/setting: saves the whole list; answers the list as saved. */
export async function saveMessageSettings(body: MessageSettingsBody) {
  return fetchParsed(messageSettingListSchema, {
    method: 'PUT',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.setting}`,
    body,
    loading: true,
    throttle: true,
  });
}

export function useSaveMessageSettings() {
  const client = useQueryClient();
  return useMutation<MessageSettingList, ApiResult<unknown>, MessageSettingsBody>({
    mutationFn: saveMessageSettings,
    onSuccess: (saved) => client.setQueryData(messageSettingsKey, saved),
  });
}
