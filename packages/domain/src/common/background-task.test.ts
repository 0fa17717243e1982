import { describe, expect, it } from 'vitest';
import { TASK_STATES, taskFinished, taskRunning } from './background-task.ts';

describe('a background task’s state', () => {
  it.each<[string | undefined, boolean, boolean]>([
    ['QUEUED', true, false],
    ['RUNNING', true, false],
    ['DONE', false, true],
    ['FAILED', false, true],
    // Not a task's state: the vehicles' NONE (never synchronised), or no answer yet.
    ['NONE', false, false],
    [undefined, false, false],
  ])('when it is %s, then running is %s and finished is %s', (state, running, finished) => {
    expect(taskRunning(state)).toBe(running);
    expect(taskFinished(state)).toBe(finished);
  });

  it('when it is any of the states, then it is either running or finished, never both', () => {
    for (const state of TASK_STATES) expect(taskRunning(state)).not.toBe(taskFinished(state));
  });
});
