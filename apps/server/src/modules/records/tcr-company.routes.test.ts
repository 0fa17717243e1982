import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { roleHeaders, USERS } from '../../../test/identity-helpers.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TICKET_TEST_ENV } from '../../../test/tickets-fixtures.ts';
import { messages } from '../messages/messages.table.ts';
import { tcrApplications } from './records.table.ts';

const ADMIN = 'F6789018'; // LAU MEI LING, administrator of HARBOUR CITY LOGISTICS
const NG = 'G7890129'; // NG KWOK WAI: the company's staff, licence G7890129
const WONG = 'B2345674'; // WONG SIU MING: a licence holder with an account, not on the company's staff
const LEE = 'C3456785'; // LEE KA YAN: the same
const UNKNOWN = 'Z9999999';
const PER_USER = 4;

let t: TestApp;
let headersOf: ReturnType<typeof roleHeaders>;

beforeAll(async () => {
  t = await startTestApp(
    { ...TICKET_TEST_ENV, ID_CHECKS_PER_USER_PER_HOUR: String(PER_USER) },
    { seedDemo: true },
  );
  headersOf = roleHeaders(t.app);
});
afterAll(() => t.close());

const add = async (drivingLicenceNo: string) =>
  t.app.inject({
    method: 'POST',
    url: `${USERS}/tcrRecords/nonIndividual/add`,
    headers: await headersOf(ADMIN, 'OAD'),
    payload: { drivingLicenceNo, reason: 'EMPLOYMENT' },
  });

/** What the company sees of a refusal: status, code and message (nothing else may differ). */
const seen = (res: LightMyRequestResponse) => {
  const { code, message, data } = res.json<{ code: string; message: string; data?: unknown }>();
  return JSON.stringify({ status: res.statusCode, code, message, data });
};

const requestsInBoxes = () =>
  t.database.db.select().from(messages).where(like(messages.actionPath, '/my-account/tcr/authorise%'));

describe('a company asks for the conviction record of its own staff only', () => {
  it('when the company names a licence holder not on its staff, or a licence nobody holds, then both answer one neutral refusal and no one is asked', async () => {
    const answers = [await add(WONG), await add(UNKNOWN), await add(LEE)];
    expect(answers[0]!.statusCode, answers[0]!.body).toBe(400);
    expect(answers[0]!.json().code).toBe('TCR-E-0012');
    expect(new Set(answers.map(seen)).size).toBe(1);
    expect(answers.map((a) => a.body).join()).not.toMatch(/WONG|W\*|LEE|L\*/);
    expect(
      await t.database.db.select().from(tcrApplications).where(eq(tcrApplications.kind, 'COMPANY')),
    ).toEqual([]);
    expect(await requestsInBoxes()).toEqual([]);
  });

  it('when the company names its staff driver, then the application waits for his authorisation', async () => {
    const added = await add(NG);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ status: 'PENDING_AUTHORISATION', holderName: 'NG K*** W**' });
    const [row] = await t.database.db
      .select()
      .from(tcrApplications)
      .where(eq(tcrApplications.ref, added.json().data.id));
    expect(row?.kind).toBe('COMPANY');
    expect(await requestsInBoxes()).toHaveLength(1);
  });

  it(`when the company names licences more than ${PER_USER} times in an hour, then every later try is refused alike, its own driver too`, async () => {
    // Four tries so far (three refusals and NG): the limit is reached.
    const later = [await add(WONG), await add(UNKNOWN), await add(NG), await add('K1234567')];
    expect(new Set(later.map(seen)).size).toBe(1);
    expect(`${later[0]!.statusCode} ${later[0]!.json().code}`).toBe('429 SYS-E-0429');
    expect(await requestsInBoxes()).toHaveLength(1);
  });
});

describe('a company asks twice for the record of one driving licence (specification section 5)', () => {
  let again: TestApp;
  let againHeaders: ReturnType<typeof roleHeaders>;
  beforeAll(async () => {
    again = await startTestApp(TICKET_TEST_ENV, { seedDemo: true });
    againHeaders = roleHeaders(again.app);
  });
  afterAll(() => again.close());

  it.each([
    ['en', 'An application for driving licence No. G7890129 is already in progress.'],
    ['zh-HK', '駕駛執照號碼 G7890129 的申請已在進行中。'],
    ['zh-CN', '驾驶执照号码 G7890129 的申请已在进行中。'],
  ])(
    'when the licence already has an application in progress (%s), then the duplicate licence number is refused in so many words',
    async (language, message) => {
      const addIn = async () =>
        again.app.inject({
          method: 'POST',
          url: `${USERS}/tcrRecords/nonIndividual/add`,
          headers: { ...(await againHeaders(ADMIN, 'OAD')), 'accept-language': language },
          payload: { drivingLicenceNo: NG.toLowerCase(), reason: 'EMPLOYMENT' },
        });
      const first = await addIn();
      if (language === 'en') expect(first.statusCode, first.body).toBe(200);
      const second = await addIn();
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({ code: 'TCR-E-0013' });
      expect(second.json().message).toContain(message);
      const open = await again.database.db
        .select()
        .from(tcrApplications)
        .where(eq(tcrApplications.kind, 'COMPANY'));
      expect(open).toHaveLength(1);
    },
  );
});
