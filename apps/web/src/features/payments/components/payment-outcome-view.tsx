import { Alert, Button } from 'antd';
import { StatusResult } from '../../../components/ui/status-result.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { channelLabel } from '@eticket/domain/payments/payment-naming';
import type { PaymentAnswer } from '../api/get-payment-result.ts';
import { NEXT_STEPS, type Outcome } from '../payment-outcome.ts';
import type { TicketAccess } from '../../../lib/ticket-access.ts';
import { pick, useLocale } from '../../../lib/use-locale.ts';
import { ReceiptButton } from './receipt-button.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';
import { FactRow } from '../../../components/fact-row.tsx';

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

/** One payment outcome: what happened, the details, and the next step as buttons. */
export function PaymentOutcomeView({
  answer,
  access,
  onCheckAgain,
}: {
  answer: PaymentAnswer;
  access: TicketAccess;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const navigate = useNavigate();
  const { outcome, order } = answer;
  const loggedIn = !access.lookupToken;
  const query = loggedIn ? `?noticeNo=${encodeURIComponent(access.noticeNo)}` : '';
  const ticketPath = loggedIn ? `/ticket/list-detail${query}` : '/ticket/details';
  const channel = channelLabel(order?.channel);
  const code = answer.code !== '0' && /^[A-Z]+-E-\d+$/.test(answer.code) ? answer.code : null;

  const steps = NEXT_STEPS[outcome].map((step) => {
    switch (step) {
      case 'receipt':
        return <ReceiptButton key={step} access={access} primary />;
      case 'payAgain':
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
        return (
          <Button key={step} type="primary" onClick={() => void navigate(`/ticket/paid${query}`)}>
            {t('next.viewPaid')}
          </Button>
        );
      case 'backToTicket':
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
        subTitle={t(`outcome.${outcome}.text`)}
        extra={<div className="ticket-buttons pay-next">{steps}</div>}
      />
      {answer.message && (
        <Alert
          type={STATUS[outcome] === 'success' ? 'info' : STATUS[outcome]}
          showIcon
          title={answer.message}
        />
      )}
      {code && !answer.message.includes(code) && <p>{t('outcome.code', { code })}</p>}
      {outcome === 'success' && <WhatHappensNext confirmationTo={order?.confirmationTo ?? null} />}
      {order && (
        <dl className="ticket-facts">
          <FactRow label={t('fields.noticeNo')}>{order.noticeNo}</FactRow>
          <FactRow label={t('fields.orderNo')}>{order.orderNo}</FactRow>
          <FactRow label={t('fields.amount')}>HK${formatAmount(order.amountCents)}</FactRow>
          {channel && <FactRow label={t('fields.channel')}>{pick(channel, locale)}</FactRow>}
          {order.transactionNo && <FactRow label={t('fields.transactionNo')}>{order.transactionNo}</FactRow>}
          {order.paidAt && (
            <FactRow label={t('fields.paidAt')}>{formatDate(order.paidAt, locale, 'datetime')}</FactRow>
          )}
        </dl>
      )}
    </div>
  );
}
