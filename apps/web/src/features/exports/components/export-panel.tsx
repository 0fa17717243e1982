import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskFinished, taskRunning } from '@eticket/domain/common/background-task';
import { formatDate } from '@eticket/domain/common/dates';
import type { ExportBody } from '@eticket/domain/exports/export.schemas';
import { useCreateExport } from '../api/create-export.ts';
import { downloadExport } from '../api/download-export.ts';
import { useExportTask } from '../api/get-export.ts';
import { daysInRange, EXPORT_MAX_DAYS, hongKongToday, lastDays } from '@eticket/domain/exports/export-range';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * Export as XLSX or CSV: the server builds the file in the background; the panel shows the task's
 * progress and then offers the download. Range and daily-limit refusals are shown here.
 */
export function ExportPanel({
  type,
  from,
  to,
  controls,
}: {
  type: ExportBody['type'];
  from?: string;
  to?: string;
  controls?: ReactNode;
}) {
  const { t } = useTranslation('exports');
  const locale = useLocale();
  const id = useId();
  const range = from && to ? { from, to } : lastDays(hongKongToday());
  const [taskId, setTaskId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateExport();
  const task = useExportTask(taskId);
  const days = daysInRange(range.from, range.to);

  const start = (format: 'xlsx' | 'csv') => {
    // A new export replaces what the last one said: its file line must not stand above a refusal.
    setError(null);
    setTaskId(null);
    if (days === null || days > EXPORT_MAX_DAYS) {
      setError(t('export.tooLong', { days: EXPORT_MAX_DAYS }));
      return;
    }
    create.mutate(
      { type, format, ...range },
      {
        onSuccess: (created) => setTaskId(created.id),
        onError: (result) => setError(result.message || t('export.failed')),
      },
    );
  };

  const download = async () => {
    const current = task.data;
    if (!current) return;
    try {
      saveBlob(await downloadExport(current.id), current.fileName ?? `${type}.${current.format}`);
    } catch {
      // The request module has shown the failure.
    }
  };

  const state = task.data?.state;
  return (
    <section className="ticket-export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ticket-h2">
        {t(`export.titles.${type}`)}
      </h2>
      {controls}
      <p className="ticket-hint">
        {t('export.rule', {
          days: EXPORT_MAX_DAYS,
          from: formatDate(range.from, locale),
          to: formatDate(range.to, locale),
        })}
      </p>
      <div className="ticket-buttons">
        <Button onClick={() => start('xlsx')} loading={create.isPending} disabled={taskRunning(state)}>
          {t('export.xlsx')}
        </Button>
        <Button onClick={() => start('csv')} loading={create.isPending} disabled={taskRunning(state)}>
          {t('export.csv')}
        </Button>
      </div>
      <div aria-live="polite">
        {task.data && !taskFinished(state) && (
          <div>
            <span id={`${id}-progress`}>{t('export.progress')}</span>
            <Progress percent={task.data.progress} aria-labelledby={`${id}-progress`} />
          </div>
        )}
        {state === 'DONE' && (
          <p>
            {t('export.ready', { count: task.data?.rowCount ?? 0 })}{' '}
            <Button type="link" onClick={() => void download()}>
              {t('export.download')}
            </Button>
          </p>
        )}
        {state === 'FAILED' && <Alert type="error" showIcon title={t('export.failed')} />}
      </div>
      {error && (
        <div role="alert">
          <Alert type="error" showIcon title={error} />
        </div>
      )}
    </section>
  );
}
