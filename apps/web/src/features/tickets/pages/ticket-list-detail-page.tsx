import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useMyTicket } from '../api/get-my-ticket.ts';
import { AntiFraudReminder } from '../components/anti-fraud-reminder.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { TicketActions } from '../components/ticket-actions.tsx';
import { TicketFacts } from '../components/ticket-facts.tsx';
import { TicketTimeline } from '../components/ticket-timeline.tsx';
import '../tickets.css';

/** One of the logged-in user's tickets, named by ?noticeNo=. */
export default function TicketListDetailPage() {
  const { t } = useTranslation('tickets');
  const [params] = useSearchParams();
  const noticeNo = params.get('noticeNo') ?? '';
  const { data, error, isPending, refetch } = useMyTicket(noticeNo);
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          {!noticeNo && <EmptyState fallbackTo="/ticket/list" />}
          {noticeNo && isPending && <Loading />}
          {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
          {data && (
            <>
              <TicketFacts ticket={data} />
              <TicketActions
                ticket={data}
                access={{ noticeNo: data.noticeNo }}
                payPath={`/ticket/pay?noticeNo=${encodeURIComponent(data.noticeNo)}`}
              />
              <TicketTimeline noticeNo={data.noticeNo} />
              <AntiFraudReminder />
            </>
          )}
          <p>
            <Link to="/ticket/list">{t('list.back')}</Link>
          </p>
        </div>
      </div>
    </>
  );
}
