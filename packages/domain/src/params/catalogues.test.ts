import { describe, it, expect } from 'vitest';
import { LOCALES } from '../common/locale.ts';
import type { CatalogueEntry } from './catalogue-entry.ts';
import { ENUM_CATALOGUES, ENUM_TYPE_NAMES, isEnumTypeName } from './enum-types.ts';
import { DOCUMENT_TYPE_CATALOGUE } from './document-types.ts';
import { LOCATION_FEATURE_CATALOGUE } from './location-features.ts';
import { LOCATION_TYPE_CATALOGUE } from './location-types.ts';
import { NOTICE_TYPE_CATALOGUE } from './notice-types.ts';
import { PAYMENT_CHANNEL_CATALOGUE } from './payment-channels.ts';
import { PAYMENT_METHOD_CATALOGUE } from './payment-methods.ts';
import { ROLE_TYPE_CATALOGUE } from './role-types.ts';
import { VEHICLE_CATALOGUE_NAMES, VEHICLE_CATALOGUES } from '../vehicles/vehicle-catalogues.ts';
import { TICKET_STATUS_CATALOGUE } from './ticket-statuses.ts';
import { PAYMENT_STATUS_CATALOGUE } from './payment-statuses.ts';
import { APPLICATION_STATUS_CATALOGUE } from './application-statuses.ts';

const HAN = /\p{Script=Han}/u;
/** Trade names kept in Latin script in Chinese texts. */
const LATIN_TRADE_NAMES = new Set(['APPLE_PAY', 'ANDROID_PAY']);

/** Every table served at GET /enum/enum-type/{name}: the parameter service's and the vehicles area's. */
const SERVED: Record<string, readonly CatalogueEntry[]> = { ...ENUM_CATALOGUES, ...VEHICLE_CATALOGUES };
const SERVED_NAMES = [...ENUM_TYPE_NAMES, ...VEHICLE_CATALOGUE_NAMES];

function table(name: string): readonly CatalogueEntry[] {
  const found = SERVED[name];
  if (!found) throw new Error(`no table ${name}`);
  return found;
}

function codeToName(entries: readonly CatalogueEntry[]): Record<string, string> {
  return Object.fromEntries(entries.map((e) => [e.code, e.name]));
}

describe('enum type names', () => {
  it('name one table each, in kebab case', () => {
    expect(Object.keys(ENUM_CATALOGUES).sort()).toEqual([...ENUM_TYPE_NAMES].sort());
    for (const name of ENUM_TYPE_NAMES) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(table(name).length, name).toBeGreaterThan(0);
    }
  });

  it('find nothing for unknown or inherited names', () => {
    for (const name of ['toString', '__proto__', 'constructor', 'parking-offences', 'nope']) {
      expect(ENUM_CATALOGUES[name], name).toBeUndefined();
      expect(isEnumTypeName(name), name).toBe(false);
    }
    expect(isEnumTypeName('payment-methods')).toBe(true);
  });

  it('are served by one area each: no vehicle table is also a parameter table', () => {
    for (const name of VEHICLE_CATALOGUE_NAMES) expect(isEnumTypeName(name), name).toBe(false);
    expect(new Set(SERVED_NAMES).size).toBe(SERVED_NAMES.length);
  });
});

