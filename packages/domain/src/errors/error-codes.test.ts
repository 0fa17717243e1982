import { describe, expect, it } from 'vitest';
import { ERRORS } from './error-catalogue.ts';
import { ERROR_CODES } from './error-codes.ts';

describe('the error codes, importable without their messages', () => {
  it('name the same code as the catalogue, for every error and no other', () => {
    expect(ERROR_CODES).toEqual(
      Object.fromEntries(Object.entries(ERRORS).map(([name, d]) => [name, d.code])),
    );
  });

  it('give each error its own code', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
