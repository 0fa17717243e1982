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
  ['GET /tickets/{noticeNo}/timeline', 'ticket'],
  ['GET /payments', 'paymentRecord'],
  ['GET /payments/{transactionNo}/receipt', 'paymentRecord'],
  ['POST /pay/tickets', 'ticket', { channel: '5', idempotencyKey: 'sweep-key-1', noticeNos: ['A0000000'] }],
  ['POST /exports', 'ticket', { type: 'tickets', format: 'csv', from: '2026-11-01', to: '2026-11-20' }],
  [
    'POST /exports',
    'paymentRecord',
    { type: 'payments', format: 'xlsx', from: '2026-11-01', to: '2026-11-20' },
  ],
  ['POST /disputes', 'disputeMultimedia'],
  ['GET /disputes/{reference}', 'disputeMultimedia'],
  ['GET /disputes/{reference}/document', 'disputeMultimedia'],
  ['GET /disputes/{reference}/files/{fileId}', 'disputeMultimedia'],
  ['POST /disputes/{reference}/signature', 'disputeMultimedia', { state: 'a-state' }],
  ['GET /photo-applications/ticket', 'disputeMultimedia'],
  ['POST /photo-applications', 'disputeMultimedia', { noticeNo: '600000016' }],
  ['GET /photo-applications/{reference}', 'disputeMultimedia'],
  ['GET /photo-applications/{reference}/photos/{photoId}', 'disputeMultimedia'],
  ['GET /notices', 'ticket'],
  ['GET /notices/{id}/staff', 'ticket'],
  [
    'POST /notices/{id}/staff-driver',
    'ticket',
    { staffId: 1, address: '8 Shantung Street', declaration: true },
  ],
  [
    'POST /notices/{id}/driver',
    'ticket',
    {
      name: 'WONG SIU MING',
      address: '8 Shantung Street',
      licenceNo: 'B2345674',
      relationship: 'FRIEND',
      declaration: true,
    },
  ],
  [
    'POST /exports',
    'myDrivingLogs or deviceDrivingLogs',
    { type: 'drivingLogs', format: 'csv', from: '2026-11-01', to: '2026-11-20' },
  ],
  [
    'POST /exports',
    'fleetManagement (a company role)',
    { type: 'fleetTickets', format: 'csv', from: '2026-11-01', to: '2026-11-30' },
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

/** Session routes any logged-in role may call: they answer only the caller's own export tasks and orders. */
const OWN_RECORDS_ONLY = [
  'GET /exports',
  'GET /exports/{id}',
  'GET /exports/{id}/file',
  'GET /pay/orders/{orderNo}',
  'GET /pay/orders/{orderNo}/receipt',
];

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
/** Called by the SMS gateway, not a user: its signature is the credential (protected-routes test). */
const GATEWAY_MESSAGE_ROUTES = ['POST /sms/receipt'];

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
    const classified = new Set([...OWN_BOX, ...OPEN_MESSAGE_ROUTES, ...GATEWAY_MESSAGE_ROUTES]);
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

/**
 * Agents and vehicle applications under the users service (ADR 0030): managing one's agents needs the
 * `agent` flag, deciding applications the `appointor` flag; entering a code, applying, one's applications
 * and an agent's own side answer the caller's own records, whatever its flags.
 */
const AGENT_FLAG_GUARDED: [key: string, flag: string, payload?: object][] = [
  ['POST /users/list/agent', 'agent'],
  ['POST /user/agent/code', 'agent', { vehicleNos: ['AB1234'] }],
  [
    'POST /user/agent/sendInvitationCode',
    'agent',
    { invitationId: 1, code: 'ABCDEFGHJK', channel: 'SMS', destination: '61234567' },
  ],
  ['GET /user/agent/ivt/records', 'agent'],
  ['GET /user/agent/records', 'agent'],
  ['DELETE /user/agent/{id}', 'agent'],
  ['PUT /user-agent/default', 'agent', { agentId: 1 }],
  ['GET /user-agent/detail?agentId=1', 'agent'],
  ['POST /user-agent/vehicles/list', 'agent', { agentId: 1 }],
  ['POST /user-agent/vehicles/add', 'agent', { agentId: 1, vehicleNos: ['AB1234'] }],
  ['DELETE /user-agent/vehicles/delete', 'agent', { agentId: 1, vehicleNos: ['AB1234'] }],
  ['POST /auth/record', 'appointor', {}],
  ['POST /auth/record/detail', 'appointor', { applicationId: 1 }],
  ['POST /auth/reject', 'appointor', { applicationId: 1, reason: 'no' }],
  ['POST /auth/auth/submit', 'appointor', { applicationId: 1 }],
];
const AGENT_OWN_RECORDS = [
  'POST /user/agent/enterInvitationCode',
  'GET /user-agent/agents',
  'DELETE /user-agent',
  'GET /users/agent',
  'POST /apply/vehicle',
  'POST /apply/save',
  'POST /apply/record',
];
const AGENT_ROUTE = /^\/(users\/list\/agent|user\/agent\/|user-agent|users\/agent$|apply\/|auth\/)/;

describe('agent and vehicle application routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { seedDemo: true });
  });
  afterAll(() => t.close());

  it('when an agent or application route is added, then it is classified here; the basic role is refused each flagged one', async () => {
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(USERS) && AGENT_ROUTE.test(path.slice(USERS.length)))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(USERS.length)}`),
      );
    const classified = [...AGENT_FLAG_GUARDED.map(([key]) => key.split('?')[0]!), ...AGENT_OWN_RECORDS];
    expect(routes.sort()).toEqual(classified.sort());

    const { token } = await quickLogin(t.app, BASIC_ROLE);
    const answers: string[] = [];
    for (const [key, flag, payload] of AGENT_FLAG_GUARDED) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${USERS}${path.replace(/\{[^}]+\}/g, '1')}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      answers.push(`${key} (${flag}) → ${response.statusCode} ${response.json<{ code?: string }>().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 403 AUTH-E-0403'))).toEqual([]);
  });

  it('when the basic role calls its own-records routes, then they answer its own (empty) records', async () => {
    const { token } = await quickLogin(t.app, BASIC_ROLE);
    for (const [method, path] of [
      ['GET', '/user-agent/agents'],
      ['POST', '/apply/record'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `${USERS}${path}`,
        headers: bearer(token),
        payload: {},
      });
      expect(response.statusCode, path).toBe(200);
      expect(response.json().data.list).toEqual([]);
    }
  });
});

