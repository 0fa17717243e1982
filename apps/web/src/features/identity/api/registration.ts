import { otpTargetSchema } from '@eticket/domain/identity/otp.schemas';

export type OtpTarget = ReturnType<typeof otpTargetSchema.parse>;

/** The code of an identity already used by another account's login (confirm to replace). */
export const IDENTITY_ALREADY_USED = 'IDN-E-0108';
