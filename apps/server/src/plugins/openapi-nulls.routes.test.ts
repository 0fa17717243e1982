import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, quickLogin } from '../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

interface Schema {
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
};

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp({}, { seedDemo: true });
  document = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

/** Every schema of the document, with where it is. */
function* schemasIn(node: unknown, at = ''): Generator<[string, Schema]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemasIn(item, `${at}[${i}]`);
    return;
  }
  const record = node as Record<string, unknown>;
  if (Array.isArray(record.enum)) yield [at, record as Schema];
  for (const [key, value] of Object.entries(record)) yield* schemasIn(value, `${at}/${key}`);
}

/** Where an answer's value is not one of the values its enum field declares (as a strict client reads it). */
function enumMisfits(schema: Schema, value: unknown, at = ''): string[] {
  if (schema.enum) return schema.enum.includes(value) ? [] : [`${at}: ${JSON.stringify(value)}`];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const each = alternatives.map((s) => enumMisfits(s, value, at));
    return each.some((m) => m.length === 0) ? [] : each.flat();
  }
  if (Array.isArray(value) && schema.items)
    return value.flatMap((v, i) => enumMisfits(schema.items!, v, `${at}[${i}]`));
  if (value && typeof value === 'object' && schema.properties)
    return Object.entries(schema.properties).flatMap(([key, s]) =>
      key in value ? enumMisfits(s, (value as Record<string, unknown>)[key], `${at}.${key}`) : [],
    );
  return [];
}

const answerSchema = (method: string, path: string) =>
  document.paths[path]![method]!.responses['200']!.content!['application/json']!.schema;

describe('the OpenAPI document and the nulls of real answers', () => {
  it('when an enum field may be null, then its enum lists null too (OpenAPI 3.0.3: nullable does not widen an enum)', () => {
    const missing = [...schemasIn(document)]
      .filter(([, s]) => s.nullable === true && !s.enum!.includes(null))
      .map(([at]) => at);
    expect(missing).toEqual([]);
  });

  it('when real answers carry null in enum fields (alert status, duty periods), then they match the document', async () => {
    const owner = await quickLogin(t.app, 'A1234563');
    const driver = await quickLogin(t.app, 'G7890129');
    const answers: Array<[method: string, path: string, token: string]> = [
      ['post', '/rest/users/api/v1/publ/users/user/alertStatus', owner.token],
      ['get', '/rest/fleet/api/v1/publ/driving-logs/mine', driver.token],
      ['get', '/rest/fleet/api/v1/publ/duty/current', driver.token],
    ];
    const misfits: string[] = [];
    let nulls = 0;
    for (const [method, path, token] of answers) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path,
        headers: bearer(token),
        ...(method === 'post' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${path} ${res.body}`).toBe(200);
      nulls += (res.body.match(/:null/g) ?? []).length;
      misfits.push(...enumMisfits(answerSchema(method, path), res.json(), `${method} ${path}`));
    }
    expect(nulls).toBeGreaterThan(0);
    expect(misfits).toEqual([]);
  });
});
