import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@eticket/domain/common/pagination';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import type { ExportSlot } from '../../../lib/page-slots.ts';
import { useDrivingLogs, type LogKind } from '../api/get-driving-logs.ts';
import { DrivingLogList } from './driving-log-list.tsx';
import '../fleets.css';

/** A driving-log page: search by vehicle, the periods page by page, and the export slot (app/ fills it). */
export function DrivingLogsView({
  kind,
  exportPanel,
}: {
  kind: LogKind;
  exportPanel?: ExportSlot | undefined;
}) {
  const { t } = useTranslation('fleets');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const vehicleNo = params.get('vehicleNo') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE;
  const [draft, setDraft] = useState(vehicleNo);
  const { data, error, isPending, refetch } = useDrivingLogs(kind, { vehicleNo, page, pageSize });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const mark = draft.replace(/\s+/g, '').toUpperCase();
    setParams(mark ? { vehicleNo: mark } : {});
  };

  return (
    <>
      <Banner />
      <div className="container page-body fleets-page">
        <p className="ticket-hint">{t(kind === 'mine' ? 'logs.mineIntro' : 'logs.devicesIntro')}</p>
        <form className="fleets-search" role="search" onSubmit={search}>
          <label htmlFor={`${id}-mark`} className="ticket-label">
            {t('logs.search')}
          </label>
          <Input id={`${id}-mark`} value={draft} maxLength={8} onChange={(e) => setDraft(e.target.value)} />
          <Button htmlType="submit" type="primary">
            {t('logs.searchSubmit')}
          </Button>
        </form>
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.items.length === 0 && <EmptyState message={t('logs.empty')} noBack />}
        {data && data.items.length > 0 && (
          <>
            <DrivingLogList items={data.items} showDriver={kind === 'devices'} />
            <Pagination
              total={data.total}
              totalCapped={data.totalCapped}
              page={page}
              pageSize={pageSize}
              onChange={(p, size) =>
                setParams({ ...(vehicleNo ? { vehicleNo } : {}), page: String(p), pageSize: String(size) })
              }
            />
          </>
        )}
        {exportPanel?.({})}
      </div>
    </>
  );
}
