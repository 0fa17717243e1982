import type { TaskState } from '@eticket/domain/common/background-task';

/**
 * A background task's progress as its user sees it (an export, a synchronisation of vehicles): the state,
 * how far it got (0 to 100), and when it ended.
 */
export function progressOf(task: { state: string; progress: number; finishedAt: Date | null }): {
  state: TaskState;
  progress: number;
  finishedAt: string | null;
} {
  return {
    state: task.state as TaskState,
    progress: task.progress,
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}
