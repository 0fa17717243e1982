import { describe, expect, it } from 'vitest';
import { formatShareCode, shareCodeSchema } from './tcr-share.schemas.ts';

describe('share code', () => {
  it.each([
    ['ABCD-EFGH-JKMN-PQRS', 'ABCDEFGHJKMNPQRS'],
    ['abcd efgh jkmn pqrs', 'ABCDEFGHJKMNPQRS'],
    [' 2345-6789-ABCD-EFGH ', '23456789ABCDEFGH'],
  ])('when %j is typed, then it reads as %s', (typed, code) => {
    expect(shareCodeSchema.parse(typed)).toBe(code);
  });

  it.each([
    ['a 0 (zero)', 'ABCD-EFGH-JKMN-PQR0'],
    ['an O', 'ABCD-EFGH-JKMN-PQRO'],
    ['a 1 and an I', 'ABCD-EFGH-JKMN-PQ1I'],
    ['an L', 'ABCD-EFGH-JKMN-PQRL'],
    ['15 characters', 'ABCD-EFGH-JKMN-PQR'],
    ['17 characters', 'ABCD-EFGH-JKMN-PQRST'],
    ['a certificate token', 'x'.repeat(200)],
  ])('when it holds %s, then it is refused with the format key', (_what, typed) => {
    const parsed = shareCodeSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.shareCode.format');
  });

  it('when a code is shown, then it is in groups of four', () => {
    expect(formatShareCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});
