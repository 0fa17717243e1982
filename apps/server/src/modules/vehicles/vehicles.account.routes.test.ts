import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, like, sql } from 'drizzle-orm';
import { roleHeaders, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { notificationPath } from '@eticket/domain/messages/message-routes';
import { auditEvents } from '../audit/audit.table.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { runDueJobs } from '../jobs/jobs.worker.ts';
import { tellAgentsOfEndedDelegations } from '../messages/delegation-notices.service.ts';
import { messages } from '../messages/messages.table.ts';
import { COUNT_LIMIT } from '../../db/bounded-count.ts';
import { ownedVehicles, vehicleQrCodes, vehicleSyncs } from './vehicles.table.ts';
import { until } from '../../../test/until.ts';

const OWNER = 'A1234563'; // CHAN TAI MAN: AB1234 (delegated to his agent) and CD5678
const OWNER_DRIVER = 'C3456785'; // LEE KA YAN: HK2468
const DRIVER = 'B2345674'; // WONG SIU MING: a licence holder (qrcodeScanner), no vehicle
const BASIC = 'D4567896'; // HO WING KEI: no flag at all
const AGENT = 'E5678907'; // CHEUNG CHI KEUNG: CHAN TAI MAN's agent
const ADMIN = 'F6789018'; // LAU MEI LING: administrator of HARBOUR CITY LOGISTICS
const STAFF = 'G7890129'; // NG KWOK WAI: staff of the same company

interface Vehicle {
  id: number;
  registrationMark: string;
  [field: string]: unknown;
}

let t: TestApp;
let headersOf: ReturnType<typeof roleHeaders>;
const as = (idNo: string, role?: 'UAG' | 'OAD' | 'OAG') => headersOf(idNo, role);

async function call(
  idNo: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  role?: 'UAG' | 'OAD' | 'OAG',
) {
  return t.app.inject({
    method,
    url: `${USERS}${url}`,
    headers: await as(idNo, role),
    ...(payload ? { payload } : {}),
  });
}

async function list(idNo: string, query = '', role?: 'UAG' | 'OAD' | 'OAG') {
  const res = await call(idNo, 'GET', `/users/veh/list${query}`, undefined, role);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: Vehicle[];
    total: number;
    totalCapped: boolean;
    abilities: Record<string, boolean>;
  };
}

const marksOf = (items: Vehicle[]) => items.map((v) => v.registrationMark);

const activeCodes = (vehicleId: number) =>
  t.database.db
    .select()
    .from(vehicleQrCodes)
    .where(and(eq(vehicleQrCodes.vehicleId, vehicleId), isNull(vehicleQrCodes.revokedAt)));

/** Waits, by polling the status route, until the owner's synchronisation has finished. */
function syncFinished(idNo: string, role?: 'OAD') {
  return until(
    async () => (await call(idNo, 'POST', '/users/veh/sync/status', undefined, role)).json().data,
    (status) => status.state === 'DONE' || status.state === 'FAILED',
    'the synchronisation finishing',
  );
}

beforeAll(async () => {
  t = await startTestApp({}, { seedDemo: true });
  headersOf = roleHeaders(t.app);
});
afterAll(() => t.close());

