import { agentRoleOf } from '@eticket/domain/accounts/roles';
import type { messageCountSchema } from '@eticket/domain/messages/message-count.schemas';
import { MESSAGE_PATHS, NOTIFICATION_BASE } from '@eticket/domain/messages/message-routes';
import { clientState } from '../../../lib/client-state.ts';
import { fetchData } from '../../../lib/api-client.ts';
import type { UserInfo } from '../../../lib/session.ts';

/** The role whose box is counted: empty for the personal role (spec section 7). */
export function agentRoleParam(userInfo: UserInfo | null): string {
  const role = userInfo?.agentId === undefined ? null : agentRoleOf(userInfo.agentId, userInfo.roleType);
  return role && role !== 'USER_PERSONAL' ? role : '';
}

type MessageCount = ReturnType<typeof messageCountSchema.parse>;

/**
 * GET message/count: the acting role's unread count, kept in the client state for the header's dot. The
 * header is on every first page, so the answer is read by its type (the server sends it through the
 * schema) rather than with zod, which stays out of Home's download.
 */
export async function getUnreadCount(userInfo: UserInfo | null): Promise<number> {
  const data = await fetchData<MessageCount | null>({
    url: `${NOTIFICATION_BASE}${MESSAGE_PATHS.count}`,
    params: { agentRole: agentRoleParam(userInfo) },
    showError: false,
    showTimeOut: false,
  });
  const count = Number.isSafeInteger(data?.count) && data!.count > 0 ? data!.count : 0;
  clientState.set({ unreadCount: count });
  return count;
}

/** Every message query starts with this key, so a change to the box refreshes the count as well. */
export const MESSAGES_KEY = 'messages';

export function unreadCountQuery(userInfo: UserInfo | null) {
  return {
    queryKey: [MESSAGES_KEY, 'unread-count', userInfo?.uid ?? '', String(userInfo?.agentId ?? '')],
    queryFn: () => getUnreadCount(userInfo),
    staleTime: 60_000,
    retry: false,
  } as const;
}
