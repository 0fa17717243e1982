import { isLocale } from '@eticket/domain/common/locale';
import type { Database } from '../../db/database.ts';
import type { JobHandlers } from '../jobs/jobs.worker.ts';
import { scopeOfStored } from '../tickets/ticket-scope.ts';
import { exportContent } from './export-content.ts';
import { buildFile } from './export-file.ts';
import { findTask, purgeOldFiles, updateTask } from './exports.repository.ts';
import { EXPORT_JOB, exportFileName } from './exports.service.ts';

/** Produces an export file, recording progress as it goes; the final failure is shown on the task. */
export function exportJobHandlers(db: Database): JobHandlers {
  return {
    [EXPORT_JOB]: {
      async run(payload, job) {
        const task = await findTask(db, String(payload.taskId));
        if (!task || task.state === 'DONE') return;
        try {
          await updateTask(db, task.id, { state: 'RUNNING', progress: 10 });
          const stored = task.scope as { locale?: string };
          const content = await exportContent(db, {
            type: task.type,
            scope: scopeOfStored(stored),
            locale: isLocale(stored.locale) ? stored.locale : 'en',
            from: task.fromDate,
            to: task.toDate,
          });
          await updateTask(db, task.id, { progress: 60, rowCount: content.rows.length });
          const file = await buildFile(
            task.format as 'xlsx' | 'csv',
            content.sheet,
            content.columns,
            content.rows,
          );
          await updateTask(db, task.id, {
            state: 'DONE',
            progress: 100,
            file: new Uint8Array(file.data),
            contentType: file.contentType,
            fileName: exportFileName(task),
            finishedAt: new Date(),
          });
        } catch (error) {
          const last = job.attempts >= job.maxAttempts;
          await updateTask(
            db,
            task.id,
            last ? { state: 'FAILED', error: String(error), finishedAt: new Date() } : { state: 'QUEUED' },
          );
          throw error;
        }
      },
    },
    'exports.purge-files': {
      everySeconds: 6 * 3600,
      run: () => purgeOldFiles(db),
    },
  };
}
