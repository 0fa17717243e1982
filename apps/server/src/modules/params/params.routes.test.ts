import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENUM_TYPE_NAMES } from '@eticket/domain/params/enum-types';
import { PERMISSION_FLAGS } from '@eticket/domain/accounts/permissions';
import { DEMO_OPERATOR_TOKEN } from '../../config.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/rest/param/api/v1/publ';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /enum/enum-type/{enumType}', () => {
  it.each([...ENUM_TYPE_NAMES, 'parking-offences', 'moving-offences'])(
    'when the table %s is asked for, then it answers a non-empty list in the envelope',
    async (enumType) => {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/enum/enum-type/${enumType}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe('0');
      expect(body.data.length).toBeGreaterThan(0);
      for (const entry of body.data) {
        expect(entry.label.en && entry.label['zh-hk'] && entry.label['zh-cn']).toBeTruthy();
      }
    },
  );

  it('when the parking offences are asked for, then codes 01 to 21 come with today’s amount and their history', async () => {
    const body = (await t.app.inject({ url: `${BASE}/enum/enum-type/parking-offences` })).json();
    expect(body.data.map((o: { code: string }) => o.code)).toEqual(
      Array.from({ length: 21 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    const o4 = body.data.find((o: { code: string }) => o.code === '04');
    expect(o4.currentAmountCents).toBe(40000);
    expect(o4.tariffs).toEqual([
      { validFrom: '2018-06-01', amountCents: 32000 },
      { validFrom: '2026-01-01', amountCents: 40000 },
    ]);
    expect(o4.label.en).toContain('HK$400.00');
  });

  it('when the moving offences are asked for, then codes 001 to 062 come with demerit points', async () => {
    const body = (await t.app.inject({ url: `${BASE}/enum/enum-type/moving-offences` })).json();
    expect(body.data).toHaveLength(62);
    expect(body.data[0].code).toBe('001');
    expect(body.data[61].code).toBe('062');
    expect(new Set(body.data.map((o: { demeritPoints: number }) => o.demeritPoints))).toEqual(
      new Set([0, 3, 5, 10]),
    );
  });

  it('when an unknown table is asked for in Traditional Chinese, then a clear 404 names it in that language', async () => {
    const res = await t.app.inject({
      url: `${BASE}/enum/enum-type/no-such-table`,
      headers: { 'accept-language': 'zh-HK' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'PRM-E-0001',
      message: '代碼表「no-such-table」並不存在。',
      data: null,
    });
  });

  it('when a prototype property name is asked for, then it is an unknown table too', async () => {
    const res = await t.app.inject({ url: `${BASE}/enum/enum-type/constructor` });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /param/{paramCode}', () => {
  it.each([
    ['OTP_VALIDITY_SECONDS', 300],
    ['PAYMENT_WINDOW_DAYS', 21],
    ['EXPORT_TASKS_PER_DAY', 3],
    ['EXPORT_MAX_DAYS', 31],
    ['DRIVING_LOG_AUTO_CLOSE_HOURS', 12],
    ['DRIVER_ACTION_DAYS', 7],
    ['MAX_AGENTS_PER_VEHICLE', 3],
  ])('when %s is asked for, then its value is %j', async (code, value) => {
    const body = (await t.app.inject({ url: `${BASE}/param/${code}` })).json();
    expect(body).toMatchObject({ code: '0', data: { code, value } });
  });

  it('when an unknown parameter is asked for, then a 404 names it', async () => {
    const res = await t.app.inject({ url: `${BASE}/param/NOPE` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PRM-E-0002');
    expect(res.json().message).toContain('NOPE');
  });
});

describe('GET /role/management/lists', () => {
  it('when the role table is asked for, then every role type has the 14 flags and OD combines D then O', async () => {
    const body = (await t.app.inject({ url: `${BASE}/role/management/lists` })).json();
    const byType = Object.fromEntries(body.data.map((r: { roleType: string }) => [r.roleType, r]));
    expect(Object.keys(byType).sort()).toEqual(['D', 'EMPTY', 'O', 'OAD', 'OAG', 'OD', 'UAG']);
    for (const role of body.data) {
      expect(
        Object.keys(role)
          .filter((k) => k !== 'roleType')
          .sort(),
      ).toEqual([...PERMISSION_FLAGS].sort());
    }
    for (const flag of PERMISSION_FLAGS) {
      expect(byType.EMPTY[flag]).toBe(false);
      expect(byType.OD[flag]).toBe(byType.D[flag] || byType.O[flag]);
    }
    expect(byType.O.vehicle).toBe(true);
    expect(byType.D.vehicle).toBe(false);
    expect(byType.OD.vehicle).toBe(true);
    expect(byType.OD.dop).toBe(true);
  });
});

/** Parameters that were stored and shown to operators while the portal never read them (ADR 0051). */
const UNREAD = [
  'PAYMENT_RECORD_MONTHS',
  'MESSAGE_RETENTION_DAYS',
  'IDLE_ALERT_SECONDS',
  'IDLE_LOGOUT_SECONDS',
  'FORCED_ALERT_SECONDS',
  'FORCED_LOGOUT_SECONDS',
  'CONTACT_CHANGE_REPORT_HOURS',
];

describe('business parameters an operator may change', () => {
  it.each(UNREAD)(
    'when %s, which the portal does not read, is asked for or changed, then it is not there to change',
    async (code) => {
      expect((await t.app.inject({ url: `${BASE}/param/${code}` })).statusCode).toBe(404);
      const change = await t.app.inject({
        method: 'PUT',
        url: `/rest/param/api/v1/internal/param/${code}`,
        headers: { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` },
        payload: { value: 1 },
      });
      expect(change.statusCode).toBe(404);
      expect(change.json().code).toBe('PRM-E-0002');
    },
  );
});
