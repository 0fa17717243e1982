import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseVehicleNo, validateVehicleNo } from './vehicle-no.ts';

describe('normaliseVehicleNo', () => {
  it.each<[string | null | undefined, string]>([
    ['  ab 1234 ', 'AB1234'],
    ['AB  12', 'AB12'],
    ['A B\t1\u00a02', 'AB12'],
    ['hk1', 'HK1'],
    [null, ''],
    [undefined, ''],
  ])('when %j is entered, then it is read as %j', (value, expected) => {
    expect(normaliseVehicleNo(value)).toBe(expected);
  });
});

describe('validateVehicleNo', () => {
  it.each<[string | null | undefined, string | null]>([
    ['AB1234', null],
    ['ab1234', null],
    [' AB 1234 ', null],
    ['AB 1234', null],
    ['AB  1234', null],
    ['ABCD 1234', null],
    ['1', null],
    ['A', null],
    ['HK 2026', null],
    ['ABCDEFGH', null],
    ['A B C D', null],
    ['AAAA1', null],
    ['11112222', null],
    ['A1 B2 C3', null],
    ['AB\t12', null],
    [null, 'validation.vehicleNo.required'],
    ['', 'validation.vehicleNo.required'],
    ['    ', 'validation.vehicleNo.required'],
    ['IO1', 'validation.vehicleNo.ioq'],
    ['AB1234Q', 'validation.vehicleNo.ioq'],
    ['o', 'validation.vehicleNo.ioq'],
    ['QQQQQQQQQQ', 'validation.vehicleNo.ioq'],
    ['AB-1234I', 'validation.vehicleNo.ioq'],
    ['ABCDEFGHJ', 'validation.vehicleNo.incorrect'],
    ['AAAAA', 'validation.vehicleNo.incorrect'],
    ['AA AAA', 'validation.vehicleNo.incorrect'],
    ['A11111', 'validation.vehicleNo.incorrect'],
    ['AB-123', 'validation.vehicleNo.incorrect'],
    ['車1234', 'validation.vehicleNo.incorrect'],
    ['ＡＢ１２', 'validation.vehicleNo.incorrect'],
  ])('when the vehicle no is %j, then the error is %j', (value, expected) => {
    expect(validateVehicleNo(value)?.key ?? null).toBe(expected);
  });

  it.each([
    ['IO1', 'I'],
    ['ab1o', 'O'],
    ['AB 12Q', 'Q'],
  ])('when %j holds a letter marks never use, then the message names %j', (value, letter) => {
    expect(validateVehicleNo(value)).toEqual({ key: 'validation.vehicleNo.ioq', params: { letter } });
  });

  it.each([
    ['AB 1234', 'AB1234'],
    ['ab1234', 'AB1234'],
    ['  Ab 12 34 ', 'AB1234'],
  ])('when %j is typed, then it is the same mark as %j', (typed, registered) => {
    expect(normaliseVehicleNo(typed)).toBe(normaliseVehicleNo(registered));
  });
});

/** The rules restated character by character, as an independent oracle for the regex version. */
function oracleIsValid(typed: string): boolean {
  const mark = typed.split(' ').join('');
  if (mark.length < 1 || mark.length > 8) return false;
  let run = 0;
  for (let i = 0; i < mark.length; i++) {
    const c = mark[i]!;
    if (!'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.includes(c)) return false;
    run = c === mark[i - 1] ? run + 1 : 1;
    if (run > 4) return false;
  }
  return true;
}

describe('vehicle no properties', () => {
  const markChar = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789 '.split(''), 'A', '1');
  const candidate = fc.array(markChar, { minLength: 1, maxLength: 10 }).map((cs) => cs.join(''));

  it('when any string of mark characters is checked, then it is accepted exactly when the rules allow', () => {
    fc.assert(
      fc.property(candidate, (mark) => {
        fc.pre(mark.trim() !== '');
        expect(validateVehicleNo(mark) === null).toBe(oracleIsValid(mark));
      }),
      { numRuns: 2000 },
    );
  });

  it('when a mark holds I, O or Q in either case, then the IOQ message wins', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('I', 'O', 'Q', 'i', 'o', 'q'),
        (rest, bad) => {
          expect(validateVehicleNo(rest + bad + rest)?.key).toBe('validation.vehicleNo.ioq');
        },
      ),
    );
  });

  it('when any text is checked, then normalising first changes nothing and normalising twice is stable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const once = normaliseVehicleNo(text);
        expect(normaliseVehicleNo(once)).toBe(once);
        expect(validateVehicleNo(once)).toEqual(validateVehicleNo(text));
      }),
    );
  });

  it('when a valid mark is accepted, then it has 1 to 8 characters and no I, O or Q', () => {
    fc.assert(
      fc.property(candidate, (mark) => {
        fc.pre(validateVehicleNo(mark) === null);
        const normal = normaliseVehicleNo(mark);
        expect(normal.length).toBeGreaterThanOrEqual(1);
        expect(normal.length).toBeLessThanOrEqual(8);
        expect(normal).not.toMatch(/[IOQ ]/);
      }),
    );
  });
});
