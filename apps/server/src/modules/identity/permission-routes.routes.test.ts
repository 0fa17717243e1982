import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, quickLogin } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const PUBL = '/rest/ticket/api/v1/publ';
const BASIC_ROLE = 'D4567896'; // HO WING KEI: neither owner nor driver, so every permission flag is false
const OWNER = 'A1234563';

/**
 * The ticket, payment and export routes that need a session, each with the permission flag it needs
 * (spec section 6; the matrix is ADR 0003). A role without the flag is refused with 403 before anything
 * is read. Requests carry a well-formed body, so the refusal cannot come from validation.
 */
const FLAG_GUARDED: [key: string, flag: string, payload?: object][] = [
  ['GET /tickets', 'ticket'],
  ['GET /tickets/unpaid', 'ticket'],
  ['GET /tickets/{noticeNo}', 'ticket'],
  ['GET /payments', 'paymentRecord'],
  ['GET /payments/{transactionNo}/receipt', 'paymentRecord'],
  ['POST /exports', 'ticket', { type: 'tickets', format: 'csv', from: '2026-11-01', to: '2026-11-20' }],
  [
    'POST /exports',
    'paymentRecord',
    { type: 'payments', format: 'xlsx', from: '2026-11-01', to: '2026-11-20' },
  ],
];

/**
 * The vehicle routes under the users service, each needing the `vehicle` flag (full paths after the users
 * base). The scan of a QR code needs a session only: what it answers depends on the caller (ADR 0028).
 */
const VEHICLE_FLAG_GUARDED: [key: string, payload?: object][] = [
  ['GET /users/veh/list'],
  ['GET /users/veh/{vehicleId}'],
  ['POST /users/veh/sync/status'],
  ['POST /users/sync/veh/user'],
  ['POST /users/sync/veh/org'],
  ['GET /users/veh/qr/{vehicleId}'],
  ['POST /users/veh/qr/regenerate', { vehicleIds: [1] }],
  ['POST /users/veh/qr/download', { vehicleIds: [1] }],
];
const VEHICLE_SESSION_ONLY = ['POST /users/veh/qr/resolve'];
const USERS = '/rest/users/api/v1/publ';

/** Session routes any logged-in role may call: they answer only the caller's own export tasks. */
const OWN_RECORDS_ONLY = ['GET /exports', 'GET /exports/{id}', 'GET /exports/{id}/file'];

/** Routes under the ticket base open without a session, or with another credential (protected-routes test). */
const NOT_SESSION = [
  'GET /captcha/challenge',
  'POST /tickets/lookup',
  'POST /tickets/notice-pdf',
  'GET /tickets/receipt',
  'GET /tickets/payment',
  'GET /tickets/lookup/current',
  'GET /tickets/calendar',
  'GET /exports/sample',
  'POST /pay',
  'GET /pay/result',
  'POST /pay/notify',
];

describe('routes that need a permission flag', () => {
  let t: TestApp;
  let documented: string[];
  beforeAll(async () => {
    t = await startTestApp({}, { seedDemo: true });
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(PUBL))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(PUBL.length)}`));
  });
  afterAll(() => t.close());

  it('when a route is added under the ticket base, then it is classified here (flag, own records, or open)', () => {
    const classified = new Set([...FLAG_GUARDED.map(([key]) => key), ...OWN_RECORDS_ONLY, ...NOT_SESSION]);
    expect(documented.filter((key) => !classified.has(key))).toEqual([]);
    for (const key of classified) expect(documented, key).toContain(key);
  });

  it('when the basic role (no flags) calls each flag-guarded route, then every one answers 403 AUTH-E-0403', async () => {
    const { token } = await quickLogin(t.app, BASIC_ROLE);
    const answers: string[] = [];
    for (const [key, flag, payload] of FLAG_GUARDED) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${PUBL}${path.replace('{noticeNo}', '600000016').replace(/\{[^}]+\}/g, '1')}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      answers.push(`${key} (${flag}) → ${response.statusCode} ${response.json<{ code?: string }>().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 403 AUTH-E-0403'))).toEqual([]);
  });

  it('when a vehicle route is added, then it is classified here; the basic role is refused each flagged one', async () => {
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    const vehicleRoutes = Object.entries(doc.paths)
      .filter(([path]) => /^\/rest\/users\/api\/v1\/publ\/users\/(veh|sync\/veh)\//.test(path))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(USERS.length)}`),
      );
    const classified = [...VEHICLE_FLAG_GUARDED.map(([key]) => key), ...VEHICLE_SESSION_ONLY];
    expect(vehicleRoutes.sort()).toEqual(classified.sort());

    const { token } = await quickLogin(t.app, BASIC_ROLE);
    const answers: string[] = [];
    for (const [key, payload] of VEHICLE_FLAG_GUARDED) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${USERS}${path.replace(/\{[^}]+\}/g, '1')}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      answers.push(`${key} (vehicle) → ${response.statusCode} ${response.json<{ code?: string }>().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 403 AUTH-E-0403'))).toEqual([]);
  });

  it('when an owner with the flags calls the same list routes, then they answer', async () => {
    const { token } = await quickLogin(t.app, OWNER);
    for (const path of ['/tickets', '/tickets/unpaid', '/payments']) {
      const response = await t.app.inject({ url: `${PUBL}${path}`, headers: bearer(token) });
      expect(response.statusCode, path).toBe(200);
    }
  });
});

const NOTIFICATION = '/rest/notification/api/v1/publ';
const FILES = '/rest/file/api/v1';

/**
 * The notification and file services: every session route answers the acting role's own box (its
 * messages, settings, attachments), so any role may call it and sees only its own; none needs a flag
 * (a blank account still receives messages). The checker is open (captcha and look-up limits).
 */
const OWN_BOX = [
  'GET /message/count',
  'GET /message/list',
  'GET /message/agent/count',
  'GET /message/notifications',
  'GET /message/{messageId}',
  'PUT /message',
  'DELETE /message',
  'GET /outstanding/list',
  'GET /message/setting/list',
  'PUT /message/setting',
  'POST /message/setting/message-save',
  'POST /message/setting/message-detail',
  'POST /message/setting/message-send',
  'POST /message/setting/message-download',
  'GET /publ/file/download/{fileId}',
  'POST /publ/file/downloadAll',
];
const OPEN_MESSAGE_ROUTES = ['POST /message/check'];

describe('notification and file routes', () => {
  let t: TestApp;
  let documented: string[];
  beforeAll(async () => {
    t = await startTestApp({}, { seedDemo: true });
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    documented = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const base = [NOTIFICATION, FILES].find((b) => path.startsWith(b));
      return base ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(base.length)}`) : [];
    });
  });
  afterAll(() => t.close());

  it('when a route is added under the notification or file base, then it is classified here', () => {
    const classified = new Set([...OWN_BOX, ...OPEN_MESSAGE_ROUTES]);
    expect(documented.filter((key) => !classified.has(key))).toEqual([]);
    for (const key of classified) expect(documented, key).toContain(key);
  });

  it('when the basic role (no flags) reads its own box, settings and outstanding list, then they answer', async () => {
    const { token } = await quickLogin(t.app, BASIC_ROLE);
    for (const path of [
      '/message/count',
      '/message/list',
      '/message/agent/count',
      '/message/setting/list',
      '/outstanding/list',
    ]) {
      const response = await t.app.inject({ url: `${NOTIFICATION}${path}`, headers: bearer(token) });
      expect(response.statusCode, path).toBe(200);
    }
  });
});
