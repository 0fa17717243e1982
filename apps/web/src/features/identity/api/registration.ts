import { otpTargetSchema } from '@eticket/domain/identity/otp.schemas';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';

export type OtpTarget = ReturnType<typeof otpTargetSchema.parse>;

/** The code of an identity already used by another account's login (confirm to replace). */
export const IDENTITY_ALREADY_USED = ERROR_CODES.IDENTITY_ALREADY_USED;
