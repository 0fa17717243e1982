import { z } from 'zod';
import { AUTH_TYPES, returnAddress } from './login.schemas.ts';
import { CONTACT_MEANS } from './otp.schemas.ts';

const yesNo = z.enum(['Y', 'N']);

/**
 * A body that may name the caller's own uid (the profile and SSO account calls): checked against the
 * session, never trusted; any other uid is refused with 403, never looked up.
 */
export const ownUidBodySchema = z.object({ uid: z.string().max(64).optional() });

/** POST /sso/blankAccount/login: the blank account the caller's session opened (no Transport Department record). */
export const blankAccountSessionSchema = z.object({
  uid: z.string(),
  /** The caller's own name as the DSL gave it, shown in full to the caller; null when the provider gave none. */
  name: z.string().nullable(),
  authType: z.enum(AUTH_TYPES),
  ssoLevel: z.number().int().nullable(),
  blankAccount: z.literal('Y'),
  alertStatus: z.enum(['1', '2', '3']).nullable(),
});

/** POST /sso/iamSmart/login: where iAM Smart sends the browser back, a page of this portal. */
export const iamSmartLinkBodySchema = z.object({ redirectURI: returnAddress });

/** GET /sso/continueRegister: an OTP challenge of the caller's own, to resume that one. */
export const continueRegisterQuerySchema = z.object({ uuid: z.uuid().optional() });

export const REGISTER_STEPS = ['DONE', 'ID_INFO', 'OTP', 'IAMSMART'] as const;

/** Where the caller's registration stands; fields that do not apply to the step are null. */
export const continueRegisterSchema = z.object({
  step: z.enum(REGISTER_STEPS),
  uuid: z.uuid().nullable(),
  contactMeansInd: z.enum(CONTACT_MEANS).nullable(),
  email: z.string().nullable(),
  phoneNo: z.string().nullable(),
  name: z.string().nullable(),
  resendInSeconds: z.number().int().min(0).nullable(),
});
export type ContinueRegister = z.infer<typeof continueRegisterSchema>;

/** POST /sso/auth-type: how the caller logged in, and whether the account still needs ID authentication. */
export const authTypeSchema = z.object({
  authType: z.enum(AUTH_TYPES),
  ssoLevel: z.number().int().nullable(),
  blankAccount: yesNo,
  idAuthNeeded: yesNo,
});
