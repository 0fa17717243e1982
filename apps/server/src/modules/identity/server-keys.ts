import { createHmac, randomBytes, webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serverKeys } from './identity.table.ts';

export type KeyName =
  | 'session-jwt'
  | 'otp-hmac'
  | 'sandbox-signing'
  | 'vehicle-qr'
  | 'tcr-certificate'
  | 'attempt-target'
  /** The OpenID Connect client: derives each round trip's PKCE verifier and nonce from its state. */
  | 'idp-pkce'
  /** The sandbox identity providers' ID token keys (ES256, derived from these). */
  | 'sandbox-idp-iamsmart'
  | 'sandbox-idp-dsl';

const cache = new WeakMap<Database, Map<KeyName, Promise<Uint8Array>>>();
const signingKeys = new WeakMap<Database, Map<KeyName, Promise<webcrypto.CryptoKey>>>();

/**
 * A secret key by purpose. Production derives each from SESSION_SECRET (one secret to manage, one key per
 * use). Demo mode generates a random key once and keeps it in the database, so restarts and several
 * instances on one database sign and hash alike; insert-if-absent makes the first instance's key win.
 */
export function serverKey(db: Database, config: Config, name: KeyName): Promise<Uint8Array> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let key = perDb.get(name);
  if (!key) {
    key = config.sessionSecret
      ? Promise.resolve(new Uint8Array(createHmac('sha256', config.sessionSecret).update(name).digest()))
      : storedKey(db, name);
    // A failed read must not be remembered, or one database blip would break the process for good.
    key.catch(() => perDb.delete(name));
    perDb.set(name, key);
  }
  return key;
}

async function storedKey(db: Database, name: KeyName): Promise<Uint8Array> {
  await db
    .insert(serverKeys)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return new Uint8Array(Buffer.from(row!.value, 'base64'));
}

/**
 * The key `name` as an HMAC-SHA-256 CryptoKey, imported once per database handle, for jose: given raw
 * bytes, jose imports them into WebCrypto on every sign and verify (about a third of the cost of checking each
 * logged-in request's token, measured by `bench/fleet-lists.ts`). The same bytes as `serverKey`.
 */
export function hmacSigningKey(db: Database, config: Config, name: KeyName): Promise<webcrypto.CryptoKey> {
  let perDb = signingKeys.get(db);
  if (!perDb) signingKeys.set(db, (perDb = new Map()));
  let key = perDb.get(name);
  if (!key) {
    key = serverKey(db, config, name).then((raw) =>
      webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
    );
    key.catch(() => perDb.delete(name));
    perDb.set(name, key);
  }
  return key;
}
