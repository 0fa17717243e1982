/** The header of the payment gateway's signature, both ways (the scheme: http/body-signature.ts). */
export const SIGNATURE_HEADER = 'x-pay-signature';
