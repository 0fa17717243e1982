import { postOrgInfo } from '../../../lib/api/post-org-info.ts';
import { postSendOtp } from '../../../lib/api/post-send-otp.ts';

/**
 * orgSendOtpInfo then the send: the re-authentication of a company administrator starts with the
 * organisation (a uuid comes back) and an OTP to the company's registered contact. The server hands back
 * the caller's open challenge when there is one: while its code is live, or no new one may be sent yet,
 * nothing is sent and the user goes on to enter the code already sent (the page shows the resend wait).
 */
export async function sendOrgOtp(orgId: string): Promise<{ uuid: string; display: string } | null> {
  const info = await postOrgInfo({ orgId });
  if (!info) return null;
  const { uuid, codeValidSeconds, resendInSeconds, contactMeansInd, email, phoneNo } = info;
  const display = contactMeansInd === 'E' ? email : phoneNo;
  if (codeValidSeconds > 0 || resendInSeconds > 0) return { uuid, display };
  return (await postSendOtp('activate/org/send', uuid)) ? { uuid, display } : null;
}
