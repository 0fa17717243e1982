import { alertStatusSchema } from '@eticket/domain/accounts/profile.schemas';
import { request } from '../../../lib/api-client.ts';

export type AlertStatus = ReturnType<typeof alertStatusSchema.parse>;

/** getAlertStatus: whether the account is blank and which prompt it gets (spec section 4). */
export async function getAlertStatus(): Promise<AlertStatus | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/user/alertStatus',
    body: {},
    showError: false,
  });
  if (result.code !== '0') return null;
  const parsed = alertStatusSchema.safeParse(result.data);
  return parsed.success ? parsed.data : null;
}

/** 'No more prompts': the read flag, on the server (body uid: the caller). */
export async function markBlankAccountRead(uid: string): Promise<boolean> {
  const result = await request<unknown>({
    method: 'POST',
    url: 'rest/users/api/v1/publ/users/blankAccount/readFlag',
    body: { uid },
  });
  return result.code === '0';
}
