import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useUnpaidTickets } from '../api/get-unpaid-tickets.ts';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { TicketTable } from '../components/ticket-table.tsx';
import '../tickets.css';

/** My account: the acting role's unpaid tickets, with the count in the banner ('99+' above 99). */
export default function UnpaidTicketsPage() {
  const { t } = useTranslation('tickets');
  const { data, error, isPending, refetch } = useUnpaidTickets();
  return (
    <>
      <Banner count={data?.total} countLabel={t('unpaid.countLabel')} />
      <div className="container page-body">
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && data.items.length === 0 && <EmptyState message={t('unpaid.empty')} />}
        {data && data.items.length > 0 && <TicketTable items={data.items} caption={t('unpaid.caption')} />}
      </div>
    </>
  );
}
