import { pollingSchema } from '@eticket/domain/identity/login.schemas';
import { request } from '../../../lib/api-client.ts';

export type IamSmartStatus = ReturnType<typeof pollingSchema.parse>['status'];

/**
 * GET …/iams/polling: where an iAM Smart request stands (PENDING, APPROVED, CANCELLED, TIMEOUT, UNKNOWN).
 * A background call: a failed poll is silent and answers null, and the page simply asks again.
 */
export async function pollIamSmart(state: string): Promise<IamSmartStatus | null> {
  const result = await request<unknown>({
    url: 'rest/iams/api/v1/publ/iams/polling',
    params: { state },
    showError: false,
  });
  const parsed = pollingSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.status : null;
}
