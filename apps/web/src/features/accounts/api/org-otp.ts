import { orgOtpPageSchema, orgOtpTargetSchema } from '@eticket/domain/accounts/org-unbind.schemas';
import { otpIntervalSchema } from '@eticket/domain/identity/otp.schemas';
import { request } from '../../../lib/api-client.ts';
import { postRoleToken, tokenOf } from '../../../lib/api/post-role-token.ts';
import { postSendOtp } from '../../../lib/api/post-send-otp.ts';

const ORG = 'rest/users/api/v1/publ/activate/org';

/** Seconds until another code of this challenge may be sent (0 when it may be sent now). */
export async function getOrgOtpInterval(uuid: string): Promise<number> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/otp/interval`,
    body: { uuid },
    showError: false,
  });
  const parsed = otpIntervalSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.remainingSeconds : 0;
}

/** ReAuthOrg: resends the administrator's re-authentication code (the challenge came with the route). */
export const resendReAuthOrgOtp = (uuid: string) => postSendOtp('activate/org/send', uuid);

/** ReAuthOrg: the code makes the administrator authenticated again (authStatus Y). */
export async function checkReAuthOrgOtp(uuid: string, otp: string): Promise<boolean> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/otp/check`,
    body: { uuid, otp },
    loading: true,
  });
  return result.code === '0';
}

/** unBindOrgOtpInfo: opens the unbind challenge for one's own administrator role; answers its uuid. */
export async function openUnbindOtp(orgId: string, agentId: string): Promise<string | null> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/unBindOrg/info`,
    body: { orgId, agentId: Number(agentId) },
    loading: true,
  });
  const parsed = orgOtpTargetSchema.safeParse(result.data);
  return result.code === '0' && parsed.success ? parsed.data.uuid : null;
}

export const sendUnbindOtp = (uuid: string) => postSendOtp('activate/org/unBindOrg', uuid);

/** The code removes the enterprise account. */
export async function confirmUnbind(uuid: string, otp: string): Promise<boolean> {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/unBindOrg-valid`,
    body: { uuid, otp },
    loading: true,
  });
  return result.code === '0';
}

/**
 * ReAuthOrg: once the company's code has passed, the administrator acts for the company at once (the
 * role they asked for when the re-authentication began). Answers the new access token.
 */
export async function actForCompany(agentId: number): Promise<string | null> {
  return tokenOf(await postRoleToken(agentId, { loading: true }));
}

/** Back to the personal role (after the acting enterprise role was removed). */
export async function switchToPersonal(): Promise<string | null> {
  // The removed role can no longer be acted under, so this call names the personal role itself.
  return tokenOf(await postRoleToken(0, { noAgentId: true, headers: { agentId: '0' } }));
}

/** What UnbindOtp and ReAuthOrg show, from the challenge uuid alone (their address carries no ids). */
export async function getOrgOtpPage(uuid: string) {
  const result = await request<unknown>({
    method: 'POST',
    url: `${ORG}/otp/target`,
    body: { uuid },
    showError: false,
  });
  const parsed = orgOtpPageSchema.safeParse(result.data);
  if (result.code !== '0' || !parsed.success) return null;
  const { contactMeansInd, email, phoneNo } = parsed.data;
  return { ...parsed.data, display: contactMeansInd === 'E' ? email : phoneNo };
}
