import { Alert } from 'antd';
import { StatusResult } from '../../../components/ui/status-result.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { Banner } from '../../../components/banner.tsx';
import { useCurrentTicket } from '../api/get-current-ticket.ts';
import { Loading } from '../components/query-status.tsx';
import { ReceiptButton } from '../components/receipt-button.tsx';
import { ticketAccess } from '../ticket-access.ts';
import { pick, useLocale } from '../use-locale.ts';
import '../payments.css';

/**
 * A ticket that is already paid: say so, and offer the receipt instead of a second payment. A visitor's
 * ticket is re-read from the server, so the status shown is the current one, not the look-up's copy.
 */
export default function TicketPaidPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const [params] = useSearchParams();
  const access = ticketAccess(params.get('noticeNo'));
  const current = useCurrentTicket(access);
  const ticket = current.data ?? access?.ticket;
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          {!access ? (
            <>
              <Alert type="info" showIcon title={t('pay.noTicket')} />
              <p>
                <Link to="/ticket/search">{t('next.searchAgain')}</Link>
              </p>
            </>
          ) : access.lookupToken && current.isPending ? (
            <Loading />
          ) : (
            <StatusResult
              status="success"
              title={<h2 className="ticket-h2">{t('outcome.alreadyPaid.title')}</h2>}
              subTitle={
                <>
                  {t('paid.text', { noticeNo: access.noticeNo }) +
                    (ticket ? ` HK$${formatAmount(ticket.amountCents)}` : '')}
                  {current.data && (
                    <span className="pay-current-status">
                      {' '}
                      {t('paid.status', { status: pick(current.data.statusLabel, locale) })}
                    </span>
                  )}
                </>
              }
              extra={
                <div className="ticket-buttons pay-next">
                  <ReceiptButton access={access} primary />
                </div>
              }
            />
          )}
        </div>
      </div>
    </>
  );
}
