import { describe, expect, it } from 'vitest';
import { lookupErrorKeys, normalisedLookup, validationText } from './lookup-form.ts';

describe('the look-up form rules', () => {
  it.each([
    [
      { noticeNo: '', vehicleNo: '' },
      {
        noticeNo: { key: 'validation.noticeNo.required' },
        vehicleNo: { key: 'validation.vehicleNo.required' },
      },
    ],
    [{ noticeNo: '1234', vehicleNo: 'AB1234' }, { noticeNo: { key: 'validation.noticeNo.incorrect' } }],
    [
      { noticeNo: '70000001', vehicleNo: 'IO123' },
      { vehicleNo: { key: 'validation.vehicleNo.ioq', params: { letter: 'I' } } },
    ],
    [{ noticeNo: '70000001', vehicleNo: 'ab 1234' }, {}],
  ])('when %o is checked, then the errors are %o', (values, expected) => {
    expect(lookupErrorKeys(values)).toEqual(expected);
  });

  it('when a key is shown, then it reads as the spec words it in each language', () => {
    expect(validationText('validation.vehicleNo.ioq', 'en', { letter: 'O' })).toBe(
      "Vehicle No. cannot contain the letter 'O': registration marks never use I, O or Q",
    );
    expect(validationText('validation.noticeNo.incorrect', 'en')).toBe(
      'The Notice No. you have entered is incorrect, please check and re-enter.',
    );
    expect(validationText('validation.vehicleNo.ioq', 'zh-hk')).toMatch(/[\u4e00-\u9fff]/);
  });

  it('when values are sent, then spaces and case are normalised', () => {
    expect(normalisedLookup({ noticeNo: ' 7000 0001 ', vehicleNo: ' ab 1234 ' })).toEqual({
      noticeNo: '70000001',
      vehicleNo: 'AB1234',
    });
  });
});
