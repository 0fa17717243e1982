import { describe, expect, it } from 'vitest';
import { readShortCode, SHORT_CODE_ALPHABET } from '@eticket/domain/vehicles/vehicle-short-code';
import { newNonce, newShortCode, nonceOf, tokenOf } from './vehicle-qr-token.ts';

const KEY = new Uint8Array(32).fill(7);
const OTHER_KEY = new Uint8Array(32).fill(8);

describe('vehicle QR tokens', () => {
  it('when a token made by the server is read back, then its nonce comes out', () => {
    const nonce = newNonce();
    expect(nonceOf(KEY, tokenOf(KEY, nonce))).toBe(nonce);
  });

  it('when a token is altered, signed with another key or made up, then it is not read', () => {
    const token = tokenOf(KEY, newNonce());
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(nonceOf(KEY, flipped)).toBeUndefined();
    expect(nonceOf(OTHER_KEY, token)).toBeUndefined();
    expect(nonceOf(KEY, 'AB1234')).toBeUndefined();
    expect(nonceOf(KEY, `${token}.x`)).toBeUndefined();
  });

  it('when two codes are made, then their nonces differ and neither carries a registration mark', () => {
    const a = tokenOf(KEY, newNonce());
    const b = tokenOf(KEY, newNonce());
    expect(a).not.toBe(b);
    expect(a).toMatch(/^EVQ1\.[\w-]{22}\.[\w-]{22}$/);
  });

  it('when many short codes are made, then each reads back as itself and every symbol of the alphabet is used', () => {
    const codes = Array.from({ length: 2000 }, newShortCode);
    for (const code of codes) expect(readShortCode(code)).toBe(code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('')).size).toBe(SHORT_CODE_ALPHABET.length);
  });
});
