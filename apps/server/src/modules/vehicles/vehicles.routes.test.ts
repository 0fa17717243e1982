import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_CATALOGUE_NAMES, VEHICLE_CATALOGUES } from '@eticket/domain/vehicles/vehicle-catalogues';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const BASE = '/rest/param/api/v1/publ';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /enum/enum-type/{vehicle table}', () => {
  it.each(VEHICLE_CATALOGUE_NAMES)(
    'when the table %s is asked for without a session, then it answers the whole table in the envelope',
    async (name) => {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/enum/enum-type/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: '0', message: expect.any(String), data: VEHICLE_CATALOGUES[name] });
    },
  );

  it('when the vehicle classes are asked for, then each code comes with its group and three labels', async () => {
    const body = (await t.app.inject({ url: `${BASE}/enum/enum-type/vehicle-classes` })).json();
    const taxi = body.data.find((e: { code: string }) => e.code === '004');
    expect(taxi).toEqual({
      code: '004',
      name: 'URBAN_TAXI',
      group: 'TAXI',
      label: { en: 'Urban taxi', 'zh-hk': '市區的士', 'zh-cn': '市区的士' },
    });
  });
});
