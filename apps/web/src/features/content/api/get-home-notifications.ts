import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemNotification } from '@eticket/domain/content/content.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** The system notifications in force now (spec section 7: POST users/…/home/list). */
export async function getHomeNotifications() {
  return fetchData<SystemNotification[]>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/home/list',
    body: {},
    noToken: true,
    // A banner that fails to load must not greet a visitor with an error dialog.
    showError: false,
  });
}

export const homeNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'home-notifications'],
    queryFn: getHomeNotifications,
    staleTime: 60_000,
  });

export function useHomeNotifications() {
  return useQuery(homeNotificationsQueryOptions());
}
