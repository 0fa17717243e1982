import { describe, expect, it } from 'vitest';
import { LOCALES } from '../common/locale.ts';
import { honorificOf } from '../accounts/roles.ts';
import { validateNoticeLookup } from '../tickets/notice-no.ts';
import { validateVehicleNo } from '../vehicles/vehicle-no.ts';
import { translate } from './translate.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

const entries = Object.entries(VALIDATION_MESSAGES);
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Characters that differ between the scripts, to catch a Traditional text pasted as Simplified or back.
const TRADITIONAL_ONLY = /[請輸車輛號碼書確誤錯驗證權執駕無屆電郵為項後檢]/;
const SIMPLIFIED_ONLY = /[请输车辆号码书确误错验证权执驾无届电邮为项后检]/;

describe('VALIDATION_MESSAGES', () => {
  it.each(entries)('when %s is read, then every language has a non-empty text', (_key, texts) => {
    for (const locale of LOCALES) expect(texts[locale].trim()).not.toBe('');
  });

  it.each(entries)('when %s is read, then every language has the same placeholders', (_key, texts) => {
    expect(placeholdersOf(texts['zh-hk'])).toEqual(placeholdersOf(texts.en));
    expect(placeholdersOf(texts['zh-cn'])).toEqual(placeholdersOf(texts.en));
  });

  it.each(entries)(
    'when %s is read, then both Chinese texts are real Chinese in their own script',
    (_key, t) => {
      for (const text of [t['zh-hk'], t['zh-cn']]) expect(text).toMatch(/\p{Script=Han}/u);
      expect(t['zh-hk']).not.toMatch(SIMPLIFIED_ONLY);
      expect(t['zh-cn']).not.toMatch(TRADITIONAL_ONLY);
    },
  );

  it('when the validators and honorifics return a key, then it has a message', () => {
    const returned = [
      validateVehicleNo('')?.key,
      validateVehicleNo('IOQ')?.key,
      validateVehicleNo('AAAAA')?.key,
      validateNoticeLookup(''),
      validateNoticeLookup('1'),
      honorificOf('M'),
      honorificOf('F'),
    ];
    expect(returned).toEqual([
      'validation.vehicleNo.required',
      'validation.vehicleNo.ioq',
      'validation.vehicleNo.incorrect',
      'validation.noticeNo.required',
      'validation.noticeNo.incorrect',
      'common.mr',
      'common.ms',
    ]);
    for (const key of returned) expect(Object.keys(VALIDATION_MESSAGES)).toContain(key);
  });

  it.each([
    ['en', 'AB1O34', "Vehicle No. cannot contain the letter 'O': registration marks never use I, O or Q"],
    ['zh-hk', 'ab1o34', '車輛登記號碼不可包含字母「O」：登記號碼不會使用 I、O 或 Q'],
    ['zh-cn', 'QB1234', '车辆登记号码不可包含字母“Q”：登记号码不会使用 I、O 或 Q'],
  ] as const)(
    'when a mark with I, O or Q is refused in %s, then the message names the letter',
    (locale, mark, text) => {
      const error = validateVehicleNo(mark)!;
      expect(translate(VALIDATION_MESSAGES, error.key, locale, error.params)).toBe(text);
    },
  );

  it.each([
    ['validation.required', '{field} is required'],
    ['validation.format', 'Please input the correct {field}'],
    ['validation.vehicleNo.incorrect', 'Please enter the correct Vehicle No.'],
    [
      'validation.noticeNo.incorrect',
      'The Notice No. you have entered is incorrect, please check and re-enter.',
    ],
    ['validation.licenceNo.incorrect', 'The Licence No. number is incorrect'],
    ['common.mr', 'Mr.'],
    ['common.ms', 'Ms.'],
  ])('when %s is shown in English, then it reads exactly as the spec: %j', (key, expected) => {
    expect(translate(VALIDATION_MESSAGES, key, 'en')).toBe(expected);
  });

  it('when the generic message is filled in Traditional Chinese, then the field name takes its place', () => {
    expect(translate(VALIDATION_MESSAGES, 'validation.format', 'zh-hk', { field: '電郵地址' })).toBe(
      '請輸入正確的電郵地址',
    );
  });
});
