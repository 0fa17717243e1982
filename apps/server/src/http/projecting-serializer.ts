import type { z } from 'zod';

type Project = (value: unknown) => unknown;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const LEAVES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);

/** Characters JSON.stringify writes differently inside a string: quote, backslash, controls, surrogates. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A function copying exactly the fields a zod schema declares, compiled once from the schema. */
export function projector(schema: z.ZodType): Project {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).map(([key, s]) => [key, projector(s)] as const);
    return (value) => {
      if (value === null || typeof value !== 'object') return value;
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, project] of fields) if (source[key] !== undefined) out[key] = project(source[key]);
      return out;
    };
  }
  if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
    const inner = projector(def.innerType);
    return (value) => (value === null || value === undefined ? value : inner(value));
  }
  if (def.type === 'array' && def.element) {
    const element = projector(def.element);
    return (value) => (Array.isArray(value) ? value.map(element) : value);
  }
  if (LEAVES.has(def.type)) return (value) => value;
  throw new Error(`projector: zod type "${def.type}" is not supported`);
}

/**
 * The JSON text of `JSON.stringify(projector(schema)(value))`, written in one pass by code generated
 * once from the schema: fixed property names (so V8 reads each field through an inline cache instead of
 * a generic keyed load), no intermediate copy, and plain strings quoted without a JSON.stringify call.
 * Anything unusual (a string needing escapes, a non-finite number, a value not of the declared kind)
 * goes through JSON.stringify itself, so the text is always the same as projecting and stringifying.
 */
export function compileProjectingStringify(schema: z.ZodType): (value: unknown) => string {
  const functions: string[] = [];
  const define = () => {
    const index = functions.push('') - 1;
    const name = `w${index}`;
    return { name, set: (code: string) => (functions[index] = code) };
  };
  // The name of a generated function returning a value's JSON text (undefined when it is left out).
  function compile(node: z.ZodType): string {
    const def = defOf(node);
    if (def.type === 'object' && def.shape) {
      const fn = define();
      const fields = Object.entries(def.shape).map(([key, field]) => {
        const write = compile(field);
        const k = JSON.stringify(key);
        const first = JSON.stringify(`${k}:`);
        const next = JSON.stringify(`,${k}:`);
        return `f = v[${k}]; if (f !== undefined && (t = ${write}(f)) !== undefined) o += (o === '' ? ${first} : ${next}) + t;`;
      });
      fn.set(
        `function ${fn.name}(v) { if (v === null || typeof v !== 'object') return JSON.stringify(v); ` +
          `let o = '', f, t; ${fields.join(' ')} return '{' + o + '}'; }`,
      );
      return fn.name;
    }
    if ((def.type === 'nullable' || def.type === 'optional') && def.innerType) {
      const fn = define();
      const inner = compile(def.innerType);
      fn.set(
        `function ${fn.name}(v) { return v === null || v === undefined ? JSON.stringify(v) : ${inner}(v); }`,
      );
      return fn.name;
    }
    if (def.type === 'array' && def.element) {
      const fn = define();
      const element = compile(def.element);
      fn.set(
        `function ${fn.name}(v) { if (!Array.isArray(v)) return JSON.stringify(v); let o = ''; ` +
          `for (let i = 0; i < v.length; i++) o += (i === 0 ? '' : ',') + (${element}(v[i]) ?? 'null'); ` +
          `return '[' + o + ']'; }`,
      );
      return fn.name;
    }
    if (LEAVES.has(def.type)) return 'leaf';
    throw new Error(`serializer: zod type "${def.type}" is not supported`);
  }
  const top = compile(schema);
  // The generated code holds only the schema's own property names, each written as a JSON literal.
  const source = `'use strict';
function leaf(v) {
  if (typeof v === 'string') return NEEDS_ESCAPE.test(v) ? JSON.stringify(v) : '"' + v + '"';
  if (typeof v === 'number' && Number.isFinite(v)) return '' + v;
  if (v === true) return 'true';
  if (v === false) return 'false';
  return JSON.stringify(v);
}
${functions.join('\n')}
return ${top};`;
  return new Function('NEEDS_ESCAPE', source)(NEEDS_ESCAPE) as (value: unknown) => string;
}

/**
 * A serializer for hot routes: it keeps the guarantee that matters (only declared fields leave the server)
 * by projecting the answer through its response schema, without re-validating every value as the zod
 * serializer does. The handler builds the answer from typed code, so the values are already right; the
 * full check cost about 45 µs a request on the ticket look-up (bench/README.md). The projection and its
 * JSON text are written in one pass (compileProjectingStringify), about half the cost of copying the
 * answer through projector() and then calling JSON.stringify.
 */
export function projectingSerializer({ schema }: { schema: unknown }) {
  return compileProjectingStringify(schema as z.ZodType);
}
