import fc from 'fast-check';

/**
 * Hostile inputs for every operation of the OpenAPI document, generated from the operation's own schemas.
 * Values mostly follow the schema (so they pass validation and reach the handler and the database) with
 * hostile leaves spliced in: control characters, huge strings, wrong types, deep nesting, extra fields.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  needsIssuer: boolean;
}

/** Values known to exist in the demo data, by field name, so that requests reach past the look-ups. */
export type Known = Record<string, readonly string[]>;

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  auth: 'none' | 'session' | 'issuer';
}

/** Characters PostgreSQL, JSON or the HTTP layer treat specially; NUL first. */
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\ud800',
  '\uffff',
];

const spliced = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.constantFrom(...CONTROL), fc.nat()).map(([text, control, at]) => {
    const i = text.length === 0 ? 0 : at % (text.length + 1);
    return text.slice(0, i) + control + text.slice(i);
  });

const deepArray = (depth: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};
const deepObject = (depth: number) => {
  let value: unknown = { a: 1 };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

/** A value no schema of this API expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  spliced(fc.string({ maxLength: 12 })),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.constantFrom('x'.repeat(70_000), '9'.repeat(4_000), '中'.repeat(5_000)),
  fc.constantFrom(null, true, false, 0, -1, 0.5, 1e308, -1e308, 2 ** 63, '', ' ', [], {}),
  fc.constantFrom('NaN', '-0', '1e999', '9007199254740993', '0x10', '2026-02-30', '9999-99-99', '24:61'),
  fc.constantFrom("' OR '1'='1", '../../etc/passwd', '%00', '%', '${7*7}', '<script>x</script>', '__proto__'),
  fc.constantFrom(
    deepArray(600),
    deepObject(600),
    Array.from({ length: 5_000 }, (_, i) => i),
  ),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read: plain strings still exercise the field.
    }
  }
  const max = Math.min(schema.maxLength ?? 24, 24);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max });
}

/** A value shaped by the schema, each part of it hostile now and then. */
export function valueFor(
  schema: JsonSchema | undefined,
  known: Known,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema ?? {}, known, depth);
  const demo = known[name];
  return fc.oneof(
    { weight: 4, arbitrary: demo?.length ? fc.oneof(fc.constantFrom(...demo), shaped) : shaped },
    { weight: 1, arbitrary: hostileValue },
  );
}

function shapedBy(schema: JsonSchema, known: Known, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => shapedBy(c, known, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: stringFor(schema) }, spliced(stringFor(schema)));
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -1_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
      });
    case 'number':
      return fc.double({ noNaN: true, min: -1e9, max: 1e9 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(valueFor(schema.items, known, '', depth + 1), { maxLength: 3 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueFor(s, known, k, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      const extra = fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 });
      return fc.tuple(record, extra).map(([declared, more]) => ({ ...more, ...declared }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** How a value travels in a URL: strings as they are, anything else as its JSON text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Percent-encodes, keeping what encodeURIComponent refuses (a lone surrogate) as raw bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

/** Path segments, some of them raw percent sequences that decode to nothing sensible. */
const pathValue = (p: Parameter, known: Known) =>
  fc.oneof(
    { weight: 4, arbitrary: valueFor(p.schema, known, p.name).map((v) => encode(asText(v))) },
    fc.constantFrom('%00', 'a%00b', '%', '%zz', '%C0%AF', '%ED%A0%80', '..', '%2e%2e', '%2F'),
  );

const queryValue = (p: Parameter | undefined, known: Known) =>
  fc.oneof(
    { weight: 4, arbitrary: valueFor(p?.schema, known, p?.name).map((v) => [encode(asText(v))]) },
    fc.constantFrom(['%00'], ['a', 'b'], ['%'], ['']),
  );

/** Header values must be printable to be sent at all; the hostile part is what they say. */
const headerValue = fc.oneof(
  fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  fc.constantFrom('x'.repeat(8_000), 'null', '-1', 'Bearer', 'eyJhbGciOiJub25lIn0.e30.'),
);

function bodyFor(schema: JsonSchema, known: Known): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  });
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(schema, known).map(json) },
    fc.constantFrom(
      { payload: '{"a":', contentType: 'application/json' },
      {
        payload: '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}',
        contentType: 'application/json',
      },
      { payload: '\u0000', contentType: 'application/json' },
      { payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
      // Deeper than any recursive walk of the parsed body could go (JSON.parse itself does not recurse).
      { payload: '['.repeat(50_000) + ']'.repeat(50_000), contentType: 'application/json' },
      { payload: '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000), contentType: 'application/json' },
      { payload: 'plain', contentType: 'text/plain' },
    ),
  );
}

/** One hostile request for an operation. */
export function requestFor(operation: Operation, known: Known): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place);
  const path = fc.record(Object.fromEntries(byPlace('path').map((p) => [p.name, pathValue(p, known)])));
  const declared = byPlace('query').map((p) => [p.name, fc.option(queryValue(p, known), { nil: undefined })]);
  const query = fc.tuple(
    fc.record(Object.fromEntries(declared), { requiredKeys: [] }),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), queryValue(undefined, known), { maxKeys: 2 }),
  );
  const headers = fc.record(Object.fromEntries(byPlace('header').map((p) => [p.name, headerValue])), {
    requiredKeys: [],
  });
  const auth = fc.constantFrom<FuzzRequest['auth'][]>(
    ...(operation.needsIssuer ? (['none', 'session', 'issuer'] as const) : (['none', 'session'] as const)),
  );
  const body = operation.body ? bodyFor(operation.body, known) : fc.constant(undefined);
  return fc.record({ path, query, headers, auth, body }).map((r) => {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => r.path[name] as string);
    const [declaredQuery, extraQuery] = r.query;
    const pairs = Object.entries({ ...extraQuery, ...declaredQuery })
      .filter((entry): entry is [string, string[]] => entry[1] !== undefined)
      .flatMap(([key, values]) => values.map((value) => `${encode(key)}=${value}`));
    return {
      method: operation.method,
      url: pairs.length ? `${url}?${pairs.join('&')}` : url,
      headers: {
        ...(r.headers as Record<string, string>),
        ...(r.body ? { 'content-type': r.body.contentType } : {}),
      },
      ...(r.body ? { payload: r.body.payload } : {}),
      auth: r.auth,
    };
  });
}

