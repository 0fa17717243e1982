import { createECDH, createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { serverKey } from '../../modules/identity/server-keys.ts';
import type { Provider } from '../../modules/identity/identity-provider.port.ts';

export interface ProviderKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  kid: string;
}

const cache = new WeakMap<Database, Map<Provider, Promise<ProviderKey>>>();

/** The order of P-256: a private scalar must be below it (and above zero). */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * A provider's ID token key (ES256), derived from its stored server key: every instance on one database,
 * and every restart, signs with the same key, so the JWKS a client cached stays right.
 */
async function deriveKey(db: Database, config: Config, provider: Provider): Promise<ProviderKey> {
  const seed = await serverKey(
    db,
    config,
    provider === 'IAMSMART' ? 'sandbox-idp-iamsmart' : 'sandbox-idp-dsl',
  );
  let d = Buffer.from(seed);
  // Practically never taken: a seed at or above the order is hashed again.
  while (BigInt(`0x${d.toString('hex')}`) === 0n || BigInt(`0x${d.toString('hex')}`) >= P256_ORDER) {
    d = createHash('sha256').update(d).digest();
  }
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const privateKey = createPrivateKey({ key: { ...jwk, d: d.toString('base64url') }, format: 'jwk' });
  const kid = await calculateJwkThumbprint(jwk);
  const publicJwk = {
    ...(createPublicKey(privateKey).export({ format: 'jwk' }) as JWK),
    kid,
    alg: 'ES256',
    use: 'sig',
  };
  return { privateKey, publicJwk, kid };
}

export function providerKey(db: Database, config: Config, provider: Provider): Promise<ProviderKey> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let key = perDb.get(provider);
  if (!key) {
    key = deriveKey(db, config, provider);
    key.catch(() => perDb.delete(provider));
    perDb.set(provider, key);
  }
  return key;
}
