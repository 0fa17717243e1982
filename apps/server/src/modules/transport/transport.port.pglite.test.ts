import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { SANDBOX_TRANSPORT_API } from '../../sandbox/transport/transport.api.routes.ts';
import { sandboxTransport } from '../../sandbox/transport/transport.adapter.ts';
import { transportOf } from './transport.binding.ts';
import { httpTransport } from './transport-http.adapter.ts';
import type { TransportPort } from './transport.port.ts';

// The contract of the Transport Department port on the seeded demo data of the README, run against every
// adapter: the one the app chose (the sandbox in demo mode), and the HTTP adapter reading the sandbox
// Department's JSON contract (docs/contracts/transport-department.md) from a listening server. A production
// Department must give the HTTP adapter the same answers. Named `.pglite.` so that it runs on both engines
// (ADR 0017): the sandbox adapter reads through the executor it is given because PGlite has one connection.
const TOKEN = 'test-transport-token-0123456789abcdef';
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp({ TRANSPORT_TOKEN: TOKEN }, { seedDemo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${SANDBOX_TRANSPORT_API}`;
});
afterAll(() => t.close());

const ADAPTERS: Array<[string, () => TransportPort]> = [
  ['as the app chose it (the sandbox)', () => transportOf(t.database.db)],
  ['in process (the sandbox’s td_* tables)', () => sandboxTransport(t.database.db)],
  ['over HTTP (the contract)', () => httpTransport({ url: baseUrl, token: TOKEN, timeoutMs: 5000 })],
];

describe.each(ADAPTERS)('Transport Department port %s', (_, adapter) => {
  let td: TransportPort;
  beforeAll(() => {
    td = adapter();
  });

  it('when a person is looked up by HKID, then the record and its e-contact come back', async () => {
    const chan = await td.personByIdNo('A1234563');
    expect(chan).toMatchObject({
      idNo: 'A1234563',
      idType: 'HKID',
      engSurname: 'CHAN',
      engGivenName: 'TAI MAN',
      chnName: '陳大文',
      drivingLicenceNo: null,
      contactMeansInd: 'M',
      email: null,
      phoneNo: '91234567',
    });
    expect(await td.personById(chan!.id)).toEqual(chan);
    expect(await td.personByIdNo('Z9999999')).toBeUndefined();
    expect(await td.personById(-1)).toBeUndefined();
  });

  it('when a person is looked up by document, then the type must match, and a licence number finds its holder', async () => {
    expect((await td.personByDocument('HKID', 'C3456785'))?.engSurname).toBe('LEE');
    expect(await td.personByDocument('PASSPORT', 'C3456785')).toBeUndefined();
    expect((await td.personByDocument('DRIVING_LICENCE', 'B2345674'))?.idNo).toBe('B2345674');
    // CHAN Tai Man holds no licence: his HKID is no licence number.
    expect(await td.personByDocument('DRIVING_LICENCE', 'A1234563')).toBeUndefined();
  });

  it('when the facts of a person are asked, then licence held and vehicle owned are told apart', async () => {
    const factsOf = async (idNo: string) => td.personFacts((await td.personByIdNo(idNo))!.id);
    expect(await factsOf('A1234563')).toEqual({ licence: false, owns: true });
    expect(await factsOf('B2345674')).toEqual({ licence: true, owns: false });
    expect(await factsOf('C3456785')).toEqual({ licence: true, owns: true });
    expect(await factsOf('D4567896')).toEqual({ licence: false, owns: false });
    expect(await td.personFacts(-1)).toBeUndefined();
  });

  it('when a company is looked up by document or id, then the same record comes back', async () => {
    const company = await td.companyByDocument('B', '31234567');
    expect(company).toMatchObject({
      nameEng: 'HARBOUR CITY LOGISTICS LIMITED',
      nameChi: '海港城物流有限公司',
      contactMeansInd: 'E',
      email: 'fleet@harbourlogistics.example.com',
    });
    expect(await td.companyById(company!.id)).toEqual(company);
    expect(await td.companyByDocument('C', '31234567')).toBeUndefined();
    expect(await td.companyById(-1)).toBeUndefined();
  });

  it('when the owner on a date is asked, then the register’s periods answer: the seller before the sale, the buyer from its day', async () => {
    const owner = async (date: string) => {
      const found = await td.ownerOfVehicleOn('KX3210', date);
      return found?.owner.kind === 'person' ? (await td.personById(found.owner.personId))?.idNo : undefined;
    };
    expect(await owner('2026-03-18')).toBe('A1234563');
    expect(await owner('2026-04-30')).toBe('A1234563');
    expect(await owner('2026-05-01')).toBe('C3456785');
    expect(await owner('2026-08-06')).toBe('C3456785');
    expect(await td.ownerOfVehicleOn('ZZ0000', '2026-05-01')).toBeUndefined();
  });

  it('when the vehicles of an owner are listed, then they come by registration mark', async () => {
    const chan = await td.personByIdNo('A1234563');
    const lee = await td.personByIdNo('C3456785');
    const company = await td.companyByDocument('B', '31234567');
    const marks = async (owner: Parameters<TransportPort['vehiclesOf']>[0]) =>
      (await td.vehiclesOf(owner)).map((v) => v.registrationMark);
    expect(await marks({ kind: 'person', personId: chan!.id })).toEqual(['AB1234', 'CD5678']);
    expect(await marks({ kind: 'person', personId: lee!.id })).toEqual(['HK2468', 'KX3210']);
    expect(await marks({ kind: 'company', companyId: company!.id })).toEqual([
      'GX3579',
      'HC1001',
      'HC1002',
      'HC2020',
      'HC3030',
      'HC4040',
      'LB8080',
    ]);
    expect(await marks({ kind: 'person', personId: -1 })).toEqual([]);
  });

  it('when a vehicle is looked up, then it names its owner', async () => {
    const chan = await td.personByIdNo('A1234563');
    expect(await td.vehicle('AB1234')).toMatchObject({
      registrationMark: 'AB1234',
      make: 'TOYOTA',
      model: 'PRIUS',
      yearOfManufacture: 2019,
      owner: { kind: 'person', personId: chan!.id },
      deregistered: false,
    });
    expect(await td.vehicle('ZZ9999')).toBeUndefined();
  });

  it('when the owner of a vehicle is asked, then the document and e-contact of the person or company come back', async () => {
    const lee = await td.personByIdNo('C3456785');
    expect(await td.ownerOfVehicle('HK2468')).toEqual({
      owner: { kind: 'person', personId: lee!.id },
      documentNo: 'C3456785',
      contact: { contactMeansInd: 'M', email: null, phoneNo: '62345678' },
    });
    const company = await td.companyByDocument('B', '31234567');
    expect(await td.ownerOfVehicle('GX3579')).toEqual({
      owner: { kind: 'company', companyId: company!.id },
      documentNo: '31234567',
      contact: { contactMeansInd: 'E', email: 'fleet@harbourlogistics.example.com', phoneNo: null },
    });
    expect(await td.ownerOfVehicle('ZZ9999')).toBeUndefined();
  });

  it('when a driver’s record is asked, then every entry comes oldest first with its points and the as-of time; no licence, no record', async () => {
    const wong = await td.personByIdNo('B2345674');
    const record = await td.drivingRecord(wong!.id);
    expect(record?.asOf.toISOString()).toBe('2026-11-20T02:00:00.000Z');
    expect(record?.entries.map((e) => [e.kind, e.date, e.points])).toEqual([
      ['CONVICTION', '2022-05-18', 5],
      ['FIXED_PENALTY', '2025-02-10', 3],
      ['FIXED_PENALTY', '2025-09-22', 5],
      ['FIXED_PENALTY', '2026-06-05', 3],
    ]);
    expect(record?.entries[0]?.description['zh-hk']).toBe('不小心駕駛');
    const chan = await td.personByIdNo('A1234563');
    expect(await td.drivingRecord(chan!.id)).toBeUndefined();
    expect(await td.drivingRecord(-1)).toBeUndefined();
  });

  it('when the owner of a person or company is asked by reference, then its document and e-contact come back; an unknown one is none', async () => {
    const wong = await td.personByIdNo('B2345674');
    expect(await td.owner({ kind: 'person', personId: wong!.id })).toEqual({
      owner: { kind: 'person', personId: wong!.id },
      documentNo: 'B2345674',
      contact: { contactMeansInd: wong!.contactMeansInd, email: wong!.email, phoneNo: wong!.phoneNo },
    });
    const company = await td.companyByDocument('B', '31234567');
    expect(await td.owner({ kind: 'company', companyId: company!.id })).toMatchObject({
      documentNo: '31234567',
      contact: { contactMeansInd: 'E', email: 'fleet@harbourlogistics.example.com', phoneNo: null },
    });
    expect(await td.owner({ kind: 'person', personId: -1 })).toBeUndefined();
    expect(await td.owner({ kind: 'company', companyId: -1 })).toBeUndefined();
  });
});

describe('the Transport Department over HTTP and in process', () => {
  it('when every operation is asked of both, then the answers are the same, field for field', async () => {
    const local = sandboxTransport(t.database.db);
    const remote = httpTransport({ url: baseUrl, token: TOKEN, timeoutMs: 5000 });
    const company = (await local.companyByDocument('B', '31234567'))!;
    const ask = async (td: TransportPort) => {
      const people = await Promise.all(
        ['A1234563', 'B2345674', 'C3456785', 'D4567896'].map((idNo) => td.personByIdNo(idNo)),
      );
      const ids = people.map((p) => p!.id);
      return {
        people,
        byLicence: await td.personByDocument('DRIVING_LICENCE', 'B2345674'),
        facts: await Promise.all(ids.map((id) => td.personFacts(id))),
        records: await Promise.all(ids.map((id) => td.drivingRecord(id))),
        vehicles: await Promise.all(ids.map((id) => td.vehiclesOf({ kind: 'person', personId: id }))),
        fleet: await td.vehiclesOf({ kind: 'company', companyId: company.id }),
        company: await td.companyById(company.id),
        vehicle: await td.vehicle('KX3210'),
        owners: await Promise.all(['AB1234', 'GX3579', 'KX3210'].map((mark) => td.ownerOfVehicle(mark))),
        ownersOn: await Promise.all(
          ['2026-04-30', '2026-05-01'].map((date) => td.ownerOfVehicleOn('KX3210', date)),
        ),
      };
    };
    const [inProcess, overHttp] = [await ask(local), await ask(remote)];
    expect(overHttp).toEqual(inProcess);
    expect(inProcess.fleet.length).toBeGreaterThan(5);
    expect(inProcess.records.filter(Boolean).length).toBeGreaterThan(0);
  });
});
