import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_COLUMNS,
  EXPORT_FORMATS,
  EXPORT_TYPES,
  type ExportFormat,
  type ExportType,
} from '@eticket/domain/exports/export-columns';
import { EXPORT_MAX_DAYS, EXPORT_TASKS_PER_DAY } from '@eticket/domain/exports/export-range';
import { exportSampleRows } from '@eticket/domain/exports/export-sample';
import { Banner } from '../../../components/banner.tsx';
import { getParam } from '../../../lib/api/get-param.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { downloadExportSample } from '../api/download-export-sample.ts';
import '../../../components/ticket-page.css';

type Row = { key: number; cells: string[] };

/** The daily number of export tasks: the parameter service's value, else the specification's. */
function useTasksPerDay(): number {
  const { data } = useQuery({
    queryKey: ['params', 'EXPORT_TASKS_PER_DAY'],
    queryFn: () => getParam('EXPORT_TASKS_PER_DAY'),
    staleTime: Infinity,
  });
  return typeof data?.value === 'number' ? data.value : EXPORT_TASKS_PER_DAY;
}

function SampleSection({ type }: { type: ExportType }) {
  const { t } = useTranslation('exports');
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const columns = EXPORT_COLUMNS[type];
  const rows: Row[] = exportSampleRows(type, locale).map((cells, key) => ({ key, cells }));
  const what = t(`demo.${type}.title`);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveBlob(await downloadExportSample({ type, format }), `export-sample-${type}.${format}`);
    } catch {
      // The request module has shown the failure.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="ticket-export" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ticket-h2">
        {what}
      </h2>
      <p>{t(`demo.${type}.where`)}</p>
      <p id={`${id}-columns`} className="ticket-hint">
        {t('demo.columns', { count: columns.length })}
      </p>
      <Table<Row>
        rowKey="key"
        dataSource={rows}
        pagination={false}
        title={() => <span className="visually-hidden">{t('demo.caption', { what })}</span>}
        columns={columns.map((column, index) => ({
          key: String(index),
          title: column.header[locale],
          render: (_: unknown, row: Row) => row.cells[index],
        }))}
      />
      <div className="ticket-buttons" role="group" aria-labelledby={`${id}-title`}>
        {EXPORT_FORMATS.map((format) => (
          <Button key={format} loading={busy === format} onClick={() => void download(format)}>
            {t(`demo.download.${format}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

/**
 * The export demonstration (public, no login): what the ticket list and payment record exports contain,
 * with made-up rows written by the same domain functions as a real export, and a sample file in each
 * format built by the server's export code.
 */
export default function ExportDemoPage() {
  const { t } = useTranslation('exports');
  const tasksPerDay = useTasksPerDay();
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          <p>{t('demo.intro')}</p>
          <p>{t('demo.rule', { days: EXPORT_MAX_DAYS, count: tasksPerDay })}</p>
          <p>{t('demo.formats')}</p>
          <p className="ticket-hint">{t('demo.madeUp')}</p>
        </div>
        {EXPORT_TYPES.map((type) => (
          <SampleSection key={type} type={type} />
        ))}
      </div>
    </>
  );
}
