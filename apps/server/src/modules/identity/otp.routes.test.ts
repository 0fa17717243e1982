import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { USERS, bearer, lastOtp, loginThrough, quickLogin } from '../../../test/identity-helpers.ts';
import { tdPersons } from '../../sandbox/transport/transport.table.ts';
import { systemParams } from '../params/params.table.ts';

const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });

describe('registration of a blank account by OTP', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token), payload });
  const start = async (token: string, idNo: string) =>
    (await post('/sso/valid-info', token, { idType: 'HKID', idNo })).json();

  beforeAll(async () => {
    database = await openTestDatabase({ seedDemo: true });
    app = await buildApp(config, database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('when a DSL user proves the e-contact of a record, then the account is linked and a new session answers', async () => {
    const dsl = await loginThrough(app, 'DSL', 'dsl-level4', '2');
    // Before it is linked, the blank account is known by the name of its DSL login.
    expect((await post('/users/user/profile', dsl.token, {})).json().data.name).toBe('NGUYEN Thi Lan');
    const target = await start(dsl.token, 'D4567896');
    expect(target.data).toMatchObject({
      contactMeansInd: 'E',
      email: 'w*********@example.com',
      name: 'HO W*** K**',
      alreadyUsed: false,
    });
    const sent = (await post('/sso/otp-send', dsl.token, { uuid: target.data.uuid })).json().data;
    expect(sent).toMatchObject({
      display: 'w*********@example.com',
      validSeconds: 300,
      resendAfterSeconds: 300,
    });
    const code = await lastOtp(app, 'wingkei.ho@example.com');
    const wrong = await post('/sso/otp-validate/register', dsl.token, {
      uuid: target.data.uuid,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({
      code: 'IDN-E-0101',
      message: 'The one-time password is incorrect. 4 attempt(s) left.',
    });
    const done = await post('/sso/otp-validate/register', dsl.token, { uuid: target.data.uuid, otp: code });
    expect(done.statusCode, done.body).toBe(200);
    const fresh = done.json().data;
    // The old session ended with the change of account; the new one is the record's account.
    expect((await post('/users/profile', dsl.token, {})).statusCode).toBe(401);
    expect((await post('/users/profile', fresh.token, {})).json().data.name).toBe('HO WING KEI');
    expect((await post('/users/user/alertStatus', fresh.token, {})).json().data.blankAccount).toBe('N');
    const again = await loginThrough(app, 'DSL', 'dsl-level4', '2');
    expect((await post('/users/profile', again.token, {})).json().data.name).toBe('HO WING KEI');
  });

  it('when the record already opens through another login, then registering needs a confirmation to replace', async () => {
    const dsl = await loginThrough(app, 'DSL', 'dsl-level3', '2');
    const target = await start(dsl.token, 'D4567896');
    expect(target.data.alreadyUsed).toBe(true);
    await post('/sso/otp-send', dsl.token, { uuid: target.data.uuid });
    const code = await lastOtp(app, 'wingkei.ho@example.com');
    const refused = await post('/sso/otp-validate/register', dsl.token, {
      uuid: target.data.uuid,
      otp: code,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IDN-E-0108');
    const confirmed = await post('/sso/otp-validate/register', dsl.token, {
      uuid: target.data.uuid,
      otp: code,
      confirmReplace: true,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('when an OTP is asked again before the interval, then it is refused and the interval says how long', async () => {
    const dsl = await loginThrough(app, 'DSL', 'dsl-level1');
    const { data } = await start(dsl.token, 'B2345674');
    expect((await post('/sso/otp-send', dsl.token, { uuid: data.uuid })).statusCode).toBe(200);
    const again = await post('/sso/otp-send', dsl.token, { uuid: data.uuid });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('IDN-E-0105');
    const interval = (await post('/sso/otp/interval', dsl.token, { uuid: data.uuid })).json().data;
    expect(interval.remainingSeconds).toBeGreaterThan(290);
    // Going back a step reopens the same challenge rather than a fresh one with fresh guesses.
    expect((await start(dsl.token, 'B2345674')).data.uuid).toBe(data.uuid);
  });

  it('when another user sends someone’s challenge uuid, then it reads exactly like an unknown one', async () => {
    const mine = await loginThrough(app, 'DSL', 'dsl-level2');
    const { data } = await start(mine.token, 'B2345674');
    const other = await loginThrough(app, 'DSL', 'dsl-level1');
    const stolen = await post('/sso/otp/interval', other.token, { uuid: data.uuid });
    const unknown = await post('/sso/otp/interval', other.token, {
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(unknown.json());
  });

  it('when the record is missing, has no contact, or the account is not blank, then each says so', async () => {
    const dsl = await loginThrough(app, 'DSL', 'dsl-level1');
    expect((await start(dsl.token, 'Z9999999')).code).toBe('IDN-E-0107');
    await database.db.insert(tdPersons).values({
      idNo: 'K1111111',
      engSurname: 'NO',
      engGivenName: 'CONTACT',
      gender: 'M',
      contactMeansInd: 'M',
      phoneNo: null,
    });
    expect((await start(dsl.token, 'K1111111')).code).toBe('IDN-E-0106');
    const owner = await quickLogin(app, 'A1234563');
    expect((await start(owner.token, 'A1234563')).code).toBe('IDN-E-0109');
  });
});

describe('the OTP lockout', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase({ seedDemo: true });
  });
  afterAll(async () => database?.close());

  it('when the maximum of wrong codes is reached, then the lockout holds across a server restart', async () => {
    await database.db.update(systemParams).set({ value: 3 }).where(eq(systemParams.code, 'OTP_MAX_ATTEMPTS'));
    let app = await buildApp(config, database);
    await app.ready();
    const post = (url: string, token: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `${USERS}${url}`, headers: bearer(token), payload });
    const dsl = await loginThrough(app, 'DSL', 'dsl-level4', '2');
    const { data } = (await post('/sso/valid-info', dsl.token, { idType: 'HKID', idNo: 'C3456785' })).json();
    await post('/sso/otp-send', dsl.token, { uuid: data.uuid });
    const code = await lastOtp(app, '62345678');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempt = (otp: string) => post('/sso/otp-validate/register', dsl.token, { uuid: data.uuid, otp });
    expect((await attempt(wrongCode)).json().code).toBe('IDN-E-0101');
    expect((await attempt(wrongCode)).json().code).toBe('IDN-E-0101');
    const last = await attempt(wrongCode);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'IDN-E-0103', message: expect.stringContaining('24 hours') });
    expect((await attempt(code)).json().code).toBe('IDN-E-0102');

    await app.close();
    app = await buildApp(config, database);
    await app.ready();
    try {
      const afterRestart = await attempt(code);
      expect(afterRestart.statusCode).toBe(429);
      expect(afterRestart.json().code).toBe('IDN-E-0102');
      const restart = await post('/sso/valid-info', dsl.token, { idType: 'HKID', idNo: 'C3456785' });
      expect(restart.json().code).toBe('IDN-E-0102');
    } finally {
      await app.close();
    }
  });
});
