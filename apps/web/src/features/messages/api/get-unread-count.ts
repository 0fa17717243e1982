import { agentRoleOf } from '@eticket/domain/accounts/roles';
import { clientState } from '../../../lib/client-state.ts';
import { fetchData } from '../../../lib/api-client.ts';
import type { UserInfo } from '../../../lib/session.ts';

const UNREAD_URL = 'rest/notification/api/v1/publ/message/count';

/** Spec section 7: the unread count; agentRole is empty for the personal role. */
export async function getUnreadCount(userInfo: UserInfo | null): Promise<number> {
  const role = userInfo?.agentId === undefined ? null : agentRoleOf(userInfo.agentId, userInfo.roleType);
  const agentRole = role && role !== 'USER_PERSONAL' ? role : '';
  const data = await fetchData<number | { count?: number } | null>({
    url: UNREAD_URL,
    params: { agentRole },
    showError: false,
    showTimeOut: false,
  });
  const count = typeof data === 'number' ? data : Number(data?.count ?? 0);
  clientState.set({ unreadCount: count });
  return count;
}

export function unreadCountQuery(userInfo: UserInfo | null) {
  return {
    queryKey: ['messages', 'unread-count', userInfo?.uid ?? '', String(userInfo?.agentId ?? '')],
    queryFn: () => getUnreadCount(userInfo),
    staleTime: 60_000,
    retry: false,
  } as const;
}
