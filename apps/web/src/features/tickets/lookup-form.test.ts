import { describe, expect, it } from 'vitest';
import { lookupErrorKeys, normalisedLookup, validationText } from './lookup-form.ts';

describe('the look-up form rules', () => {
  it.each([
    [
      { noticeNo: '', vehicleNo: '' },
      { noticeNo: 'validation.noticeNo.required', vehicleNo: 'validation.vehicleNo.required' },
    ],
    [{ noticeNo: '1234', vehicleNo: 'AB1234' }, { noticeNo: 'validation.noticeNo.incorrect' }],
    [{ noticeNo: '70000001', vehicleNo: 'IO123' }, { vehicleNo: 'validation.vehicleNo.ioq' }],
    [{ noticeNo: '70000001', vehicleNo: 'ab 1234' }, {}],
  ])('when %o is checked, then the errors are %o', (values, expected) => {
    expect(lookupErrorKeys(values)).toEqual(expected);
  });

  it('when a key is shown, then it reads as the spec words it in each language', () => {
    expect(validationText('validation.vehicleNo.ioq', 'en')).toBe("Vehicle No. can not enter 'IOQ'");
    expect(validationText('validation.noticeNo.incorrect', 'en')).toBe(
      'The Notice No. you have entered is incorrect, please check and re-enter.',
    );
    expect(validationText('validation.vehicleNo.ioq', 'zh-hk')).toMatch(/[\u4e00-\u9fff]/);
  });

  it('when values are sent, then spaces and case are normalised', () => {
    expect(normalisedLookup({ noticeNo: ' 7000 0001 ', vehicleNo: ' ab1234 ' })).toEqual({
      noticeNo: '70000001',
      vehicleNo: 'AB1234',
    });
  });
});
