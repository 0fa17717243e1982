import { createHash, type Hash } from 'node:crypto';

const BLOCK_BYTES = 64;
const prepared = new WeakMap<Buffer, { inner: Hash; outer: Hash }>();

/**
 * HMAC-SHA256 (RFC 2104) of `input` under `key`, base64url. The key's inner and outer pads are hashed once
 * per key and each call copies those states: on Node 20 createHmac sets up its digest afresh every time,
 * which cost about 7 µs a lookup token under load, several times the hashing itself (bench/README.md).
 * The key must stay unchanged after its first use (ticket keys are derived once and cached).
 */
export function hmacSha256Base64url(key: Buffer, input: string): string {
  let states = prepared.get(key);
  if (!states) {
    const block = Buffer.alloc(BLOCK_BYTES);
    (key.length > BLOCK_BYTES ? createHash('sha256').update(key).digest() : key).copy(block);
    const pad = (byte: number) => Buffer.from(block.map((b) => b ^ byte));
    states = {
      inner: createHash('sha256').update(pad(0x36)),
      outer: createHash('sha256').update(pad(0x5c)),
    };
    prepared.set(key, states);
  }
  const innerDigest = states.inner.copy().update(input).digest();
  return states.outer.copy().update(innerDigest).digest('base64url');
}
