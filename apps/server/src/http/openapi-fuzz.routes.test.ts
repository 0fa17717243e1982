import { resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, quickLogin } from '../../test/identity-helpers.ts';
import {
  nulInEachField,
  requestFor,
  type FuzzRequest,
  type JsonSchema,
  type Known,
  type Operation,
  type Parameter,
} from '../../test/openapi-fuzz-inputs.ts';
import { noticeNoOf } from '../../test/tickets-fixtures.ts';
import { startTestApp, TEST_ISSUER_TOKEN, type TestApp } from '../../test/test-app.ts';

/**
 * Every operation of the OpenAPI document, driven with hostile inputs, with and without a session: no
 * answer may be a server error, and no answer may show a stack, SQL or a file of the server. The list of
 * operations is read from the document, so a new route is fuzzed from the day it is added.
 *
 * Bounded for CI (it runs on PGlite and on PostgreSQL, on two cores): a few generated requests per
 * operation plus, for each field it reads, one with a NUL in that field. FUZZ_RUNS raises the count, FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const OWNER = 'A1234563';
/** Demo values, so that generated requests reach past "not found" into the handlers. */
const KNOWN: Known = {
  noticeNo: [noticeNoOf('60000001'), noticeNoOf('60000002')],
  vehicleNo: ['AB1234', 'CD5678'],
  idNo: [OWNER],
};

const REPOSITORY = resolve(import.meta.dirname, '../../../..');
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat (?:async )?[\w$.<>]+ \(|\n\s+at /],
  [
    'SQL',
    /Failed query|\bselect\b[\s\S]{1,200}\bfrom\b|\binsert into\b|\bsyntax error\b|violates .* constraint/i,
  ],
  ['a server file', new RegExp(`${REPOSITORY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}|node_modules|file://`)],
];

const leakIn = (body: string) => LEAKS.find(([, pattern]) => pattern.test(body))?.[0];

interface Failure {
  operation: string;
  request: string;
  status: number;
  problem: string;
  body: string;
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: unknown; security?: unknown[] }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: body ? (Object.values(body.content ?? {})[0]?.schema ?? {}) : undefined,
        needsIssuer: (op.security ?? []).length > 0,
      };
    }),
  );
}

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await startTestApp(
    {
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOOKUP_RATE_PER_MINUTE: '1000000',
      // The sandbox Department's contract takes the token every secured operation is sent: its handlers are fuzzed too.
      TRANSPORT_TOKEN: TEST_ISSUER_TOKEN,
    },
    { seedDemo: true },
  );
  // Listening, as deployed: the payment routes reach the sandbox gateway of this same server over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
}, 120_000);
afterAll(() => t?.close());

async function send(request: FuzzRequest, sessionToken: () => Promise<string>) {
  const auth =
    request.auth === 'session'
      ? bearer(await sessionToken())
      : request.auth === 'issuer'
        ? bearer(TEST_ISSUER_TOKEN)
        : {};
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...auth },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const TEXT = /json|text|html|xml/;

describe('every documented operation under hostile input', () => {
  it('when an answer shows a stack, SQL or a server file, then the check sees it', () => {
    const error = new Error('boom');
    expect(leakIn(JSON.stringify({ message: error.stack }))).toBe('a stack frame');
    expect(leakIn('{"message":"Failed query: select id from users"}')).toBe('SQL');
    expect(leakIn(`{"message":"ENOENT ${resolve(REPOSITORY, 'apps/server/data')}"}`)).toBe('a server file');
    expect(
      leakIn('{"code":"SYS-E-0400","message":"Some of the information entered is not valid."}'),
    ).toBeUndefined();
  });

  it('when sent generated bad inputs with and without a session, then it never answers 5xx or leaks internals', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: Failure[] = [];
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      // A fresh session per operation: one operation may end it (logout), the next must not inherit that.
      let token: Promise<string> | undefined;
      const sessionToken = () => (token ??= quickLogin(t.app, OWNER).then((s) => s.token));
      const requests = [
        ...nulInEachField(operation, operation.needsIssuer ? 'issuer' : 'session', KNOWN),
        ...fc.sample(requestFor(operation, KNOWN), { numRuns: RUNS, seed: SEED + index }),
      ];
      for (const request of requests) {
        const response = await send(request, sessionToken);
        const body = TEXT.test(String(response.headers['content-type'] ?? '')) ? response.body : '';
        const problem = response.statusCode >= 500 ? `status ${response.statusCode}` : leakIn(body);
        if (problem) {
          failures.push({
            operation: name,
            request: `${request.auth} ${request.method} ${request.url.slice(0, 200)} ${(request.payload ?? '').slice(0, 200)}`,
            status: response.statusCode,
            problem,
            body: body.slice(0, 300),
          });
        }
      }
    }
    const byOperation = [...new Set(failures.map((f) => f.operation))];
    expect(
      failures,
      `${failures.length} bad answers over ${byOperation.length} operations:\n${byOperation.join('\n')}`,
    ).toEqual([]);
  }, 300_000);
});
