import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import type { PaymentChannel } from '@eticket/domain/payments/payment.schemas';
import { Banner } from '../../../components/banner.tsx';
import { useCreatePayment } from '../api/create-payment.ts';
import { ChannelRadioGroup } from '../components/channel-radio-group.tsx';
import { attemptFor, endAttempt, savePendingOrder } from '../pay-attempt.ts';
import { outcomeOf } from '../payment-outcome.ts';
import { ticketAccess } from '../ticket-access.ts';
import { useLocale } from '../use-locale.ts';
import '../payments.css';

/** Choose a channel and go to the gateway. One idempotency key per attempt: no double charge. */
export default function PayPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const access = ticketAccess(params.get('noticeNo'));
  const [channel, setChannel] = useState<PaymentChannel | null>(null);
  const [missing, setMissing] = useState(false);
  const create = useCreatePayment();
  const busy = useRef(false);

  if (!access) {
    return (
      <>
        <Banner />
        <div className="container page-body">
          <div className="ticket-page">
            <Alert type="info" showIcon title={t('pay.noTicket')} />
            <p>
              <Link to="/ticket/search">{t('next.searchAgain')}</Link>
            </p>
          </div>
        </div>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!channel) {
      setMissing(true);
      return;
    }
    // A second press while the first is on its way does nothing (and would reuse the key anyway).
    if (busy.current) return;
    busy.current = true;
    const attempt = attemptFor(access.noticeNo, channel);
    create.mutate(
      { access, channel, idempotencyKey: attempt.idempotencyKey, lang: locale },
      {
        onSuccess: (order) => {
          savePendingOrder({ orderNo: order.orderNo, noticeNo: order.noticeNo, channel });
          if (order.redirectUrl) window.location.assign(order.redirectUrl);
          else void navigate(`/ticket/pay/waiting?orderNo=${encodeURIComponent(order.orderNo)}`);
        },
        onError: (result) => {
          busy.current = false;
          const outcome = outcomeOf({ code: result.code });
          if (outcome === 'alreadyPaid' || outcome === 'notPayable' || outcome === 'failed') endAttempt();
        },
      },
    );
  };

  const ticket = access.ticket;
  return (
    <>
      <Banner />
      <div className="container page-body">
        <form className="ticket-page" onSubmit={submit} noValidate>
          <dl className="ticket-facts">
            <div className="ticket-facts-row">
              <dt>{t('fields.noticeNo')}</dt>
              <dd>{access.noticeNo}</dd>
            </div>
            {ticket && (
              <div className="ticket-facts-row">
                <dt>{t('fields.amount')}</dt>
                <dd className="pay-amount">HK${formatAmount(ticket.amountCents)}</dd>
              </div>
            )}
          </dl>
          <ChannelRadioGroup
            value={channel}
            onChange={(next) => {
              setChannel(next);
              setMissing(false);
            }}
            errorId={missing ? `${id}-missing` : undefined}
          />
          {missing && (
            <p id={`${id}-missing`} className="ticket-error">
              {t('pay.chooseChannel')}
            </p>
          )}
          <p className="ticket-hint">{t('pay.gatewayNote')}</p>
          <div role="alert">
            {create.error && <Alert type="error" showIcon title={create.error.message || t('pay.failed')} />}
          </div>
          <div className="ticket-buttons">
            <Button
              type="primary"
              htmlType="submit"
              loading={create.isPending}
              disabled={create.isPending || create.isSuccess}
            >
              {t('pay.submit')}
            </Button>
            <Button onClick={() => void navigate(-1)}>{t('pay.back')}</Button>
          </div>
        </form>
      </div>
    </>
  );
}