describe('the vehicle list and details', () => {
  it('when CHAN TAI MAN lists his vehicles, then AB1234 and CD5678 come with their labels, his own name in full and his agent masked', async () => {
    const page = await list(OWNER);
    expect(marksOf(page.items)).toEqual(['AB1234', 'CD5678']);
    expect(page.abilities).toEqual({ sync: true, qrDownload: true, qrRegenerate: true });
    const [ab, cd] = page.items;
    expect(ab).toMatchObject({
      classGroup: 'PRIVATE_CAR',
      typeLabel: { en: 'Private car' },
      make: 'TOYOTA',
      model: 'PRIUS',
      colourName: 'WHITE',
      yearOfManufacture: 2019,
      ownerName: 'CHAN TAI MAN',
      agents: ['CHEUNG C** K****'],
      readOnly: false,
    });
    expect(ab!.unpaidTickets).toBeGreaterThan(0);
    expect(cd).toMatchObject({ classGroup: 'TAXI', colourName: 'RED', agents: [] });
    // His agent sees the owner's name masked: it is someone else's.
    const asAgent = await list(AGENT, '', 'UAG');
    expect(asAgent.items.length).toBeGreaterThan(0);
    expect(asAgent.items.every((v) => v.ownerName === 'CHAN T** M**')).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/A1234563|CHI KEUNG/);
    expect(JSON.stringify(asAgent)).not.toMatch(/TAI MAN|A1234563/);
  });

  it('when he searches and pages, then only the matching vehicles of the page come back', async () => {
    expect(marksOf((await list(OWNER, '?keyword=cd 56')).items)).toEqual(['CD5678']);
    expect(marksOf((await list(OWNER, '?keyword=prius')).items)).toEqual(['AB1234']);
    const second = await list(OWNER, '?page=2&pageSize=10');
    expect(second.items).toEqual([]);
    expect(second.total).toBe(2);
  });

  it('when he opens one vehicle, then its details answer; another user naming it is told it does not exist', async () => {
    const [ab] = (await list(OWNER)).items;
    const mine = await call(OWNER, 'GET', `/users/veh/${ab!.id}`);
    expect(mine.json().data.registrationMark).toBe('AB1234');
    const other = await call(OWNER_DRIVER, 'GET', `/users/veh/${ab!.id}`);
    expect(`${other.statusCode} ${other.json().code}`).toBe('404 VEH-E-0001');
    expect(other.body).not.toContain('AB1234');
    const madeUp = await call(OWNER_DRIVER, 'GET', '/users/veh/999999');
    expect(`${madeUp.statusCode} ${madeUp.json().code}`).toBe('404 VEH-E-0001');
  });

  it('when his agent acts for him, then only the delegated AB1234 shows, read-only, and nothing can be done with it', async () => {
    const page = await list(AGENT, '', 'UAG');
    expect(marksOf(page.items)).toEqual(['AB1234']);
    expect(page.items[0]!.readOnly).toBe(true);
    expect(page.abilities).toEqual({ sync: false, qrDownload: false, qrRegenerate: false });
    const cd = (await list(OWNER)).items.find((v) => v.registrationMark === 'CD5678')!;
    expect((await call(AGENT, 'GET', `/users/veh/${cd.id}`, undefined, 'UAG')).statusCode).toBe(404);
    const download = await call(
      AGENT,
      'POST',
      '/users/veh/qr/download',
      { vehicleIds: [page.items[0]!.id] },
      'UAG',
    );
    expect(download.statusCode).toBe(403);
    expect((await call(AGENT, 'POST', '/users/sync/veh/user', undefined, 'UAG')).statusCode).toBe(403);
  });

  it('when the company administrator and staff list, then both see the fleet; only the administrator may synchronise', async () => {
    const admin = await list(ADMIN, '', 'OAD');
    expect(marksOf(admin.items)).toEqual(expect.arrayContaining(['GX3579', 'LB8080', 'HC2020']));
    // The company's own name, in full, as the header shows it.
    const own = admin.items.filter((v) => !v.delegated);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((v) => v.ownerName === 'HARBOUR CITY LOGISTICS LIMITED')).toBe(true);
    expect(admin.abilities).toEqual({ sync: true, qrDownload: true, qrRegenerate: false });
    const staff = await list(STAFF, '', 'OAG');
    expect(marksOf(staff.items)).toEqual(marksOf(admin.items));
    expect(staff.abilities).toEqual({ sync: false, qrDownload: true, qrRegenerate: false });
    expect((await call(STAFF, 'POST', '/users/sync/veh/org', undefined, 'OAG')).statusCode).toBe(403);
    // Each sync call is for its own role only: the personal call does not synchronise the company.
    const personal = await call(ADMIN, 'POST', '/users/sync/veh/user', undefined, 'OAD');
    expect(personal.statusCode).toBe(403);
    expect((await call(OWNER, 'POST', '/users/sync/veh/org')).statusCode).toBe(403);
  });
});

