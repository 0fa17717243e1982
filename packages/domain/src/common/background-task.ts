/**
 * A task the portal runs in the background for a user, with its progress shown to him: an export, a
 * synchronisation of the vehicles with the register. QUEUED until the job worker takes it, RUNNING in its
 * hands, then DONE or FAILED.
 */
export const TASK_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** Waiting for the worker or in its hands: the user waits for it, and starts no second one meanwhile. */
export function taskRunning(state: string | undefined): boolean {
  return state === 'QUEUED' || state === 'RUNNING';
}

/** Ended, with its result or without one: nothing more to wait for. */
export function taskFinished(state: string | undefined): boolean {
  return state === 'DONE' || state === 'FAILED';
}
