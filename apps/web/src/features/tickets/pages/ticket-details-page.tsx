import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { AntiFraudReminder } from '../components/anti-fraud-reminder.tsx';
import { TicketActions } from '../components/ticket-actions.tsx';
import { TicketFacts } from '../components/ticket-facts.tsx';
import { loadLookup } from '../lookup-storage.ts';
import '../tickets.css';

/** The ticket the visitor looked up (from session storage: no route parameters). */
export default function TicketDetailsPage() {
  const { t } = useTranslation('tickets');
  const lookup = loadLookup();
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          {!lookup ? (
            <>
              <Alert type="info" showIcon title={t('details.noLookup')} />
              <p>
                <Link to="/ticket/search">{t('details.searchAgain')}</Link>
              </p>
            </>
          ) : (
            <>
              <h2 className="ticket-h2">{t('details.heading')}</h2>
              <TicketFacts ticket={lookup.ticket} />
              <TicketActions
                ticket={lookup.ticket}
                access={{ noticeNo: lookup.ticket.noticeNo, lookupToken: lookup.lookupToken }}
                payPath="/ticket/pay"
              />
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
