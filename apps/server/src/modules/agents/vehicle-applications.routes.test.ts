import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { roleHeaders, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';

const CHAN = 'A1234563'; // CHAN TAI MAN: AB1234, CD5678
const WONG = 'B2345674'; // WONG SIU MING: no vehicle
const LEE = 'C3456785'; // LEE KA YAN: HK2468
const HO = 'D4567896'; // HO WING KEI: no vehicle
const LAU = 'F6789018'; // in her personal role
const NG = 'G7890129';
const COMPANY = '31234567'; // HARBOUR CITY LOGISTICS LIMITED's business registration: GX3579, HC1001, …
const UNKNOWN = 'Z9999999';

const PER_USER = 5;
const PER_TARGET = 8;

let t: TestApp;
let headersOf: ReturnType<typeof roleHeaders>;

beforeAll(async () => {
  t = await startTestApp(
    {
      ...TICKET_TEST_ENV,
      ID_CHECKS_PER_USER_PER_HOUR: String(PER_USER),
      ID_CHECKS_PER_TARGET_PER_HOUR: String(PER_TARGET),
    },
    { seedDemo: true },
  );
  headersOf = roleHeaders(t.app);
});
afterAll(() => t.close());

async function call(idNo: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `${USERS}${url}`, headers: await headersOf(idNo), payload });
}

const save = (idNo: string, ownerIdNo: string, vehicleNos: string[]) =>
  call(idNo, '/apply/save', { ownerIdNo, vehicleNos });

/** What the applicant sees of a refusal: status, code and message (nothing else may differ). */
const seen = (res: LightMyRequestResponse) => {
  const { code, message, data } = res.json<{ code: string; message: string; data?: unknown }>();
  return JSON.stringify({ status: res.statusCode, code, message, data });
};

describe('applying to manage an owner’s vehicles tells nobody who owns what', () => {
  it('when an unknown identity number or an owner without that vehicle is named, then both answer one neutral refusal', async () => {
    const answers = await Promise.all([
      save(HO, UNKNOWN, ['HK2468']),
      save(HO, LEE, ['AB1234']),
      save(HO, CHAN, ['HK2468', 'AB1234']),
      save(HO, WONG, ['CD5678']),
    ]);
    const first = answers[0]!;
    expect(first.statusCode, first.body).toBe(400);
    expect(first.json().code).toBe('AGT-E-0107');
    expect(first.json().message).not.toMatch(/AB1234|HK2468|CD5678|owner you named|No vehicle owner/);
    expect(new Set(answers.map(seen)).size).toBe(1);
  });

  it('when the right owner is named, then the applicant sees no owner’s name until the owner approves', async () => {
    const draft = await save(CHAN, LEE, ['HK2468']);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ status: 'DRAFT', owner: '-' });
    expect(draft.body).not.toMatch(/LEE|K\* Y/);
    const sent = await call(CHAN, '/apply/vehicle', {
      applicationId: draft.json().data.applicationId,
      ownerIdNo: LEE,
      vehicleNos: ['HK2468'],
    });
    expect(sent.json().data).toMatchObject({ status: 'PENDING_AUTHORIZATION', owner: '-' });
    const pending = (await call(CHAN, '/apply/record', {})).json().data.list;
    expect(JSON.stringify(pending)).not.toMatch(/LEE|K\* Y/);

    const applicationId = sent.json().data.applicationId as number;
    const approved = await call(LEE, '/auth/auth/submit', { applicationId });
    expect(approved.json().data.status, approved.body).toBe('APPROVED');
    const mine = (await call(CHAN, '/apply/record', {})).json().data.list as {
      applicationId: number;
      owner: string;
    }[];
    expect(mine.find((a) => a.applicationId === applicationId)?.owner).toBe('LEE K* Y**');
  });

  it(`when one user names owners ${PER_USER + 5} times in an hour, then the first ${PER_USER} mismatches answer alike and every later try, the right pair too, is refused alike`, async () => {
    const tries: Array<[string, string[]]> = [
      [UNKNOWN, ['HK2468']],
      [LEE, ['AB1234']],
      ['Y1111111', ['AB1234']],
      [CHAN, ['HK2468']],
      [WONG, ['GX3579']],
      // Past the limit: mismatches and the right pair answer the same.
      [LEE, ['HK2468']],
      [UNKNOWN, ['AB1234']],
      [CHAN, ['AB1234']],
      [LEE, ['CD5678']],
      [CHAN, ['CD5678']],
    ];
    const answers = [];
    for (const [ownerIdNo, marks] of tries) answers.push(await save(NG, ownerIdNo, marks));
    const within = answers.slice(0, PER_USER);
    const beyond = answers.slice(PER_USER);
    expect(new Set(within.map(seen)).size).toBe(1);
    expect(within[0]!.json().code).toBe('AGT-E-0107');
    expect(new Set(beyond.map(seen)).size).toBe(1);
    expect(beyond[0]!.statusCode).toBe(429);
    expect(beyond[0]!.json().code).toBe('SYS-E-0429');
    // Submitting counts as a try too.
    const submit = await call(NG, '/apply/vehicle', { ownerIdNo: LEE, vehicleNos: ['HK2468'] });
    expect(seen(submit)).toBe(seen(beyond[0]!));
  });

  it(`when several users name one owner ${PER_TARGET} times in an hour, then every later try on that owner is refused, and other owners are still answered`, async () => {
    // Four tries each from two users on the company's registration no.: its limit is reached, theirs is not.
    for (const who of [WONG, LAU])
      for (let i = 0; i < PER_TARGET / 2; i++)
        expect((await save(who, COMPANY, ['HK2468'])).json().code).toBe('AGT-E-0107');
    const rightPair = await save(CHAN, COMPANY, ['HC1001']);
    expect(`${rightPair.statusCode} ${rightPair.json().code}`).toBe('429 SYS-E-0429');
    const elsewhere = await save(CHAN, UNKNOWN, ['HC1001']);
    expect(`${elsewhere.statusCode} ${elsewhere.json().code}`).toBe('400 AGT-E-0107');
  });
});

describe('a refused field of an application is named in the applicant’s language', () => {
  it('when six vehicles are applied for, then the refusal lands on the vehicles and says at most 5, in English and Chinese', async () => {
    const six = ['HK2468', 'AB1234', 'CD5678', 'GX3579', 'HC1001', 'KX3210'];
    const fieldsIn = async (language: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${USERS}/apply/save`,
        headers: { ...(await headersOf(HO)), 'accept-language': language },
        payload: { ownerIdNo: LEE, vehicleNos: six },
      });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().data.fields as { field: string; message: string }[];
    };
    expect(await fieldsIn('en')).toEqual([
      { field: 'body.vehicleNos', message: 'At most 5 vehicles can be named in one request' },
    ]);
    expect(await fieldsIn('zh-HK')).toEqual([
      { field: 'body.vehicleNos', message: '每次最多可填寫 5 輛車輛' },
    ]);
  });
});
