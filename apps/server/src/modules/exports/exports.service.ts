import { taskRunning } from '@eticket/domain/common/background-task';
import { hongKongDateOf } from '@eticket/domain/common/hong-kong-time';
import type { Locale } from '@eticket/domain/common/locale';
import { daysInRange, EXPORT_MAX_DAYS } from '@eticket/domain/exports/export-range';
import type { ExportBody, ExportTaskView } from '@eticket/domain/exports/export.schemas';
import type { Database } from '../../db/database.ts';
import { auditRefusal, recordAudit, subjectOfRole, type AuditActor } from '../audit/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { progressOf } from '../../lib/task-progress.ts';
import type { Principal } from '../identity/identity.principal.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { numberParam } from '../params/params.service.ts';
import { scopeOf } from '../tickets/ticket-scope.ts';
import {
  findTask,
  insertTask,
  lockUser,
  recentTasks,
  tasksOnDay,
  type ExportTaskRow,
} from './exports.repository.ts';

export const EXPORT_JOB = 'exports.produce';

export function taskView(t: Omit<ExportTaskRow, 'file'>): ExportTaskView {
  return {
    id: t.id,
    type: t.type as ExportTaskView['type'],
    format: t.format as ExportTaskView['format'],
    from: t.fromDate,
    to: t.toDate,
    ...progressOf(t),
    rowCount: t.rowCount,
    fileName: t.fileName,
    createdAt: t.createdAt.toISOString(),
  };
}

/**
 * Queues an export of the acting role's tickets or payments: at most 31 days (both ends counted) and 3
 * tasks per user per Hong Kong day (parameters EXPORT_MAX_DAYS and EXPORT_TASKS_PER_DAY).
 */
export async function requestExport(
  db: Database,
  principal: Principal,
  body: ExportBody,
  locale: Locale,
  now = new Date(),
  audit?: AuditActor,
): Promise<{ task: ExportTaskView; jobId: number | undefined }> {
  if (body.to < body.from) {
    throw new AppError('VALIDATION_FAILED', {}, [
      { field: 'body.to', message: 'validation.dateRange.order' },
    ]);
  }
  // The same day count as the web's export panel (domain export-range); the parameter may set another limit.
  const maxDays = await numberParam(db, 'EXPORT_MAX_DAYS', EXPORT_MAX_DAYS);
  if ((daysInRange(body.from, body.to) ?? Infinity) > maxDays)
    throw new AppError('EXPORT_RANGE_TOO_LONG', { days: maxDays });
  const perDay = await numberParam(db, 'EXPORT_TASKS_PER_DAY', 3);
  const day = hongKongDateOf(now);
  return db.transaction(async (tx) => {
    await lockUser(tx, principal.userId);
    if ((await tasksOnDay(tx, principal.userId, day)) >= perDay)
      throw new AppError('EXPORT_DAILY_LIMIT', { count: perDay });
    const task = await insertTask(tx, {
      userId: principal.userId,
      agentId: principal.agentId,
      scope: { ...scopeOf(principal), locale },
      type: body.type,
      format: body.format,
      fromDate: body.from,
      toDate: body.to,
      requestDay: day,
    });
    const jobId = await enqueueJob(tx, { kind: EXPORT_JOB, payload: { taskId: task.id }, maxAttempts: 3 });
    if (audit) {
      await recordAudit(tx, {
        ...audit,
        action: 'export.request',
        ...subjectOfRole(principal),
        objectRef: `export:${task.id}`,
        outcome: 'ok',
        detail: { type: body.type, format: body.format, from: body.from, to: body.to },
      });
    }
    return { task: taskView(task), jobId };
  });
}

/** A task of this user; another user's task is as good as none. */
export async function ownTask(db: Database, principal: Principal, id: string) {
  const task = await findTask(db, id);
  if (!task || task.userId !== principal.userId) throw new AppError('FILE_NOT_FOUND');
  return task;
}

export async function myExports(db: Database, principal: Principal) {
  return { items: (await recentTasks(db, principal.userId)).map(taskView) };
}

export async function exportFile(
  db: Database,
  principal: Principal,
  id: string,
  audit?: AuditActor,
): Promise<{ file: Buffer; fileName: string; contentType: string }> {
  if (audit) {
    const event = {
      ...audit,
      action: 'export.download',
      ...subjectOfRole(principal),
      objectRef: `export:${id}`,
    };
    return auditRefusal(db, event, async () => {
      const file = await exportFile(db, principal, id);
      await recordAudit(db, { ...event, outcome: 'ok' });
      return file;
    });
  }
  const task = await ownTask(db, principal, id);
  if (taskRunning(task.state)) throw new AppError('FILE_NOT_READY');
  if (task.state !== 'DONE' || !task.file) throw new AppError('FILE_NOT_FOUND');
  return { file: Buffer.from(task.file), fileName: task.fileName!, contentType: task.contentType! };
}

export const exportFileName = (t: { type: string; fromDate: string; toDate: string; format: string }) =>
  `${t.type}-${t.fromDate}-to-${t.toDate}.${t.format}`;