describe.each(SERVED_NAMES.map((name) => [name]))('%s', (name) => {
  const entries = table(name);

  it('has unique codes and unique names', () => {
    const codes = entries.map((e) => e.code);
    const names = entries.map((e) => e.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
    for (const e of entries) {
      expect(e.code.trim()).toBe(e.code);
      expect(e.code).not.toBe('');
      expect(e.name).toMatch(/^[A-Z0-9]+([_-][A-Z0-9]+)*$/);
    }
  });

  it('labels every entry in the three languages', () => {
    for (const e of entries) {
      expect(Object.keys(e.label).sort(), e.code).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(e.label[locale].trim(), `${e.code} ${locale}`).not.toBe('');
    }
  });

  it('writes the Chinese labels in Chinese, English in the English ones', () => {
    for (const e of entries) {
      expect(e.label.en, e.code).not.toMatch(HAN);
      if (LATIN_TRADE_NAMES.has(e.name)) continue;
      expect(e.label['zh-hk'], e.code).toMatch(HAN);
      expect(e.label['zh-cn'], e.code).toMatch(HAN);
    }
  });

  it('has unique labels in every language', () => {
    for (const locale of LOCALES) {
      const labels = entries.map((e) => e.label[locale]);
      expect(new Set(labels).size, locale).toBe(labels.length);
    }
  });
});

describe('payment codes', () => {
  it('payment methods are exactly as the spec says', () => {
    expect(codeToName(PAYMENT_METHOD_CATALOGUE)).toEqual({
      '0': 'PPS',
      '1': 'CREDIT_CARD',
      '2': 'FPS',
      '3': 'CHEQUE',
      '4': 'GIFT',
      '5': 'ATM',
      '7': 'INTERNET',
      '8': 'EPS',
      '9': 'MIXED',
      A: 'ATM_OR_INTERNET',
      B: 'CASH_OR_CHEQUE',
      C: 'HK_POST',
      D: 'V_ATM',
      E: 'I_BANK',
      F: 'P_BANK',
      G: 'TRY',
      L: 'CASHIER',
      P: 'PHONE_BANKING',
      W: 'CASH',
    });
    expect(PAYMENT_METHOD_CATALOGUE).toHaveLength(19);
  });

  it('online payment channels are exactly as the spec says', () => {
    expect(PAYMENT_CHANNEL_CATALOGUE.map((e) => [e.label.en, e.code])).toEqual([
      ['FPS', '1'],
      ['PPS', '2'],
      ['Apple Pay', '3'],
      ['Android Pay', '4'],
      ['Visa', '5'],
      ['JCB', '6'],
      ['Mastercard', '7'],
      ['UnionPay', '8'],
    ]);
  });

  it('use the Hong Kong names for PPS and FPS', () => {
    for (const entries of [PAYMENT_METHOD_CATALOGUE, PAYMENT_CHANNEL_CATALOGUE]) {
      const byName = Object.fromEntries(entries.map((e) => [e.name, e.label]));
      expect(byName['PPS']?.['zh-hk']).toBe('繳費靈');
      expect(byName['FPS']?.['zh-hk']).toBe('轉數快');
      expect(byName['PPS']?.['zh-cn']).toBe('缴费灵');
      expect(byName['FPS']?.['zh-cn']).toBe('转数快');
    }
  });
});

describe('other fixed tables', () => {
  it('role types are exactly the spec codes', () => {
    expect(ROLE_TYPE_CATALOGUE.map((e) => e.code)).toEqual(['O', 'D', 'OD', 'EMPTY', 'UAG', 'OAG', 'OAD']);
    const names = codeToName(ROLE_TYPE_CATALOGUE);
    expect([names['UAG'], names['OAG'], names['OAD']]).toEqual(['USER_AGENT', 'ORG_AGENT', 'ORG_ADMIN']);
  });

  it('document types hold the spec codes for organisations and ours for individuals', () => {
    expect(DOCUMENT_TYPE_CATALOGUE.map((e) => `${e.group}:${e.code}`)).toEqual([
      'ORGANISATION:F',
      'ORGANISATION:B',
      'ORGANISATION:T',
      'INDIVIDUAL:H',
      'INDIVIDUAL:L',
    ]);
  });

  it('notice types are 525 parking and 570 moving', () => {
    expect(codeToName(NOTICE_TYPE_CATALOGUE)).toEqual({ '525': 'PARKING', '570': 'MOVING' });
  });

  it('location types and features are single letters', () => {
    for (const e of [...LOCATION_TYPE_CATALOGUE, ...LOCATION_FEATURE_CATALOGUE])
      expect(e.code).toMatch(/^[A-Z]$/);
    expect(LOCATION_TYPE_CATALOGUE.map((e) => e.label.en)).toEqual([
      'Outside',
      'Opposite',
      'Inside',
      'At',
      'Near',
    ]);
    expect(LOCATION_FEATURE_CATALOGUE).toHaveLength(9);
  });

  it('status tables use the constant name as code', () => {
    for (const entries of [TICKET_STATUS_CATALOGUE, PAYMENT_STATUS_CATALOGUE, APPLICATION_STATUS_CATALOGUE]) {
      for (const e of entries) expect(e.code).toBe(e.name);
    }
    expect(TICKET_STATUS_CATALOGUE.map((e) => e.code)).toEqual([
      'UNPAID',
      'IN_TRANSACTION',
      'SETTLED',
      'UNDER_INVESTIGATION',
      'INVESTIGATION_COMPLETED',
      'CANCELLED_AFTER_INVESTIGATION',
      'CANCELLED_BY_COURT',
      'OVERDUE',
      'PAY_AT_COURT_SHROFF',
      'REFUND_IN_PROCESS',
      'REFUNDED',
    ]);
    expect(PAYMENT_STATUS_CATALOGUE.map((e) => e.code)).toEqual([
      'PAYING',
      'SUCCESS',
      'FAILED',
      'CANCELLED',
      'EXPIRED',
      'IN_PROGRESS',
    ]);
    expect(APPLICATION_STATUS_CATALOGUE).toHaveLength(9);
  });
});
