import { alertStatusSchema } from '@eticket/domain/accounts/profile.schemas';
import { fetchData } from '../api-client.ts';

export type AlertStatus = ReturnType<typeof alertStatusSchema.parse>;

/**
 * POST …/users/user/alertStatus (getAlertStatus): whether the account is blank and which prompt it gets
 * (spec section 4). Rejects on failure; `showError: false` for callers that carry on without it.
 */
export async function getAlertStatus(options: { showError?: boolean } = {}): Promise<AlertStatus> {
  const data = await fetchData<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/user/alertStatus',
    body: {},
    ...options,
  });
  return alertStatusSchema.parse(data);
}
