import { describe, expect, it } from 'vitest';
import { fieldWithRefusedCharacter } from './refused-characters.ts';

describe('fieldWithRefusedCharacter', () => {
  it.each([
    ['a NUL in a string', 'a\u0000b', 'body'],
    ['an escape character', 'a\u001bb', 'body'],
    ['DEL', 'a\u007f', 'body'],
    ['a lone high surrogate', 'a\ud800b', 'body'],
    ['a lone low surrogate', '\udc00', 'body'],
    ['a NUL in a nested field', { address: { line1: 'ok', line2: 'x\u0000' } }, 'body.address.line2'],
    ['a NUL in an array item', { list: ['ok', 'x\u0000'] }, 'body.list.1'],
    ['a NUL in a key', { ok: { 'k\u0000': 1 } }, 'body.ok'],
  ])('when the value holds %s, then the field is named', (_what, value, field) => {
    expect(fieldWithRefusedCharacter(value, 'body')).toBe(field);
  });

  it.each([
    ['tabs and line breaks of free text', { remark: 'line one\r\nline two\tend' }],
    ['Chinese, an emoji (a surrogate pair) and symbols', { place: '彌敦道 🚗 €½' }],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [0.5] }],
    ['nothing at all', undefined],
  ])('when the value holds %s, then nothing is refused', (_what, value) => {
    expect(fieldWithRefusedCharacter(value, 'body')).toBeUndefined();
  });

  it('when a body nests deeper than the call stack, then it is walked without overflowing', () => {
    const deep = JSON.parse('['.repeat(200_000) + '"x\\u0000"' + ']'.repeat(200_000)) as unknown;
    expect(fieldWithRefusedCharacter(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
