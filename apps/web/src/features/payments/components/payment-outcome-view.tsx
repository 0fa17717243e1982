import { Fragment } from 'react';
import { Alert, Button } from 'antd';
import { StatusResult } from '../../../components/ui/status-result.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { channelLabel } from '@eticket/domain/payments/payment-naming';
import type { OrderAccess, PaymentAnswer } from '../api/get-payment-result.ts';
import { NEXT_STEPS, paysFeesOnly, type Outcome } from '../payment-outcome.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { OrderItems } from './order-items.tsx';
import { OrderReceiptButton, ReceiptButton } from './receipt-button.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import type { FeeLinkSlot } from '../../../lib/page-slots.ts';

const STATUS: Record<Outcome, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  pending: 'info',
  failed: 'error',
  cancelled: 'warning',
  expired: 'warning',
  timeout: 'warning',
  inProgress: 'info',
  alreadyPaid: 'success',
  notPayable: 'warning',
  lookupExpired: 'warning',
  notFound: 'error',
  error: 'error',
};

/**
 * One payment outcome: what happened, the details, and the next step as buttons; each fee of the order
 * with the way back to what it paid for, when `feeLink` gives one.
 */
export function PaymentOutcomeView({
  answer,
  access,
  onCheckAgain,
  feeLink,
}: {
  answer: PaymentAnswer;
  access: OrderAccess;
  onCheckAgain: () => void;
  feeLink?: FeeLinkSlot;
}) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const navigate = useNavigate();
  const { outcome, order } = answer;
  const payer = access === 'payer';
  const loggedIn = payer || !access.lookupToken;
  // An order of several tickets is paid again from the same list; one of a fee, from the page of its area.
  const notices = order?.items.flatMap((item) => (item.noticeNo ? [item.noticeNo] : [])) ?? [];
  const query = payer
    ? `?${notices.map((n) => `noticeNo=${encodeURIComponent(n)}`).join('&')}`
    : loggedIn
      ? `?noticeNo=${encodeURIComponent(access.noticeNo)}`
      : '';
  const ticketPath = payer ? '/ticket/list' : loggedIn ? `/ticket/list-detail${query}` : '/ticket/details';
  const fee = order?.items.some((item) => item.kind === 'FEE') ?? false;
  const feesOnly = paysFeesOnly(order);
  const feeLinks = feeLink
    ? (order?.items ?? []).flatMap((item) =>
        item.kind === 'FEE' && item.feeKind && item.feeRef
          ? [
              <Fragment key={`fee-${item.feeKind}-${item.feeRef}`}>
                {feeLink({ feeKind: item.feeKind, feeRef: item.feeRef })}
              </Fragment>,
            ]
          : [],
      )
    : [];
  const channel = channelLabel(order?.channel);
  const code = answer.code !== '0' && /^[A-Z]+-E-\d+$/.test(answer.code) ? answer.code : null;

  const steps = NEXT_STEPS[outcome].map((step) => {
    switch (step) {
      case 'receipt':
        return payer ? (
          <OrderReceiptButton key={step} orderNo={order?.orderNo ?? ''} primary />
        ) : (
          <ReceiptButton key={step} access={access} primary />
        );
      case 'payAgain':
        if (payer && (fee || notices.length === 0)) return null;
        return (
          <Button key={step} type="primary" onClick={() => void navigate(`/ticket/pay${query}`)}>
            {t('next.payAgain')}
          </Button>
        );
      case 'checkAgain':
        return (
          <Button key={step} onClick={onCheckAgain}>
            {t('next.checkAgain')}
          </Button>
        );
      case 'viewPaid':
        if (payer) return null;
        return (
          <Button key={step} type="primary" onClick={() => void navigate(`/ticket/paid${query}`)}>
            {t('next.viewPaid')}
          </Button>
        );
      case 'backToTicket':
        if (payer && fee) return null;
        return (
          <Button key={step} onClick={() => void navigate(ticketPath)}>
            {t('next.backToTicket')}
          </Button>
        );
      case 'searchAgain':
        return (
          <Button key={step} type="primary" onClick={() => void navigate('/ticket/search')}>
            {t('next.searchAgain')}
          </Button>
        );
    }
  });

  return (
    <div className="pay-outcome" role="status">
      <StatusResult
        status={STATUS[outcome]}
        title={<h2 className="ticket-h2">{t(`outcome.${outcome}.title`)}</h2>}
        subTitle={t(
          feesOnly && outcome === 'success' ? 'outcome.success.feeText' : `outcome.${outcome}.text`,
        )}
        extra={
          <div className="ticket-buttons pay-next">
            {steps}
            {feeLinks}
          </div>
        }
      />
      {answer.message && (
        <Alert
          type={STATUS[outcome] === 'success' ? 'info' : STATUS[outcome]}
          showIcon
          title={answer.message}
        />
      )}
      {code && !answer.message.includes(code) && <p>{t('outcome.code', { code })}</p>}
      {outcome === 'success' && (
        <WhatHappensNext confirmationTo={order?.confirmationTo ?? null} paid={feesOnly ? 'fee' : 'ticket'} />
      )}
      {order && (
        <dl className="ticket-facts">
          {order.noticeNo && <FactRow label={t('fields.noticeNo')}>{order.noticeNo}</FactRow>}
          <FactRow label={t('fields.orderNo')}>{order.orderNo}</FactRow>
          <FactRow label={t('fields.amount')}>HK${formatAmount(order.amountCents)}</FactRow>
          {channel && <FactRow label={t('fields.channel')}>{pick(channel, locale)}</FactRow>}
          {order.transactionNo && <FactRow label={t('fields.transactionNo')}>{order.transactionNo}</FactRow>}
          {order.paidAt && (
            <FactRow label={t('fields.paidAt')}>{formatDate(order.paidAt, locale, 'datetime')}</FactRow>
          )}
        </dl>
      )}
      {order && (order.items.length > 1 || fee) && <OrderItems items={order.items} />}
    </div>
  );
}
