import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import {
  messageSettingListSchema,
  type MessageSettingList,
  type MessageSettingsBody,
} from '@eticket/domain/messages/message-setting.schemas';
import { request, type ApiResult } from '../../../lib/api-client.ts';
import { messageSettingsKey } from './get-message-settings.ts';

/** PUT message/setting: saves the whole list; answers the list as saved. */
export async function saveMessageSettings(body: MessageSettingsBody) {
  const result = await request<unknown>({
    method: 'PUT',
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.setting}`,
    body,
    loading: true,
    throttle: true,
  });
  if (result.code !== '0') throw result;
  return messageSettingListSchema.parse(result.data);
}

export function useSaveMessageSettings() {
  const client = useQueryClient();
  return useMutation<MessageSettingList, ApiResult<unknown>, MessageSettingsBody>({
    mutationFn: saveMessageSettings,
    onSuccess: (saved) => client.setQueryData(messageSettingsKey, saved),
  });
}
