import { request } from '../../../lib/api-client.ts';
import { getAlertStatus, type AlertStatus } from '../../../lib/api/get-alert-status.ts';

/** Whether the account is blank and which prompt it gets (spec section 4); null when it cannot be read. */
export async function readAlertStatus(): Promise<AlertStatus | null> {
  return getAlertStatus({ showError: false }).catch(() => null);
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
