import { describe, expect, it } from 'vitest';
import { formatTrafficCode } from './traffic-code.ts';

describe('formatTrafficCode', () => {
  it.each<[string | number | null | undefined, string]>([
    ['0054A', '54(A)'],
    ['011', '1(1)'],
    ['062', '6(2)'],
    ['001', '1'],
    ['01', '1'],
    ['05', '5'],
    ['21', '2(1)'],
    ['100', '10(0)'],
    ['54a', '54(A)'],
    [' 0054A ', '54(A)'],
    ['A', 'A'],
    ['0', '0'],
    ['000', '0'],
    [54, '5(4)'],
    ['', '-'],
    ['  ', '-'],
    [null, '-'],
    [undefined, '-'],
    [0, '-'],
  ])('when the code is %j, then it shows %j', (code, expected) => {
    expect(formatTrafficCode(code)).toBe(expected);
  });
});
