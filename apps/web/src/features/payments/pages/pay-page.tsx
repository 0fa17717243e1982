import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { translate } from '@eticket/domain/i18n/translate';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import { confirmationContactSchema } from '@eticket/domain/payments/confirmation-contact';
import type { PaymentChannel } from '@eticket/domain/payments/payment.schemas';
import { Banner } from '../../../components/banner.tsx';
import { PayFormEnd } from '../../../components/pay-form-end.tsx';
import { useCreatePayment } from '../api/create-payment.ts';
import { useCurrentTicket } from '../api/get-current-ticket.ts';
import { ChannelRadioGroup } from '../components/channel-radio-group.tsx';
import { LookUpAgain } from '../components/look-up-again.tsx';
import { NotPayable } from '../components/not-payable.tsx';
import { Loading } from '../../../components/query-status.tsx';
import { attemptFor, endAttempt, savePendingOrder } from '../pay-attempt.ts';
import { outcomeOf } from '../payment-outcome.ts';
import { getToken } from '../../../lib/session.ts';
import { ticketAccess } from '../../../lib/ticket-access.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import '../payments.css';

/**
 * Choose a channel (and, if wished, where to send a confirmation) and go to the gateway. One idempotency
 * key per attempt: no double charge. The form shows only while the server says the ticket can be paid:
 * the ticket is read again whenever the page shows, Back included.
 */
export default function PayPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Several notices (?noticeNo=…&noticeNo=…): a logged-in user pays them in one order; the server checks each.
  const notices = params.getAll('noticeNo');
  const several = notices.length > 1 && getToken() !== null;
  const access = several ? { noticeNo: notices.join(',') } : ticketAccess(params.get('noticeNo'));
  const [channel, setChannel] = useState<PaymentChannel | null>(null);
  const [missing, setMissing] = useState(false);
  const [contact, setContact] = useState('');
  const [contactError, setContactError] = useState<string | null>(null);
  const create = useCreatePayment();
  const current = useCurrentTicket(several ? null : access);
  const busy = useRef(false);

  if (!access) {
    return (
      <>
        <Banner />
        <div className="container page-body">
          <div className="ticket-page">
            <LookUpAgain />
          </div>
        </div>
      </>
    );
  }
  // Until the server has answered, nothing can be paid; if it cannot answer, the pay call itself decides.
  const ticket = several ? undefined : (current.data ?? access.ticket);
  if ((!several && current.isPending) || (ticket && !ticket.payable && !create.isPending)) {
    return (
      <>
        <Banner />
        <div className="container page-body">
          <div className="ticket-page">
            {current.isPending ? <Loading /> : <NotPayable status={ticket!.status} access={access} />}
          </div>
        </div>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const confirmTo = confirmationContactSchema.safeParse(contact);
    setContactError(
      confirmTo.success ? null : translate(VALIDATION_MESSAGES, 'validation.confirmContact.format', locale),
    );
    if (!channel) setMissing(true);
    if (!channel || !confirmTo.success) return;
    // A second press while the first is on its way does nothing (and would reuse the key anyway).
    if (busy.current) return;
    busy.current = true;
    const attempt = attemptFor(access.noticeNo, channel);
    create.mutate(
      {
        access: several ? { noticeNos: notices } : access,
        channel,
        idempotencyKey: attempt.idempotencyKey,
        lang: locale,
        ...(contact.trim() ? { confirmTo: contact.trim() } : {}),
      },
      {
        onSuccess: (order) => {
          savePendingOrder({ orderNo: order.orderNo, noticeNo: several ? null : access.noticeNo, channel });
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

  return (
    <>
      <Banner />
      <div className="container page-body">
        <form className="ticket-page" onSubmit={submit} noValidate>
          <dl className="ticket-facts">
            <div className="ticket-facts-row">
              <dt>{several ? t('pay.several') : t('fields.noticeNo')}</dt>
              <dd>{several ? notices.join(', ') : access.noticeNo}</dd>
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
          <div className="pay-contact">
            <label htmlFor={`${id}-contact`} className="ticket-label">
              {t('pay.confirmLabel')}
            </label>
            <p id={`${id}-contact-hint`} className="ticket-hint">
              {t('pay.confirmHint')}
            </p>
            <Input
              id={`${id}-contact`}
              value={contact}
              maxLength={254}
              autoComplete="email"
              inputMode="email"
              status={contactError ? 'error' : undefined}
              aria-invalid={contactError ? true : undefined}
              aria-describedby={`${id}-contact-hint${contactError ? ` ${id}-contact-error` : ''}`}
              onChange={(event) => {
                setContact(event.target.value);
                setContactError(null);
              }}
            />
            {contactError && (
              <p id={`${id}-contact-error`} className="ticket-error">
                {contactError}
              </p>
            )}
          </div>
          <PayFormEnd
            gatewayNote={t('pay.gatewayNote')}
            failure={create.error}
            failed={t('pay.failed')}
            pending={create.isPending}
            done={create.isSuccess}
            submit={t('pay.submit')}
          >
            <Button onClick={() => void navigate(-1)}>{t('pay.back')}</Button>
          </PayFormEnd>
        </form>
      </div>
    </>
  );
}