const FLEET = '/rest/fleet/api/v1/publ';
const DRIVER = 'B2345674'; // WONG SIU MING: a driver (qrcodeScanner, myDrivingLogs), no vehicle flag
const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS (fleetManagement)

/**
 * The fleets area (ADR 0035): every route needs a session and a flag. A scan needs qrcodeScanner (drivers),
 * a driver's own log myDrivingLogs, the logs of the acting role's vehicles deviceDrivingLogs, and the
 * fleet fleetManagement (company roles).
 */
const FLEET_FLAG_GUARDED: [key: string, flag: string, payload?: object][] = [
  ['GET /duty/current', 'qrcodeScanner'],
  ['POST /duty/check', 'qrcodeScanner', { token: 'EVQ1.a.b' }],
  ['POST /duty/start', 'qrcodeScanner', { token: 'EVQ1.a.b' }],
  ['POST /duty/end', 'qrcodeScanner', { token: 'EVQ1.a.b' }],
  ['GET /driving-logs/mine', 'myDrivingLogs'],
  ['GET /driving-logs/devices', 'deviceDrivingLogs'],
  ['GET /fleet', 'fleetManagement'],
];

describe('fleet routes', () => {
  let t: TestApp;
  let documented: string[];
  beforeAll(async () => {
    t = await startTestApp({}, { seedDemo: true });
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(FLEET))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(FLEET.length)}`),
      );
  });
  afterAll(() => t.close());

  it('when a route is added under the fleet base, then it is classified here with its flag', () => {
    const classified = FLEET_FLAG_GUARDED.map(([key]) => key);
    expect(documented.sort()).toEqual([...new Set(classified)].sort());
  });

  it('when the basic role (no flags) calls each fleet route, then every one answers 403 AUTH-E-0403; a role with the flag gets past it', async () => {
    const basic = await quickLogin(t.app, BASIC_ROLE);
    const answers: string[] = [];
    for (const [key, flag, payload] of FLEET_FLAG_GUARDED) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${FLEET}${path}`,
        headers: bearer(basic.token),
        ...(payload ? { payload } : {}),
      });
      answers.push(`${key} (${flag}) → ${response.statusCode} ${response.json<{ code?: string }>().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 403 AUTH-E-0403'))).toEqual([]);

    // The flag's holders: not refused for want of it (a made-up code is then "not a portal code").
    const driver = await quickLogin(t.app, DRIVER);
    const owner = await quickLogin(t.app, OWNER);
    const admin = await quickLogin(t.app, ADMIN);
    const profile = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/user/profile`,
      headers: bearer(admin.token),
      payload: {},
    });
    const oad = (profile.json().data.roleList as { roleType: string; agentId: number }[]).find(
      (r) => r.roleType === 'OAD',
    )!.agentId;
    const holder: Record<string, Record<string, string>> = {
      qrcodeScanner: bearer(driver.token),
      myDrivingLogs: bearer(driver.token),
      deviceDrivingLogs: bearer(owner.token),
      fleetManagement: bearer(admin.token, oad),
    };
    for (const [key, flag, payload] of FLEET_FLAG_GUARDED) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${FLEET}${path}`,
        headers: holder[flag]!,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, key).not.toBe(403);
    }
  });
});

/**
 * The records routes under the users service (traffic conviction records and points): each needs the
 * `tcr` or `dop` flag; the certificate check is open to anyone shown a certificate.
 */
const RECORDS_FLAG_GUARDED: [key: string, flag: 'tcr' | 'dop', payload?: object][] = [
  ['GET /tcrRecords/tcrRecordList', 'tcr'],
  ['POST /tcrRecords/details/{id}', 'tcr'],
  ['POST /users/tcr/profile/user', 'tcr'],
  ['POST /tcrRecords/verify', 'tcr'],
  ['POST /tcrRecords', 'tcr', { reason: 'EMPLOYMENT', profileConfirmed: true }],
  ['POST /tcrRecords/detail/payInfo', 'tcr', { id: 'TCR0000000001' }],
  ['GET /tcrRecords/certificate/{id}', 'tcr'],
  ['POST /tcrRecords/share', 'tcr', { id: 'TCR0000000001' }],
  ['GET /tcrRecords/share/list', 'tcr'],
  ['POST /tcrRecords/share/revoke', 'tcr', { shareId: '00000000-0000-4000-8000-000000000000' }],
  ['GET /tcrRecords/nonIndividual/tcrRecordList', 'tcr'],
  ['POST /tcrRecords/nonIndividual/detail', 'tcr', { id: 'TCR0000000001' }],
  ['POST /tcrRecords/nonIndividual/detail/payInfo', 'tcr', { id: 'TCR0000000001' }],
  ['POST /tcrRecords/nonIndividual/verify', 'tcr', { id: 'TCR0000000001', code: 'ABCDEFGH' }],
  ['POST /tcrRecords/nonIndividual/add', 'tcr', { drivingLicenceNo: 'G7890129', reason: 'EMPLOYMENT' }],
  ['GET /tcrRecords/nonIndividual/certificate/{id}', 'tcr'],
  ['GET /tcrRecords/nonIndividual/authorization/{msgId}/{businessId}', 'tcr'],
  ['GET /users/getAuthorizationCode', 'tcr'],
  ['GET /users/get/dop', 'dop'],
  ['POST /pay/penalty', 'tcr', { id: 'TCR0000000001', channel: '5', idempotencyKey: 'sweep-key-0001' }],
];
const RECORDS_OPEN = ['POST /tcrRecords/certificate/verify', 'POST /tcrRecords/share/redeem'];

describe('records routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { seedDemo: true });
  });
  afterAll(() => t.close());

  it('when a records route is added, then it is classified here; the basic role is refused each flagged one', async () => {
    const doc = (await t.app.inject({ url: '/rest/docs/json' })).json<{ paths: Record<string, object> }>();
    const recordRoutes = Object.entries(doc.paths)
      .filter(([path]) =>
        /^\/rest\/users\/api\/v1\/publ\/(tcrRecords|users\/tcr\/|users\/getAuthorizationCode|users\/get\/dop|pay\/penalty)/.test(
          path,
        ),
      )
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.slice(USERS.length)}`),
      );
    const classified = [...RECORDS_FLAG_GUARDED.map(([key]) => key), ...RECORDS_OPEN];
    expect(recordRoutes.sort()).toEqual(classified.sort());

    const { token } = await quickLogin(t.app, BASIC_ROLE);
    const answers: string[] = [];
    for (const [key, flag, payload] of RECORDS_FLAG_GUARDED) {
      const [method, path] = key.split(' ') as [string, string];
      const url = `${USERS}${path
        .replace('{id}', 'TCR0000000001')
        .replace('{businessId}', 'TCR0000000001')
        .replace(/\{[^}]+\}/g, '1')}`;
      const response = await t.app.inject({
        method: method as 'GET',
        url: key === 'GET /users/getAuthorizationCode' ? `${url}?businessId=TCR0000000001` : url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
      answers.push(`${key} (${flag}) → ${response.statusCode} ${response.json<{ code?: string }>().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 403 AUTH-E-0403'))).toEqual([]);
  });

  it('when a driver (tcr and dop) calls the list and points routes, then they answer', async () => {
    const { token } = await quickLogin(t.app, 'B2345674');
    for (const path of ['/tcrRecords/tcrRecordList', '/users/get/dop']) {
      const response = await t.app.inject({ url: `${USERS}${path}`, headers: bearer(token) });
      expect(response.statusCode, path).toBe(200);
    }
  });
});
