import { describe, it, expect } from 'vitest';
import parkingJson from './parking-offences.json' with { type: 'json' };
import movingJson from './moving-offences.json' with { type: 'json' };

interface Tariff {
  validFrom: string;
  amountCents: number;
}

interface OffenceSeed {
  code: string;
  noticeType: string;
  regulation: string;
  description: Record<string, string>;
  demeritPoints: number;
  repealed: boolean;
  confirmed: boolean;
  tariffs: Tariff[];
}

const parking: readonly OffenceSeed[] = parkingJson;
const moving: readonly OffenceSeed[] = movingJson;
const all: readonly OffenceSeed[] = [...parking, ...moving];

const RISE_DATE = '2026-01-01';
const FIRST_DATE = '2018-06-01';
const LOCALE_KEYS = ['en', 'zh-cn', 'zh-hk'];
const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

function range(from: number, to: number, width: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
}

function byCode(list: readonly OffenceSeed[], code: string): OffenceSeed {
  const found = list.find((o) => o.code === code);
  if (!found) throw new Error(`offence ${code} missing`);
  return found;
}

function amountsOf(offence: OffenceSeed): number[] {
  return offence.tariffs.map((t) => t.amountCents);
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

describe('offence codes', () => {
  it('parking codes are unique and run 01 to 21', () => {
    const codes = parking.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(range(1, 21, 2));
  });

  it('moving codes are unique and run 001 to 062', () => {
    const codes = moving.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(range(1, 62, 3));
  });

  it('notice types and ordinances match the file', () => {
    for (const o of parking) {
      expect(o.noticeType, o.code).toBe('525');
      expect(o.regulation, o.code).toMatch(/^Cap\. 237( s\d+(\(\d+\))?(\([a-z]\))?)?$/);
    }
    for (const o of moving) {
      expect(o.noticeType, o.code).toBe('570');
      expect(o.regulation, o.code).toMatch(/^Cap\. 240( |$)/);
    }
  });

  it('parking 01 to 12 come from the published facts, with their sections', () => {
    const sections: Record<string, string> = {
      '01': 'Cap. 237 s4',
      '02': 'Cap. 237 s5',
      '03': 'Cap. 237 s6',
      '04': 'Cap. 237 s7(1)',
      '05': 'Cap. 237 s7(2)(a)',
      '06': 'Cap. 237 s7(2)(b)',
      '07': 'Cap. 237 s7(2)(c)',
      '08': 'Cap. 237 s8(1)',
      '09': 'Cap. 237 s8(2)',
      '11': 'Cap. 237 s10',
      '12': 'Cap. 237 s11',
    };
    for (const [code, regulation] of Object.entries(sections)) {
      expect(byCode(parking, code).regulation).toBe(regulation);
    }
    for (const code of range(1, 12, 2)) expect(byCode(parking, code).confirmed, code).toBe(true);
    for (const code of range(13, 21, 2)) expect(byCode(parking, code).confirmed, code).toBe(false);
  });

  it('some parking contraventions are repealed, no moving offence is', () => {
    expect(parking.filter((o) => o.repealed).map((o) => o.code)).toEqual(['18', '21']);
    expect(moving.filter((o) => o.repealed)).toEqual([]);
  });
});

describe('descriptions', () => {
  it('every description has exactly three non-empty languages', () => {
    for (const o of all) {
      expect(Object.keys(o.description).sort(), o.code).toEqual(LOCALE_KEYS);
      for (const key of LOCALE_KEYS) expect(o.description[key]?.trim(), `${o.code} ${key}`).toBeTruthy();
    }
  });

  it('Chinese descriptions are written in Chinese, and the two scripts differ', () => {
    for (const o of all) {
      for (const key of ['zh-hk', 'zh-cn']) {
        const text = o.description[key] ?? '';
        expect(text, `${o.code} ${key}`).toMatch(HAN);
        expect(text, `${o.code} ${key}`).not.toMatch(LATIN);
      }
      expect(o.description['zh-hk'], o.code).not.toBe(o.description['zh-cn']);
    }
  });

  it('descriptions do not carry an amount (the server appends it)', () => {
    for (const o of all) {
      for (const text of Object.values(o.description))
        expect(text, o.code).not.toMatch(/\$|HKD|港元|港币|港幣/);
    }
  });

  it('descriptions are unique within each file', () => {
    for (const list of [parking, moving]) {
      const english = list.map((o) => o.description.en);
      expect(new Set(english).size).toBe(english.length);
    }
  });
});

describe('tariffs', () => {
  it('are non-empty, start on 2018-06-01 and have strictly increasing valid dates', () => {
    for (const o of all) {
      expect(o.tariffs.length, o.code).toBeGreaterThan(0);
      expect(o.tariffs[0]?.validFrom, o.code).toBe(FIRST_DATE);
      for (const t of o.tariffs) expect(isValidDate(t.validFrom), `${o.code} ${t.validFrom}`).toBe(true);
      for (let i = 1; i < o.tariffs.length; i++) {
        expect(o.tariffs[i]!.validFrom > o.tariffs[i - 1]!.validFrom, o.code).toBe(true);
      }
    }
  });

  it('amounts are whole dollars in integer cents', () => {
    for (const o of all) {
      for (const t of o.tariffs) {
        expect(Number.isInteger(t.amountCents), o.code).toBe(true);
        expect(t.amountCents % 100, o.code).toBe(0);
      }
    }
  });

  it('amounts before 2026 lie within HK$230 to HK$1,000', () => {
    for (const o of all) {
      for (const t of o.tariffs.filter((x) => x.validFrom < RISE_DATE)) {
        expect(t.amountCents, o.code).toBeGreaterThanOrEqual(23000);
        expect(t.amountCents, o.code).toBeLessThanOrEqual(100000);
      }
    }
  });

  it('every parking contravention was HK$320, and every one in force is HK$400 from 2026', () => {
    for (const o of parking) {
      const before = o.tariffs.filter((t) => t.validFrom < RISE_DATE);
      const from2026 = o.tariffs.filter((t) => t.validFrom >= RISE_DATE);
      for (const t of before) expect(t.amountCents, o.code).toBe(32000);
      for (const t of from2026) expect(t.amountCents, o.code).toBe(40000);
      if (!o.repealed) expect(o.tariffs, o.code).toContainEqual({ validFrom: RISE_DATE, amountCents: 40000 });
    }
  });

  it('speeding tiers are exactly as published', () => {
    expect(amountsOf(byCode(moving, '001'))).toEqual([32000, 48000]);
    expect(amountsOf(byCode(moving, '002'))).toEqual([45000, 67500]);
    expect(amountsOf(byCode(moving, '003'))).toEqual([60000, 90000]);
    expect(amountsOf(byCode(moving, '004'))).toEqual([100000, 150000]);
    expect(['001', '002', '003', '004'].map((c) => byCode(moving, c).demeritPoints)).toEqual([0, 3, 5, 10]);
    for (const c of ['001', '002', '003', '004']) {
      expect(byCode(moving, c).tariffs.map((t) => t.validFrom)).toEqual([FIRST_DATE, RISE_DATE]);
    }
  });

  it('the other published moving amounts and points are as the facts say', () => {
    const facts: Array<[string, number[], number]> = [
      ['005', [60000, 90000], 5], // traffic lights
      ['006', [40000, 60000], 0], // box junction
      ['007', [56000, 84000], 0], // restricted zone pick-up
      ['008', [45000, 67500], 0], // mobile phone
      ['009', [40000], 0], // U-turn causing obstruction
      ['010', [40000], 0], // bus stop, minibus or taxi stand
      ['011', [45000], 3], // zebra crossing
      ['012', [45000], 3], // school crossing patrol
      ['014', [32000], 0], // horn
    ];
    for (const [code, amounts, points] of facts) {
      const o = byCode(moving, code);
      expect(amountsOf(o), code).toEqual(amounts);
      expect(o.demeritPoints, code).toBe(points);
      expect(o.confirmed, code).toBe(true);
    }
    expect(byCode(moving, '013').demeritPoints).toBe(3); // double white lines
  });

  it('exactly 19 moving offences rose by half on 2026-01-01, the 8 published ones among them', () => {
    const risen = moving.filter((o) => o.tariffs.some((t) => t.validFrom === RISE_DATE));
    expect(risen).toHaveLength(19);
    for (const o of risen) {
      const i = o.tariffs.findIndex((t) => t.validFrom === RISE_DATE);
      expect(i, o.code).toBeGreaterThan(0);
      const previous = o.tariffs[i - 1]!.amountCents;
      expect(o.tariffs[i]!.amountCents * 2, o.code).toBe(previous * 3);
      expect(o.tariffs[i]!.amountCents, o.code).toBeGreaterThanOrEqual(48000);
      expect(o.tariffs[i]!.amountCents, o.code).toBeLessThanOrEqual(150000);
    }
    const codes = risen.map((o) => o.code);
    for (const c of ['001', '002', '003', '004', '005', '006', '007', '008']) expect(codes).toContain(c);
    // The other 11 are our choice, not a published fact.
    expect(risen.filter((o) => !o.confirmed)).toHaveLength(11);
  });

  it('every other moving offence keeps its single 2018 tariff', () => {
    for (const o of moving.filter((x) => !x.tariffs.some((t) => t.validFrom === RISE_DATE))) {
      expect(o.tariffs, o.code).toHaveLength(1);
    }
  });
});

describe('points', () => {
  it('are 0, 3, 5 or 10, and parking contraventions carry none', () => {
    for (const o of all) expect([0, 3, 5, 10], o.code).toContain(o.demeritPoints);
    for (const o of parking) expect(o.demeritPoints, o.code).toBe(0);
  });
});