describe('vehicle QR codes', () => {
  it('when 51 codes are asked for in one download, then it is refused with a clear message', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    const res = await call(OWNER, 'POST', '/users/veh/qr/download', { vehicleIds: ids });
    expect(`${res.statusCode} ${res.json().code}`).toBe('400 VEH-E-0005');
    expect(res.json().message).toContain('50');
  });

  it('when he downloads his codes, then an A4 PDF comes; another user’s vehicle id in the list answers like a missing one', async () => {
    const ids = (await list(OWNER)).items.map((v) => v.id);
    const res = await call(OWNER, 'POST', '/users/veh/qr/download', { vehicleIds: ids });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const hers = (await list(OWNER_DRIVER)).items[0]!.id;
    const mixed = await call(OWNER, 'POST', '/users/veh/qr/download', { vehicleIds: [...ids, hers] });
    expect(`${mixed.statusCode} ${mixed.json().code}`).toBe('404 VEH-E-0001');
  });

  it('when a company user regenerates, then it is refused: only individual users regenerate', async () => {
    const [first] = (await list(ADMIN, '', 'OAD')).items;
    const res = await call(ADMIN, 'POST', '/users/veh/qr/regenerate', { vehicleIds: [first!.id] }, 'OAD');
    expect(`${res.statusCode} ${res.json().code}`).toBe('403 VEH-E-0007');
  });

  it('when he regenerates a code, then the old token answers "QR code expired" and the new one resolves', async () => {
    const ab = (await list(OWNER)).items.find((v) => v.registrationMark === 'AB1234')!;
    const old = (await call(OWNER, 'GET', `/users/veh/qr/${ab.id}`)).json().data.token as string;
    const resolved = await call(OWNER, 'POST', '/users/veh/qr/resolve', { token: old });
    expect(resolved.json().data).toMatchObject({ registrationMark: 'AB1234', make: 'TOYOTA' });
    expect(resolved.body).not.toMatch(/CHAN|owner/i);

    const regen = await call(OWNER, 'POST', '/users/veh/qr/regenerate', { vehicleIds: [ab.id] });
    expect(regen.statusCode, regen.body).toBe(200);
    const expired = await call(OWNER, 'POST', '/users/veh/qr/resolve', { token: old });
    expect(`${expired.statusCode} ${expired.json().code}`).toBe('410 VEH-E-0003');
    expect(expired.json().message).toContain('QR code expired');
    const fresh = (await call(OWNER, 'GET', `/users/veh/qr/${ab.id}`)).json().data.token as string;
    expect(fresh).not.toBe(old);
    expect((await call(OWNER, 'POST', '/users/veh/qr/resolve', { token: fresh })).statusCode).toBe(200);
  });

  it('when a driver types the code printed under AB1234’s QR code, in any case and grouping, then it resolves to AB1234; after regeneration the old code is "QR code expired" and the new one works; a wrong code is not a portal code', async () => {
    const ab = (await list(OWNER)).items.find((v) => v.registrationMark === 'AB1234')!;
    const shown = (await call(OWNER, 'GET', `/users/veh/qr/${ab.id}`)).json().data;
    const printed = shown.shortCode as string;
    expect(printed).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    const [stored] = await activeCodes(ab.id);
    expect(stored!.shortCode).toBe(printed.replace('-', ''));
    const compact = printed.replace('-', '');
    for (const typed of [
      printed,
      printed.toLowerCase(),
      compact,
      ` ${compact.slice(0, 3)} ${compact.slice(3, 7)} ${compact.slice(7)} `,
      `${printed.slice(0, 5)}–${printed.slice(6)}`,
    ]) {
      const resolved = await call(DRIVER, 'POST', '/users/veh/qr/resolve', { token: typed });
      expect(resolved.statusCode, `${typed}: ${resolved.body}`).toBe(200);
      expect(resolved.json().data.registrationMark).toBe('AB1234');
    }

    const wrong = compact.startsWith('Z') ? `Y${compact.slice(1)}` : `Z${compact.slice(1)}`;
    for (const token of [wrong, compact.slice(1), `${compact}2`, compact.replace(/./, 'O')]) {
      const refused = await call(DRIVER, 'POST', '/users/veh/qr/resolve', { token });
      expect(`${token}: ${refused.statusCode} ${refused.json().code}`).toBe(`${token}: 404 VEH-E-0004`);
    }

    const regen = await call(OWNER, 'POST', '/users/veh/qr/regenerate', { vehicleIds: [ab.id] });
    expect(regen.statusCode, regen.body).toBe(200);
    const expired = await call(DRIVER, 'POST', '/users/veh/qr/resolve', { token: printed.toLowerCase() });
    expect(`${expired.statusCode} ${expired.json().code}`).toBe('410 VEH-E-0003');
    const fresh = (await call(OWNER, 'GET', `/users/veh/qr/${ab.id}`)).json().data.shortCode as string;
    expect(fresh).not.toBe(printed);
    const resolved = await call(DRIVER, 'POST', '/users/veh/qr/resolve', { token: fresh });
    expect(resolved.json().data.registrationMark).toBe('AB1234');
  });

  it('when others scan his code, then a driver gets the vehicle, a user without the flags is told it does not exist, a forgery is not a portal code', async () => {
    const ab = (await list(OWNER)).items.find((v) => v.registrationMark === 'AB1234')!;
    const token = (await call(OWNER, 'GET', `/users/veh/qr/${ab.id}`)).json().data.token as string;
    expect(
      (await call(DRIVER, 'POST', '/users/veh/qr/resolve', { token })).json().data.registrationMark,
    ).toBe('AB1234');
    const basic = await call(BASIC, 'POST', '/users/veh/qr/resolve', { token });
    expect(`${basic.statusCode} ${basic.json().code}`).toBe('404 VEH-E-0001');
    const other = await call(OWNER_DRIVER, 'GET', `/users/veh/qr/${ab.id}`);
    expect(other.statusCode).toBe(404);
    const forged = await call(OWNER, 'POST', '/users/veh/qr/resolve', { token: 'AB1234' });
    expect(`${forged.statusCode} ${forged.json().code}`).toBe('404 VEH-E-0004');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${USERS}/users/veh/qr/resolve`,
      payload: { token },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('when he clicks Regenerate eight times at once, then every click answers 200, one new code is active and the printed one has expired', async () => {
    const cd = (await list(OWNER)).items.find((v) => v.registrationMark === 'CD5678')!;
    const printed = (await call(OWNER, 'GET', `/users/veh/qr/${cd.id}`)).json().data.token as string;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(OWNER, 'POST', '/users/veh/qr/regenerate', { vehicleIds: [cd.id] }),
      ),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.json().code}`)).toEqual(Array(8).fill('200 0'));
    const active = await activeCodes(cd.id);
    expect(active).toHaveLength(1);
    // Each click names a code that was made for it or for a click waiting with it; the last one is active.
    const answered = answers.map((a) => a.json().data[0].issuedAt as string).sort();
    expect(answered.at(-1)).toBe(active[0]!.issuedAt.toISOString());
    const expired = await call(OWNER, 'POST', '/users/veh/qr/resolve', { token: printed });
    expect(`${expired.statusCode} ${expired.json().code}`).toBe('410 VEH-E-0003');
  });

  it('when two tabs regenerate both his vehicles at once, in either order, and codes are printed meanwhile, then nothing fails and each vehicle keeps one active code', async () => {
    const ids = (await list(OWNER)).items.map((v) => v.id);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        call(OWNER, 'POST', '/users/veh/qr/regenerate', { vehicleIds: i % 2 ? ids : [...ids].reverse() }),
      ),
      ...ids.map((id) => call(OWNER, 'GET', `/users/veh/qr/${id}`)),
      call(OWNER, 'POST', '/users/veh/qr/download', { vehicleIds: ids }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(answers.length).fill(200));
    for (const id of ids) expect(await activeCodes(id)).toHaveLength(1);
  });

  it('when six codes are regenerated in one request, then it is refused: five vehicles per request', async () => {
    const res = await call(OWNER, 'POST', '/users/veh/qr/regenerate', { vehicleIds: [1, 2, 3, 4, 5, 6] });
    expect(`${res.statusCode} ${res.json().code}`).toBe('400 VEH-E-0006');
  });
});

