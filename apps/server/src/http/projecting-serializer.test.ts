import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projector } from './projecting-serializer.ts';

const schema = z.object({
  a: z.string(),
  b: z.object({ en: z.string() }).nullable(),
  c: z.array(z.object({ x: z.number() })),
  d: z.enum(['X', 'Y']).optional(),
});

describe('projector', () => {
  it('when the data carries undeclared fields at any depth, then only declared fields are kept', () => {
    const project = projector(schema);
    const data = { a: 's', secret: 1, b: { en: 'e', idNo: 'A123' }, c: [{ x: 1, y: 2 }], d: 'X' };
    expect(project(data)).toEqual({ a: 's', b: { en: 'e' }, c: [{ x: 1 }], d: 'X' });
    expect(project({ a: 's', b: null, c: [] })).toEqual({ a: 's', b: null, c: [] });
  });

  it('when a schema uses a type it cannot project, then it refuses at compile time', () => {
    expect(() => projector(z.object({ u: z.union([z.string(), z.number()]) }))).toThrow(/union/);
  });
});
