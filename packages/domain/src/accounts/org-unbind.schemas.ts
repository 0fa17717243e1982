import { z } from 'zod';
import { otpCodeSchema } from '../identity/otp.schemas.ts';

const orgId = z.string().regex(/^\d{1,9}$/, 'validation.format');
const agentId = z.coerce.number().int().positive();

/** unBindOrgOtpInfo (spec section 7): the organisation and the caller's administrator role in it. */
export const unbindInfoBodySchema = z.object({ orgId, agentId });

/** Where the OTP of an unbind or a contact re-check goes (masked) and the challenge to answer. */
export const orgOtpTargetSchema = z.object({
  uuid: z.uuid(),
  orgId: z.string(),
  contactMeansInd: z.enum(['E', 'M']),
  email: z.string(),
  phoneNo: z.string(),
});

export const unbindValidBodySchema = z.object({ uuid: z.uuid(), otp: otpCodeSchema });
export const unboundSchema = z.object({ unbound: z.literal(true), agentId: z.number().int() });

/** orgSendOtpInfo for the re-check of the company's electronic contact means (ReAuthOrg). */
export const reEcmInfoBodySchema = z.object({ orgId });

/**
 * The page of an unbind or a re-authentication (UnbindOtp, ReAuthOrg) carries only its challenge's uuid
 * in the address (spec: those queries are encoded); the server answers what the page shows, to the
 * challenge's own user only.
 */
export const orgOtpTargetBodySchema = z.object({ uuid: z.uuid() });
export const orgOtpPageSchema = orgOtpTargetSchema.extend({
  purpose: z.enum(['UNBIND', 'REAUTH']),
  agentId: z.number().int(),
  ownerName: z.string(),
});
