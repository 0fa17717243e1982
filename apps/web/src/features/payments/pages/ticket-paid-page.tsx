import { StatusResult } from '../../../components/ui/status-result.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { useCurrentTicket } from '../api/get-current-ticket.ts';
import { useTicketPayment } from '../api/get-ticket-payment.ts';
import { LookUpAgain } from '../components/look-up-again.tsx';
import { PaymentFacts } from '../components/payment-facts.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { ReceiptButton } from '../components/receipt-button.tsx';
import { ticketAccess } from '../../../lib/ticket-access.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import '../payments.css';

/**
 * A ticket that is already paid: its payment as the receipt states it, and the receipt, instead of a
 * second payment. The ticket and its payment are read from the server, so what shows is the current state.
 */
export default function TicketPaidPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const [params] = useSearchParams();
  const access = ticketAccess(params.get('noticeNo'));
  const current = useCurrentTicket(access);
  const payment = useTicketPayment(access);
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="ticket-page">
          {!access ? (
            <LookUpAgain />
          ) : payment.isPending ? (
            <Loading />
          ) : (
            <>
              <StatusResult
                status="success"
                title={<h2 className="ticket-h2">{t('outcome.alreadyPaid.title')}</h2>}
                subTitle={
                  <>
                    {t('paid.text', { noticeNo: access.noticeNo })}
                    {current.data && (
                      <span className="pay-current-status">
                        {' '}
                        {t('paid.status', { status: pick(current.data.statusLabel, locale) })}
                      </span>
                    )}
                  </>
                }
                extra={
                  payment.data && (
                    <div className="ticket-buttons pay-next">
                      <ReceiptButton access={access} primary />
                    </div>
                  )
                }
              />
              {payment.data && <PaymentFacts payment={payment.data} />}
              {payment.error && <LoadError error={payment.error} onRetry={() => void payment.refetch()} />}
            </>
          )}
        </div>
      </div>
    </>
  );
}
