import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTransportTestServer } from '../../../test/transport-test-server.ts';
import type { TransportHttpConfig } from '../../config.transport.ts';
import { AppError } from '../../http/app-error.ts';
import { httpTransport } from './transport-http.adapter.ts';

// The HTTP adapter against a Department that answers by the contract (the sandbox's routes behind a test
// server on 127.0.0.1) and, when scripted, fails: refusals, 5xx, silence, answers that are not the contract's.
const TOKEN = 'test-transport-token-0123456789abcdef';
const DELAYS = [30, 60];
let t: TestApp;
let department: Awaited<ReturnType<typeof startTransportTestServer>>;
beforeAll(async () => {
  t = await startTestApp({ TRANSPORT_TOKEN: TOKEN }, { seedDemo: true });
  department = await startTransportTestServer(t.app);
});
afterAll(async () => {
  await department.close();
  await t.close();
});
beforeEach(() => {
  department.requests.length = 0;
});

const adapterWith = (change: Partial<TransportHttpConfig> = {}) =>
  httpTransport({ url: department.url, token: TOKEN, timeoutMs: 1000, ...change }, DELAYS);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

/** The Department's failure as the user meets it, and why, as the log has it. */
function expectUnavailable(failure: AppError | undefined, why: string) {
  expect(failure).toBeInstanceOf(AppError);
  expect(failure).toMatchObject({ errorName: 'TRANSPORT_DEPARTMENT_UNAVAILABLE', status: 503 });
  expect((failure!.cause as Error).message).toBe(why);
}

describe('the Transport Department over HTTP', () => {
  it('when the Department answers, then the call carried the bearer token, and a document number went in the body, never in the address', async () => {
    const chan = await adapterWith().personByIdNo('A1234563');

    expect(chan?.engSurname).toBe('CHAN');
    const [request] = department.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/persons/lookup' });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(department.requests.map((r) => r.url).join()).not.toContain('A1234563');
  });

  it('when a registration mark or a date is asked, then each is encoded in the path or query', async () => {
    const owner = await adapterWith().ownerOfVehicleOn('KX3210', '2026-05-01');

    expect(owner?.documentNo).toBe('C3456785');
    expect(department.requests.map((r) => r.url)).toEqual(['/vehicles/KX3210/owner?on=2026-05-01']);
  });

  it('when the Department answers 503 and then 502, then the read is tried again after a wait and the third answer is taken', async () => {
    department.script({ status: 503 }, { status: 502 });
    const started = Date.now();
    const vehicle = await adapterWith().vehicle('AB1234');

    expect(vehicle?.make).toBe('TOYOTA');
    expect(department.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAYS[0]! + DELAYS[1]!);
  });

  it('when the Department keeps answering 500, then after three tries the user is asked to try again later, with the status and code in the log and not the mark', async () => {
    department.script({ status: 500, code: 'DB_DOWN' }, { status: 500 }, { status: 500, code: 'DB_DOWN' });
    const failure = await failureOf(adapterWith().vehicle('AB1234'));

    expectUnavailable(
      failure,
      'Transport Department GET /vehicles/:registrationMark: answered 500 DB_DOWN (3 tries)',
    );
    expect(department.requests).toHaveLength(3);
  });

  it('when the token is wrong, then the Department refuses it (401) and the call is not tried again', async () => {
    const failure = await failureOf(adapterWith({ token: 'x'.repeat(32) }).personById(1));

    expectUnavailable(
      failure,
      'Transport Department GET /persons/:personId: answered 401 UNAUTHORISED (1 try)',
    );
    expect(department.requests).toHaveLength(1);
  });

  it.each([400, 403, 404, 422, 429])(
    'when the Department refuses with %i, then the call is not tried again: a second try would meet the same',
    async (status) => {
      department.script({ status, code: 'REFUSED' });
      const failure = await failureOf(adapterWith().companyByDocument('B', '31234567'));

      expectUnavailable(
        failure,
        `Transport Department POST /companies/lookup: answered ${status} REFUSED (1 try)`,
      );
      expect(department.requests).toHaveLength(1);
    },
  );

  it('when the Department is silent once, then the try ends at the time-out and the next one is answered', async () => {
    const wong = await adapterWith().personByIdNo('B2345674');
    department.requests.length = 0;
    department.script({ hang: true });
    const started = Date.now();
    const facts = await adapterWith({ timeoutMs: 300 }).personFacts(wong!.id);
    const took = Date.now() - started;

    expect(facts).toEqual({ licence: true, owns: false });
    expect(department.requests).toHaveLength(2);
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(1000);
  });

  it('when the Department stays silent, then each of the three tries ends at the time-out and the user is asked to try again later', async () => {
    department.script({ hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    const failure = await failureOf(adapterWith({ timeoutMs: 300 }).drivingRecord(1));
    const took = Date.now() - started;

    expectUnavailable(
      failure,
      'Transport Department GET /persons/:personId/driving-record: timed out (3 tries)',
    );
    expect(took).toBeGreaterThanOrEqual(3 * 300);
    expect(took).toBeLessThan(5000);
  });

  it('when nothing listens at the Department’s address, then the call is tried three times and the user is asked to try again later', async () => {
    const failure = await failureOf(adapterWith({ url: 'http://127.0.0.1:1' }).personById(1));
    expectUnavailable(failure, 'Transport Department GET /persons/:personId: unreachable (3 tries)');
  });

  it.each([
    ['a person without its fields', '{"person":{"id":1,"idNo":"A1234563"}}', 'answer is not the contract’s'],
    ['an id that is text', '{"person":{"id":"1"}}', 'answer is not the contract’s'],
    ['no answer key at all', '{}', 'answer is not the contract’s'],
    ['HTML', '<html>gateway</html>', 'answer is not JSON'],
  ])('when the Department answers %s, then it is not taken, nor tried again', async (_, body, why) => {
    department.script({ body });
    const failure = await failureOf(adapterWith().personById(1));

    expectUnavailable(failure, `Transport Department GET /persons/:personId: ${why} (1 try)`);
    expect(department.requests).toHaveLength(1);
  });

  it('when a vehicle of the list is not the contract’s, then the whole list is refused rather than cut short', async () => {
    department.script({
      body: JSON.stringify({
        vehicles: [{ registrationMark: 'AB1234', owner: { kind: 'someone' }, deregistered: false }],
      }),
    });
    const failure = await failureOf(adapterWith().vehiclesOf({ kind: 'person', personId: 1 }));
    expectUnavailable(
      failure,
      'Transport Department GET /persons/:personId/vehicles: answer is not the contract’s (1 try)',
    );
  });
});
