import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@eticket/domain/errors/error-catalogue';
import { bearer, quickLogin, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { startTransportTestServer, type TransportScript } from '../../../test/transport-test-server.ts';
import { forgetReferenceReads } from '../../db/reference-reads.ts';

// A portal on TRANSPORT_ADAPTER=http whose Department (its own sandbox's contract, behind a test server)
// stops answering: what the user meets is "try again later" in their language, never a 500, and nothing
// half done is left behind.
const TOKEN = 'test-transport-token-0123456789abcdef';
const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234 and CD5678
const UNAVAILABLE = ERRORS.TRANSPORT_DEPARTMENT_UNAVAILABLE;
let t: TestApp;
let department: Awaited<ReturnType<typeof startTransportTestServer>>;
let token: string;

beforeAll(async () => {
  department = await startTransportTestServer(() => t.app);
  t = await startTestApp(
    {
      TRANSPORT_ADAPTER: 'http',
      TRANSPORT_URL: department.url,
      TRANSPORT_TOKEN: TOKEN,
      TRANSPORT_TIMEOUT_MS: '300',
    },
    { seedDemo: true },
  );
  // Logged in while the Department answers.
  token = (await quickLogin(t.app, OWNER)).token;
});
afterAll(async () => {
  await t?.close();
  await department?.close();
});

/** The Department fails every try of the next call (three tries: the first and two after a wait). */
const departmentDown = (failure: TransportScript) => {
  forgetReferenceReads(t.database.db);
  department.script(failure, failure, failure);
};

const listVehicles = (language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${USERS}/users/veh/list`,
    headers: { ...bearer(token), 'accept-language': language },
  });

describe('a Transport Department that does not answer', () => {
  it.each([
    ['en', { hang: true } as const],
    ['zh-hk', { status: 503 }],
    ['zh-cn', { status: 500 }],
  ] as const)(
    'when the vehicle list is asked (%s) and the Department fails, then the user is asked to try again later, in their language',
    async (language, failure) => {
      departmentDown(failure);
      const response = await listVehicles(language);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: UNAVAILABLE.code,
        message: UNAVAILABLE.message[language],
        data: null,
      });
    },
  );

  it('when the Department answers again, then the same list reads the register: the failed first read left nothing behind', async () => {
    const response = await listVehicles();

    expect(response.statusCode, response.body).toBe(200);
    const marks = (response.json().data.items as { registrationMark: string }[]).map(
      (v) => v.registrationMark,
    );
    expect(marks.sort()).toEqual(['AB1234', 'CD5678']);
  });

  it('when a logged-in user’s role facts must be read again and the Department times out, then the profile asks to try again later', async () => {
    departmentDown({ hang: true });
    const response = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/user/profile`,
      headers: bearer(token),
      payload: {},
    });

    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe(UNAVAILABLE.code);
  });

  it('when someone logs in while the Department refuses the portal’s credential, then the login asks to try again later', async () => {
    department.script({ status: 401, code: 'UNAUTHORISED' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${USERS}/login/token-tmp`,
      payload: { idNo: 'C3456785' },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: UNAVAILABLE.code, message: UNAVAILABLE.message.en });
  });
});
