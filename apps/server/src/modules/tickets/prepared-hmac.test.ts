import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Base64url } from './prepared-hmac.ts';

describe('prepared HMAC-SHA256', () => {
  it.each([
    ['a short key', Buffer.from('k')],
    ['a 32-byte derived key', Buffer.alloc(32, 7)],
    ['a key of exactly one block', Buffer.alloc(64, 9)],
    ['a key longer than a block', Buffer.from('s'.repeat(100))],
  ])('when signing with %s, then it matches node:crypto’s HMAC, call after call', (_what, key) => {
    for (const input of ['header.payload', '', 'ünïcode.声明', 'header.payload']) {
      expect(hmacSha256Base64url(key, input)).toBe(
        createHmac('sha256', key).update(input).digest('base64url'),
      );
    }
  });

  it('when two keys are used in turn, then each keeps its own signature', () => {
    const a = Buffer.alloc(32, 1);
    const b = Buffer.alloc(32, 2);
    expect(hmacSha256Base64url(a, 'x')).not.toBe(hmacSha256Base64url(b, 'x'));
    expect(hmacSha256Base64url(a, 'x')).toBe(createHmac('sha256', a).update('x').digest('base64url'));
  });
});
