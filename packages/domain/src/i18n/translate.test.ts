import { describe, expect, it } from 'vitest';
import type { Locale } from '../common/locale.ts';
import { translate, type MessageParams, type MessageTable } from './translate.ts';

const messages: MessageTable = {
  'validation.required': {
    en: '{field} is required',
    'zh-hk': '{field}為必填項目',
    'zh-cn': '{field}为必填项',
  },
  'only.en': { en: 'English only' },
  'empty.zh': { en: 'Fallback', 'zh-hk': '', 'zh-cn': '' },
  'two.params': { en: '{a} and {b} and {a}', 'zh-hk': '{a}及{b}', 'zh-cn': '{a}和{b}' },
  'no.en': { 'zh-hk': '只有中文' },
};

describe('translate', () => {
  it.each<[string, Locale, MessageParams | undefined, string]>([
    ['validation.required', 'en', { field: 'Vehicle No.' }, 'Vehicle No. is required'],
    ['validation.required', 'zh-hk', { field: '車輛登記號碼' }, '車輛登記號碼為必填項目'],
    ['validation.required', 'zh-cn', { field: '车辆登记号码' }, '车辆登记号码为必填项'],
    ['validation.required', 'en', undefined, '{field} is required'],
    ['validation.required', 'en', {}, '{field} is required'],
    ['validation.required', 'en', { other: 'x' }, '{field} is required'],
    ['validation.required', 'en', { field: '{field}' }, '{field} is required'],
    ['validation.required', 'en', { field: 0 }, '0 is required'],
    ['only.en', 'zh-hk', undefined, 'English only'],
    ['empty.zh', 'zh-cn', undefined, 'Fallback'],
    ['two.params', 'en', { a: 1, b: 2 }, '1 and 2 and 1'],
    ['two.params', 'zh-cn', { a: 1, b: 2 }, '1和2'],
    ['no.en', 'zh-hk', undefined, '只有中文'],
    ['no.en', 'zh-cn', undefined, 'no.en'],
    ['missing.key', 'en', undefined, 'missing.key'],
    ['constructor', 'en', undefined, 'constructor'],
    ['toString', 'zh-hk', undefined, 'toString'],
  ])('when %j is asked in %s with %j, then it reads %j', (key, locale, params, expected) => {
    expect(translate(messages, key, locale, params)).toBe(expected);
  });
});