describe('synchronisation with the Transport Department', () => {
  it('when the company administrator asks twice at once, then the second answers "vehicle sync in progress"', async () => {
    await list(ADMIN, '', 'OAD');
    // The register work waits behind this lock, so the first synchronisation is surely still running.
    const answers = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table owned_vehicles in exclusive mode`);
      return Promise.all([
        call(ADMIN, 'POST', '/users/sync/veh/org', undefined, 'OAD'),
        call(ADMIN, 'POST', '/users/sync/veh/org', undefined, 'OAD'),
      ]);
    });
    const outcomes = answers.map((r) => `${r.statusCode} ${r.json().code}`).sort();
    expect(outcomes).toEqual(['200 0', '409 VEH-E-0002']);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toContain('Vehicle sync in progress');
    expect((await syncFinished(ADMIN, 'OAD')).state).toBe('DONE');
  });

  it('when the register sells AB1234 and registers a new car, then his sync shows it: the old vehicle, its code and its delegation are gone', async () => {
    const before = (await list(OWNER)).items.find((v) => v.registrationMark === 'AB1234')!;
    const token = (await call(OWNER, 'GET', `/users/veh/qr/${before.id}`)).json().data.token as string;
    const sandbox = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/sandbox/transport${url}`, payload });
    expect(
      (await sandbox('/vehicles/transfer', { registrationMark: 'AB1234', ownerIdNo: OWNER_DRIVER }))
        .statusCode,
    ).toBe(200);
    const registered = await sandbox('/vehicles', {
      registrationMark: 'NW8899',
      classCode: '001',
      typeCode: 'PRIVATE_CAR',
      make: 'TESLA',
      model: 'MODEL 3',
      colourCode: 'D',
      yearOfManufacture: 2024,
      ownerIdNo: OWNER,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // Until he synchronises, the portal shows what it last read.
    expect(marksOf((await list(OWNER)).items)).toEqual(['AB1234', 'CD5678']);

    const started = await call(OWNER, 'POST', '/users/sync/veh/user');
    expect(started.statusCode, started.body).toBe(200);
    const status = await syncFinished(OWNER);
    expect(status).toMatchObject({ state: 'DONE', progress: 100, added: ['NW8899'], removed: ['AB1234'] });
    expect(marksOf((await list(OWNER)).items)).toEqual(['CD5678', 'NW8899']);
    expect((await call(OWNER, 'GET', `/users/veh/${before.id}`)).statusCode).toBe(404);
    expect((await call(OWNER, 'POST', '/users/veh/qr/resolve', { token })).json().code).toBe('VEH-E-0003');
    expect((await list(AGENT, '', 'UAG')).items).toEqual([]);
    // The other users' status is theirs alone.
    expect((await call(OWNER_DRIVER, 'POST', '/users/veh/sync/status')).json().data.state).toBe('NONE');
  });

  it('when his synchronisation ended the delegation of the sold AB1234, then his agent is told once, even if the job runs again', async () => {
    const agentBox = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: notificationPath('/message/list?pageSize=100'),
        headers: await as(AGENT, 'UAG'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const items = res.json().data.items as { title: string; category: string; language: string }[];
      return items.filter((m) => m.title.includes('AB1234'));
    };
    const told = await agentBox();
    expect(told).toHaveLength(1);
    // In the agent's box language: the Department holds a Chinese name for him, so Traditional Chinese.
    expect(told[0]).toMatchObject({
      category: 'SYSTEM',
      language: 'zh-hk',
      title: '車輛 AB1234 已不再委託予你',
    });
    // The owner is not told in his own box: the message is for the agent role that lost the vehicle.
    const ownerBox = await t.app.inject({
      method: 'GET',
      url: notificationPath('/message/list?pageSize=100'),
      headers: await as(OWNER),
    });
    expect(ownerBox.json().data.items.some((m: { title: string }) => m.title.includes('委託'))).toBe(false);

    // The job runs again for the same synchronisation (as after a crash before it was marked done) …
    const [sync] = await t.database.db
      .select({ id: vehicleSyncs.id, ownerKey: vehicleSyncs.ownerKey })
      .from(vehicleSyncs)
      .innerJoin(ownedVehicles, eq(ownedVehicles.ownerKey, vehicleSyncs.ownerKey))
      .where(and(eq(ownedVehicles.registrationMark, 'CD5678'), eq(vehicleSyncs.trigger, 'USER')))
      .orderBy(desc(vehicleSyncs.id))
      .limit(1);
    await enqueueJob(t.database.db, {
      kind: 'vehicles.sync',
      payload: { syncId: sync!.id },
      dedupeKey: `vehicles.sync:${sync!.ownerKey}`,
    });
    await runDueJobs(t.database.db, t.app.jobHandlers);
    // … and even told the same again, the key (synchronisation, agent role, vehicle) writes nothing new.
    const [box] = await t.database.db
      .select({ userId: messages.userId, agentId: messages.agentId })
      .from(messages)
      .where(like(messages.dedupeKey, `delegation-ended:${sync!.id}:%`));
    const again = await tellAgentsOfEndedDelegations(t.database.db, sync!.id, [
      { mark: 'AB1234', agentRoleId: box!.agentId, userId: box!.userId },
    ]);
    expect(again).toBe(0);
    expect(await agentBox()).toHaveLength(1);
    // The ended delegation left exactly one audit row, in the synchronisation's transaction, and the run
    // again left none: one row per ended delegation (the owner had delegated AB1234 to one agent).
    const ended = await t.database.db
      .select({
        actorRole: auditEvents.actorRole,
        subjectPersonId: auditEvents.subjectPersonId,
        objectRef: auditEvents.objectRef,
        outcome: auditEvents.outcome,
      })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'delegation.end'));
    expect(ended).toEqual([
      {
        actorRole: 'vehicle-sync',
        subjectPersonId: expect.any(Number),
        objectRef: `agent-role:${box!.agentId}:vehicle:AB1234`,
        outcome: 'ok',
      },
    ]);
  });

  it('when a job of a finished synchronisation was left pending, then a new request is still carried out by it', async () => {
    await list(OWNER_DRIVER);
    expect((await call(OWNER_DRIVER, 'POST', '/users/sync/veh/user')).statusCode).toBe(200);
    const done = await syncFinished(OWNER_DRIVER);
    expect(done.state).toBe('DONE');
    // As after a crash between the synchronisation's commit and the job's completion (the kicked job may
    // itself still be pending for a moment: the same situation).
    await t.database.db.execute(sql`
      insert into jobs (kind, payload, dedupe_key)
      select 'vehicles.sync', jsonb_build_object('syncId', s.id), 'vehicles.sync:' || s.owner_key
      from vehicle_syncs s join owned_vehicles v on v.owner_key = s.owner_key
      where v.registration_mark = 'HK2468' and s.trigger = 'USER'
      on conflict do nothing`);
    const again = await call(OWNER_DRIVER, 'POST', '/users/sync/veh/user');
    expect(again.json().data.state).toBe('QUEUED');
    await runDueJobs(t.database.db, t.app.jobHandlers);
    expect((await call(OWNER_DRIVER, 'POST', '/users/veh/sync/status')).json().data.state).toBe('DONE');
  });
});

