import { Alert, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { Banner } from '../../../components/banner.tsx';
import { ReceiptButton } from '../components/receipt-button.tsx';
import { ticketAccess } from '../ticket-access.ts';
import '../payments.css';

/** A ticket that is already paid: say so, and offer the receipt instead of a second payment. */
export default function TicketPaidPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const access = ticketAccess(params.get('noticeNo'));
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
          ) : (
            <Result
              status="success"
              title={<h2 className="ticket-h2">{t('outcome.alreadyPaid.title')}</h2>}
              subTitle={
                t('paid.text', { noticeNo: access.noticeNo }) +
                (access.ticket ? ` HK$${formatAmount(access.ticket.amountCents)}` : '')
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
