import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { useCurrentLookup } from '../api/get-current-lookup.ts';
import { AntiFraudReminder } from '../components/anti-fraud-reminder.tsx';
import { Loading } from '../../../components/query-status.tsx';
import { TicketActions } from '../components/ticket-actions.tsx';
import { TicketFacts } from '../components/ticket-facts.tsx';
import '../tickets.css';

/**
 * The ticket the visitor looked up (its token in session storage: no route parameters), re-read from the
 * server so that a payment or a status change made since shows. The facts of the stored copy show while
 * it is re-read; the actions (pay, download, dispute) wait for the server's answer.
 */
export default function TicketDetailsPage() {
  const { t } = useTranslation('tickets');
  const lookup = useCurrentLookup();
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          {lookup.loading ? (
            <Loading />
          ) : lookup.gone || !lookup.ticket || !lookup.lookupToken ? (
            <>
              <Alert type="info" showIcon title={t('details.noLookup')} />
              <p>
                <Link to="/ticket/search">{t('details.searchAgain')}</Link>
              </p>
            </>
          ) : (
            <>
              <TicketFacts ticket={lookup.ticket} />
              {lookup.checking ? (
                <p role="status" className="ticket-note ticket-checking">
                  {t('details.checking')}
                </p>
              ) : (
                <TicketActions
                  ticket={lookup.ticket}
                  access={{ noticeNo: lookup.ticket.noticeNo, lookupToken: lookup.lookupToken }}
                  payPath="/ticket/pay"
                />
              )}
              <AntiFraudReminder />
              <p>
                <Link to="/ticket/search">{t('details.searchAnother')}</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