describe('a fleet larger than the pager counts', () => {
  it('when the company holds more than COUNT_LIMIT vehicles, then the total stops at the limit and says so, pages still read in mark order, the pager reaches the first COUNT_LIMIT, and a search finds the rest counted exactly', async () => {
    await list(ADMIN, '', 'OAD'); // the company's register read once
    const [gx] = await t.database.db
      .select({ ownerKey: ownedVehicles.ownerKey })
      .from(ownedVehicles)
      .where(eq(ownedVehicles.registrationMark, 'GX3579'));
    await t.database.db.execute(sql`
      insert into owned_vehicles (owner_key, registration_mark, class_code, type_code, make, model, colour_code, year_of_manufacture)
      select ${gx!.ownerKey}, 'ZZ' || lpad(i::text, 4, '0'), '001', 'PRIVATE_CAR', 'ISUZU', 'ELF', 'A', 2020
      from generate_series(1, ${COUNT_LIMIT + 5}) i`);
    try {
      const first = await list(ADMIN, '?pageSize=10', 'OAD');
      expect(first).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
      expect(marksOf(first.items)[0]).toBe('GX3579');
      const later = await list(ADMIN, '?pageSize=100&page=10', 'OAD');
      expect(marksOf(later.items)).toEqual([...marksOf(later.items)].sort((a, b) => (a < b ? -1 : 1)));
      expect(later.items).toHaveLength(100);
      // Past the pager's reach no page is read; the keyword finds those vehicles.
      const beyond = await list(ADMIN, '?pageSize=100&page=11', 'OAD');
      expect(beyond).toMatchObject({ items: [], total: COUNT_LIMIT, totalCapped: true });
      const narrow = await list(ADMIN, '?keyword=ZZ100', 'OAD');
      expect(narrow).toMatchObject({ total: 6, totalCapped: false });
      expect(marksOf(narrow.items)).toEqual(['ZZ1000', 'ZZ1001', 'ZZ1002', 'ZZ1003', 'ZZ1004', 'ZZ1005']);
      const none = await list(ADMIN, '?keyword=NOSUCH', 'OAD');
      expect(none).toMatchObject({ items: [], total: 0, totalCapped: false });
      // A keyword matching more than a page: its pages in mark order, its total bounded, and the same
      // answers once PostgreSQL plans the statement for any pattern (after five runs).
      for (let run = 0; run < 7; run++) {
        const second = await list(ADMIN, '?keyword=zz&pageSize=10&page=2', 'OAD');
        expect(second).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
        expect(marksOf(second.items)).toEqual(
          Array.from({ length: 10 }, (_, i) => `ZZ${String(11 + i).padStart(4, '0')}`),
        );
        expect(marksOf((await list(ADMIN, `?keyword=ZZ0${100 + run}`, 'OAD')).items)).toEqual([
          `ZZ0${100 + run}`,
        ]);
      }
    } finally {
      await t.database.db.execute(sql`delete from owned_vehicles where registration_mark like 'ZZ%'`);
    }
  });
});
