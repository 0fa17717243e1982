import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Every route in the API document that a caller without a session may reach, each with its reason.
 * Any other documented route must refuse such a caller with 401 before it reads the request, so a new
 * route that forgets its guard fails here.
 */
const OPEN: Record<string, string> = {
  // The public site.
  'GET /rest/content/api/v1/publ/faqs': 'public content',
  'GET /rest/content/api/v1/publ/service-indicators': 'public numbers, no personal data (ADR 0061)',
  'GET /rest/content/api/v1/publ/news': 'public content',
  'GET /rest/content/api/v1/publ/news/{id}': 'public content',
  'POST /rest/users/api/v1/publ/home/list': 'system notifications on Home',
  'GET /rest/param/api/v1/publ/role/management/lists': 'reference data',
  'GET /rest/param/api/v1/publ/enum/enum-type/{enumType}': 'reference data',
  'GET /rest/param/api/v1/publ/enum/enum-type/vehicle-colours': 'reference data',
  'GET /rest/param/api/v1/publ/enum/enum-type/vehicle-classes': 'reference data',
  'GET /rest/param/api/v1/publ/enum/enum-type/vehicle-types': 'reference data',
  'GET /rest/param/api/v1/publ/param/{paramCode}': 'reference data',
  // A visitor's ticket, behind the captcha and then the lookup token (or a session).
  'GET /rest/ticket/api/v1/publ/exports/sample': 'made-up demonstration rows, nothing read',
  'GET /rest/ticket/api/v1/publ/captcha/challenge': 'captcha of the look-up',
  'POST /rest/ticket/api/v1/publ/tickets/lookup': 'captcha and rate limits',
  'POST /rest/ticket/api/v1/publ/tickets/notice-pdf': 'lookup token and document number',
  'GET /rest/ticket/api/v1/publ/tickets/receipt': 'lookup token',
  'GET /rest/ticket/api/v1/publ/tickets/payment': 'lookup token',
  'GET /rest/ticket/api/v1/publ/tickets/lookup/current': 'lookup token',
  'GET /rest/ticket/api/v1/publ/tickets/calendar': 'lookup token (or a session naming the notice)',
  'POST /rest/notification/api/v1/publ/message/check': 'is this message real? captcha and look-up limits',
  'POST /rest/users/api/v1/publ/tcrRecords/certificate/verify':
    'is this conviction record certificate genuine? the signed token of its QR code, look-up limits',
  'POST /rest/users/api/v1/publ/tcrRecords/share/redeem':
    'an employer opens the certificate a holder shared: a single-use 79-bit code, look-up limits',
  'POST /rest/ticket/api/v1/publ/pay': 'lookup token',
  'POST /rest/users/api/v1/publ/pay': 'lookup token',
  'GET /rest/ticket/api/v1/publ/pay/result': 'lookup token',
  // Logging in and out.
  'GET /rest/iams/api/v1/publ/iams/auth': 'starts an iAM Smart login',
  'GET /rest/iams/api/v1/publ/iams/login': 'starts an iAM Smart login',
  'GET /rest/iams/api/v1/publ/iams/polling': 'the login page polls for its result',
  'GET /rest/users/api/v1/publ/sso/url': 'starts a DSL login',
  'GET /rest/users/api/v1/publ/sso/url-tmp': 'starts a DSL login (demo mode only)',
  'POST /rest/users/api/v1/publ/sso/token': 'exchanges a one-time DSL login code',
  'POST /rest/users/api/v1/publ/login/token': 'exchanges a one-time login code',
  'POST /rest/users/api/v1/publ/login/token-tmp': 'exchanges a one-time login code',
  'POST /rest/users/api/v1/publ/login/refresh-token': 'the refresh token is the credential',
  'GET /rest/users/api/v1/publ/sso/logout': 'logout works without a live session',
  'DELETE /rest/users/api/v1/publ/sso/logout': 'logout works without a live session',
  'GET /rest/users/api/v1/publ/sso/error/logout': 'logout works without a live session',
  // Reads nothing: the answer is the same for every company (accounts/company-eid.routes.ts).
  'POST /rest/users/api/v1/publ/users/account/company/eid': 'same answer for any company, nothing read',
};

/** Routes with their own credential rather than a user's session. */
const OTHER_CREDENTIAL: Record<string, string> = {
  'POST /rest/ticket/api/v1/publ/pay/notify': 'the gateway signature',
  'POST /rest/notification/api/v1/publ/sms/receipt': 'the SMS gateway signature',
  'POST /rest/ticket/api/v1/internal/tickets': 'the issuing system token',
  'POST /rest/ticket/api/v1/internal/tickets/{noticeNo}/payments': 'the issuing system token',
  'POST /rest/ticket/api/v1/internal/tickets/{noticeNo}/status': 'the issuing system token',
  'GET /rest/audit/api/v1/internal/events': 'the operator token',
};

/** The stand-ins for external systems, off in production (ARCHITECTURE.md section 4). */
const isSandbox = (path: string) => path.startsWith('/sandbox/');
/** Served outside the API: the web client and its redirects. */
const isWeb = (path: string) => !path.startsWith('/rest/') && !isSandbox(path);

interface Operation {
  key: string;
  method: string;
  url: string;
}

describe('routes without a session', () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp();
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
  });
  afterAll(() => t.close());

  it('when a documented route is neither open nor guarded by another credential, then it answers 401 first', async () => {
    const guarded = operations.filter(
      ({ key }) =>
        !(key in OPEN) &&
        !(key in OTHER_CREDENTIAL) &&
        !isSandbox(key.split(' ')[1]!) &&
        !isWeb(key.split(' ')[1]!),
    );
    // The sweep must have something to sweep: the identity, accounts, tickets, payments and exports routes.
    expect(guarded.length).toBeGreaterThanOrEqual(25);
    const answers: string[] = [];
    for (const { key, method, url } of guarded) {
      // An empty body: the guard answers before the body is validated, so the caller learns nothing.
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      answers.push(`${key} → ${response.statusCode} ${response.json<{ code?: string }>().code}`);
    }
    // Every route listed, so one failure does not hide the others.
    expect(answers.filter((answer) => !answer.endsWith('→ 401 AUTH-E-0401'))).toEqual([]);
  });

  it('when a route has its own credential, then a caller without it is refused', async () => {
    for (const key of Object.keys(OTHER_CREDENTIAL)) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'POST',
        url: path.replace(/\{[^}]+\}/g, '1'),
        payload: {},
      });
      expect(response.statusCode, key).toBe(401);
    }
  });

  it('when the open list names a route, then that route exists (the list does not hide stale entries)', () => {
    const documented = new Set(operations.map((operation) => operation.key));
    for (const key of [...Object.keys(OPEN), ...Object.keys(OTHER_CREDENTIAL)])
      expect(documented, key).toContain(key);
  });
});
