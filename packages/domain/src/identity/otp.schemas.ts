import { z } from 'zod';

export const ID_TYPES = ['HKID', 'PASSPORT', 'DRIVING_LICENCE'] as const;
export const CONTACT_MEANS = ['E', 'M'] as const;

/** Registration step 1: the identity document the user holds, looked up at the Transport Department. */
export const validInfoBodySchema = z.object({
  idType: z.enum(ID_TYPES),
  idNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9()]{4,20}$/, 'validation.format'),
});

/** Where the code will go, masked; alreadyUsed warns that confirming will replace another account's login. */
export const otpTargetSchema = z.object({
  uuid: z.uuid(),
  contactMeansInd: z.enum(CONTACT_MEANS),
  email: z.string(),
  phoneNo: z.string(),
  name: z.string(),
  alreadyUsed: z.boolean(),
});

export const otpChallengeBodySchema = z.object({ uuid: z.uuid() });

export const otpSentSchema = z.object({
  uuid: z.uuid(),
  display: z.string(),
  validSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'validation.format');

export const otpValidateBodySchema = z.object({
  uuid: z.uuid(),
  otp: otpCodeSchema,
  confirmReplace: z.boolean().default(false),
});

export const otpIntervalSchema = z.object({ remainingSeconds: z.number().int().min(0) });
