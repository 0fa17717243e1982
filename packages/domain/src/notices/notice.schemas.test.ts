import { describe, expect, it } from 'vitest';
import { identifyDriverBodySchema } from './notice.schemas.ts';

const body = {
  name: 'WONG SIU MING',
  address: '1 Nathan Road, Kowloon',
  licenceNo: 'b2345674',
  relationship: 'FAMILY',
  declaration: true,
};

describe('identifyDriverBodySchema', () => {
  it('accepts a driver with name, address, licence no (in capitals) and relation', () => {
    expect(identifyDriverBodySchema.parse(body).licenceNo).toBe('B2345674');
  });
  it.each([
    ['a malformed licence no', { licenceNo: 'B23' }],
    ['no declaration', { declaration: false }],
    ['an unknown relation', { relationship: 'NEIGHBOUR' }],
    ['a one-letter name', { name: 'W' }],
  ])('refuses %s', (_what, change) => {
    expect(identifyDriverBodySchema.safeParse({ ...body, ...change }).success).toBe(false);
  });
});
