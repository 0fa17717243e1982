import { describe, expect, it } from 'vitest';
import { offersReminder } from './payment-deadline.ts';

describe('a calendar reminder of a payment deadline', () => {
  // 23:30 on 14 December in Hong Kong is 15:30 UTC: the Hong Kong date decides, not the UTC one.
  const lateOn14th = new Date('2026-12-14T15:30:00Z');
  it.each([
    ['2026-12-13', false],
    ['2026-12-14', true],
    ['2026-12-15', true],
  ])(
    'when the deadline is %s and it is late on 14 December in Hong Kong, then offered is %s',
    (deadline, offered) => {
      expect(offersReminder(deadline, lateOn14th)).toBe(offered);
    },
  );
  it('when it is just past midnight on 15 December in Hong Kong, then a deadline of the 14th is past', () => {
    expect(offersReminder('2026-12-14', new Date('2026-12-14T16:00:00Z'))).toBe(false);
  });
});