/** A value the schema accepts, where one can be made: known values first, then enum, pattern, type. */
function validFor(schema: JsonSchema | undefined, name: string, known: Known, depth = 0): unknown {
  if (known[name]?.length) return known[name]![0];
  if (!schema) return 'a';
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return validFor(choice, name, known, depth);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') {
    if (depth > 4) return {};
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([k]) => required.has(k))
        .map(([k, s]) => [k, validFor(s, k, known, depth + 1)]),
    );
  }
  if (type === 'array') return [validFor(schema.items, name, known, depth + 1)];
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  return fc.sample(stringFor(schema), { numRuns: 1, seed: 1 })[0] ?? 'a';
}

/** Where a string can go in a JSON body: each path of property names down to a string field. */
function stringSlots(schema: JsonSchema | undefined, path: string[] = [], depth = 0): string[][] {
  if (!schema || depth > 4) return [];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([k, s]) =>
      stringSlots(s, [...path, k], depth + 1),
    );
  if (type === 'string' || schema.anyOf || schema.oneOf) return [path];
  return [];
}

const NUL_TEXT = 'a\u0000b';

/**
 * One request per place the operation reads (each path parameter, query parameter and string field of the
 * body) with a NUL there and acceptable values everywhere else, so that the NUL travels as far as it can.
 */
export function nulInEachField(operation: Operation, auth: FuzzRequest['auth'], known: Known): FuzzRequest[] {
  const params = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const baseBody = operation.body ? validFor(operation.body, '', known) : undefined;
  const build = (nulParam: string | undefined, body: unknown): FuzzRequest => {
    const valueOf = (p: Parameter) =>
      p.name === nulParam ? 'a%00b' : encode(String(validFor(p.schema, p.name, known)));
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      valueOf(params.find((p) => p.in === 'path' && p.name === name)!),
    );
    const query = params
      .filter((p) => p.in === 'query' && (p.required || p.name === nulParam))
      .map((p) => `${encode(p.name)}=${valueOf(p)}`)
      .join('&');
    return {
      method: operation.method,
      url: query ? `${url}?${query}` : url,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      auth,
    };
  };
  const withNulAt = (slot: string[]) => {
    const body = structuredClone(baseBody) as Record<string, unknown>;
    let node = body;
    for (const key of slot.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[slot.at(-1)!] = NUL_TEXT;
    return body;
  };
  return [
    ...params.map((p) => build(p.name, baseBody)),
    ...stringSlots(operation.body)
      .filter((slot) => slot.length > 0)
      .map((slot) => build(undefined, withNulAt(slot))),
  ];
}
