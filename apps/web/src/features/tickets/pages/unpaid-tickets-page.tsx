import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useUnpaidTickets } from '../api/get-unpaid-tickets.ts';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { TicketTable } from '../components/ticket-table.tsx';
import { filtersOf, queryOf } from '../list-query.ts';
import '../tickets.css';

/**
 * My account: the acting role's unpaid tickets a page at a time (the page in the query, so it can be
 * bookmarked), with the count in the banner ('99+' above 99).
 */
export default function UnpaidTicketsPage() {
  const { t } = useTranslation('tickets');
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = filtersOf(params);
  const { data, error, isPending, refetch } = useUnpaidTickets({ page, pageSize });
  const turn = (next: number, size: number) => {
    setParams(queryOf({ page: next, pageSize: size }));
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <Banner count={data?.total} countLabel={t('unpaid.countLabel')} />
      <div className="container page-body">
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.total === 0 && <EmptyState message={t('unpaid.empty')} />}
        {data && data.total > 0 && (
          <>
            <TicketTable items={data.items} caption={t('unpaid.caption')} />
            <Pagination
              total={data.total}
              totalCapped={data.totalCapped}
              page={page}
              pageSize={pageSize}
              onChange={turn}
            />
          </>
        )}
      </div>
    </>
  );
}
