import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from '@eticket/domain/vehicles/vehicle-short-code';

/**
 * A vehicle QR code's token: `EVQ1.<nonce>.<mac>`, the nonce 128 random bits and the mac the server's
 * HMAC-SHA256 of it (first 128 bits), both base64url. Nothing in it names the vehicle: the nonce is looked
 * up, and a forged or altered token fails the mac before any look-up.
 */
const PREFIX = 'EVQ1';

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The short code printed under the QR code (ADR 0047): each of its 10 symbols drawn uniformly from the
 * 31 of the alphabet by the system's strong random source, about 49.5 bits. It is looked up as it is
 * (there is no mac to check), through the unique index of `vehicle_qr_codes.short_code`.
 */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++)
    code += SHORT_CODE_ALPHABET[randomInt(SHORT_CODE_ALPHABET.length)];
  return code;
}

function macOf(key: Uint8Array, nonce: string): Buffer {
  return createHmac('sha256', key).update(`${PREFIX}.${nonce}`).digest().subarray(0, 16);
}

export function tokenOf(key: Uint8Array, nonce: string): string {
  return `${PREFIX}.${nonce}.${macOf(key, nonce).toString('base64url')}`;
}

/** The nonce of a genuine token, or undefined for anything else. */
export function nonceOf(key: Uint8Array, token: string): string | undefined {
  const [prefix, nonce, mac, ...rest] = token.split('.');
  if (prefix !== PREFIX || !nonce || !mac || rest.length > 0 || !/^[\w-]{22}$/.test(nonce)) return undefined;
  // Compared as text: base64url has several spellings of one value (unused bits), only one is ours.
  const given = Buffer.from(mac);
  const expected = Buffer.from(macOf(key, nonce).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
