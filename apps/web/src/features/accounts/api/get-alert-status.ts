import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertStatusSchema } from '@eticket/domain/accounts/profile.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** getAlertStatus: a blank account (blankAccount Y) needs ID authentication. */
export async function getAlertStatus() {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/user/alertStatus',
    body: {},
  });
  return alertStatusSchema.parse(data);
}

export function useAlertStatus() {
  return useQuery(
    queryOptions({ queryKey: ['accounts', 'alertStatus'], queryFn: getAlertStatus, retry: false }),
  );
}
