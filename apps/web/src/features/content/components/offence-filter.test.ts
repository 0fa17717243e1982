import { describe, expect, it } from 'vitest';
import type { OffenceEntry } from '@eticket/domain/params/params.schemas';
import { filterOffences } from './offence-filter.ts';

function offence(code: string, en: string, zh: string): OffenceEntry {
  return {
    code,
    name: code,
    label: { en, 'zh-hk': zh, 'zh-cn': zh },
    noticeType: code.length === 2 ? '525' : '570',
    regulation: 'Cap. 237',
    description: { en, 'zh-hk': zh, 'zh-cn': zh },
    demeritPoints: 0,
    repealed: false,
    confirmed: true,
    currentAmountCents: 40000,
    tariffs: [],
  };
}

const list = [
  offence('04', 'Parked outside an authorised parking place', '在認可泊車處以外停泊車輛'),
  offence('14', 'Parked at a meter without paying', '停泊於咪錶位而未有繳費'),
  offence('001', 'Exceeding the speed limit by not more than 15 km/h', '超越速度限制不多於每小時15公里'),
  offence('0054A', 'Failing to obey traffic lights', '不遵守交通燈號'),
];
const codes = (query: string, locale: 'en' | 'zh-hk' = 'en') =>
  filterOffences(list, query, locale).map((o) => o.code);

describe('filterOffences', () => {
  it.each([
    ['', ['04', '14', '001', '0054A']],
    ['   ', ['04', '14', '001', '0054A']],
    ['04', ['04']],
    ['4', ['04']],
    ['54(A)', ['0054A']],
    ['54a', ['0054A']],
    ['1', ['001']],
    ['parked', ['04', '14']],
    ['PARKED meter', ['14']],
    ['speed 15', ['001']],
    ['nothing like this', []],
  ])('when the search is %j, then the codes are %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('when the search is in Chinese, then it matches part of the Chinese description', () => {
    expect(codes('交通燈', 'zh-hk')).toEqual(['0054A']);
    expect(codes('泊', 'zh-hk')).toEqual(['04', '14']);
  });

  it('when an everyday word is searched, then the formal wording of the catalogue is found', () => {
    expect(codes('超速', 'zh-hk')).toEqual(['001']);
    expect(codes('speeding')).toEqual(['001']);
  });

  it('when the page is in Chinese, then an English search still finds the offence', () => {
    expect(codes('meter', 'zh-hk')).toEqual(['14']);
  });
});
