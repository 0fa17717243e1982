import { z } from 'zod';

export type ConfirmationChannel = 'SMS' | 'EMAIL';
export interface ConfirmationContact {
  channel: ConfirmationChannel;
  /** The address as it will be used: an e-mail in lower case, or eight digits of a local mobile number. */
  recipient: string;
}

// One @, something on each side, a dot in the domain: what a person types, not RFC 5322 in full.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
// Hong Kong mobile numbers are eight digits beginning 4 to 9 (OFCA's numbering plan; 4 and 8 since 2018).
const HK_MOBILE = /^(?:\+?852)?([4-9]\d{7})$/;

/** The contact a payer typed for a confirmation, read as an e-mail or a Hong Kong mobile number; null if neither. */
export function readConfirmationContact(value: string): ConfirmationContact | null {
  const text = value.trim();
  if (text.length > 254) return null;
  if (text.includes('@'))
    return EMAIL.test(text) ? { channel: 'EMAIL', recipient: text.toLowerCase() } : null;
  const mobile = HK_MOBILE.exec(text.replace(/[\s()-]/g, ''));
  return mobile ? { channel: 'SMS', recipient: mobile[1]! } : null;
}

/**
 * The optional "send me a confirmation" field of the pay page: blank means none. Parsed into the channel
 * and the normalised recipient, so the server stores and sends exactly what was checked.
 */
export const confirmationContactSchema = z
  .string()
  .max(254, 'validation.confirmContact.format')
  .transform((value, ctx) => {
    if (value.trim() === '') return undefined;
    const contact = readConfirmationContact(value);
    if (!contact) ctx.addIssue({ code: 'custom', message: 'validation.confirmContact.format' });
    return contact ?? undefined;
  });
