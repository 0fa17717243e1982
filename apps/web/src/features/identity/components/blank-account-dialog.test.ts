import { describe, expect, it } from 'vitest';
import { blankAccountPromptOf } from './blank-account-dialog.tsx';

describe('which blank-account prompt is due', () => {
  it.each([
    [{ blankAccount: 'Y', alertStatus: '1', blankAccountReadFlag: 'N' }, 'tip'],
    [{ blankAccount: 'Y', alertStatus: '3', blankAccountReadFlag: 'N' }, 'tip'],
    [{ blankAccount: 'Y', alertStatus: '1', blankAccountReadFlag: 'Y' }, null],
    [{ blankAccount: 'Y', alertStatus: '2', blankAccountReadFlag: 'Y' }, 'choice'],
    [{ blankAccount: 'N', alertStatus: '2', blankAccountReadFlag: 'N' }, null],
    [{ blankAccount: 'Y', alertStatus: null, blankAccountReadFlag: 'N' }, null],
  ] as const)('when the status is %o, then the prompt is %s', (status, expected) => {
    expect(blankAccountPromptOf(status)).toBe(expected);
  });

  it('when there is no status, then nothing is shown', () => {
    expect(blankAccountPromptOf(null)).toBeNull();
  });
});
