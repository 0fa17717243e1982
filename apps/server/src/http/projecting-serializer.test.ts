import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileProjectingStringify, projector } from './projecting-serializer.ts';

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

describe('compileProjectingStringify', () => {
  const nested = z.object({
    s: z.string(),
    n: z.number(),
    i: z.number().int().optional(),
    b: z.boolean(),
    e: z.enum(['X', 'Y']).nullable(),
    o: z.object({ en: z.string(), 'zh-hk': z.string() }).nullable(),
    a: z.array(z.object({ x: z.number().nullable() })),
    l: z.array(z.string()).optional(),
  });
  const samples: unknown[] = [
    {
      s: 'plain',
      n: 1.5,
      i: -0,
      b: true,
      e: 'X',
      o: { en: 'e', 'zh-hk': '未繳款', idNo: 'A123' },
      a: [],
      secret: 1,
    },
    { s: 'quote " back \\ slash', n: 1e21, b: false, e: null, o: null, a: [{ x: null, y: 2 }, { x: 3 }] },
    {
      s: 'line\nbreak\ttab\u0001 \u2028',
      n: NaN,
      i: Infinity,
      b: true,
      e: 'Y',
      o: null,
      a: [{ x: -Infinity }],
    },
    {
      s: 'emoji 🚗 and a lone \ud800 surrogate',
      n: 0,
      b: true,
      e: undefined,
      o: { en: '', 'zh-hk': '' },
      a: [],
    },
    {
      s: new Date(0),
      n: '7',
      b: 'yes',
      e: 'Z',
      o: 'not an object',
      a: 'not an array',
      l: ['a', undefined, 'b'],
    },
    { s: 's', n: 1, b: true, e: 'X', o: [1, 2], a: [null, undefined, 5, { x: 1 }], l: [] },
    { s: 's', n: 1, b: true, e: 'X', o: { en: () => 'f', 'zh-hk': Symbol('s') }, a: [{}] },
    null,
    'a string where an object was declared',
  ];

  it('when answers of every kind are written, then the text is the projection stringified', () => {
    const write = compileProjectingStringify(nested);
    const project = projector(nested);
    for (const sample of samples) expect(write(sample)).toBe(JSON.stringify(project(sample)));
  });

  it('when the data carries undeclared fields at any depth, then none reaches the text', () => {
    const write = compileProjectingStringify(schema);
    const text = write({ a: 's', secret: 1, b: { en: 'e', idNo: 'A123' }, c: [{ x: 1, y: 2 }], d: 'X' });
    expect(JSON.parse(text)).toEqual({ a: 's', b: { en: 'e' }, c: [{ x: 1 }], d: 'X' });
  });

  it('when a schema uses a type it cannot project, then it refuses at compile time', () => {
    expect(() => compileProjectingStringify(z.object({ u: z.union([z.string(), z.number()]) }))).toThrow(
      /union/,
    );
  });
});
