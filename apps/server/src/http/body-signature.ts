import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature scheme of the portal's server-to-server calls with a shared secret (the payment gateway
 * both ways, x-pay-signature; the SMS gateway's delivery receipts, x-sms-signature): the header value
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp makes a captured message
 * useless after the tolerance; what a signed message does is idempotent, so a replay inside it is harmless.
 */
const TOLERANCE_SECONDS = 300;

function mac(secret: Uint8Array, timestamp: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
}

export function signBody(secret: Uint8Array, body: string, now = new Date()): string {
  const t = String(Math.floor(now.getTime() / 1000));
  return `t=${t},v1=${mac(secret, t, body).toString('hex')}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'invalid' | 'stale';

export function checkSignature(
  secret: Uint8Array,
  body: string,
  header: string | string[] | undefined,
  now = new Date(),
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'missing';
  const parts = Object.fromEntries(value.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = parts.t ?? '';
  const v1 = parts.v1 ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'invalid';
  // Compare first, in constant time, so a forged message learns nothing from the clock check.
  const valid = timingSafeEqual(mac(secret, t, body), Buffer.from(v1, 'hex'));
  if (!valid) return 'invalid';
  return Math.abs(now.getTime() / 1000 - Number(t)) > TOLERANCE_SECONDS ? 'stale' : 'ok';
}
