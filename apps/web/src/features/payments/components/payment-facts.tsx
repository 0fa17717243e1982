import { useTranslation } from 'react-i18next';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { TicketPaymentView } from '@eticket/domain/payments/payment.schemas';
import { pick, useLocale } from '../../../lib/use-locale.ts';

/** What the receipt states about a payment, on the page: the same facts, the same naming. */
export function PaymentFacts({ payment }: { payment: TicketPaymentView }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const rows: Array<[string, string]> = [
    [t('fields.noticeNo'), payment.noticeNo],
    [t('fields.vehicleNo'), payment.vehicleNo],
    [t('fields.receiptNo'), payment.transactionNo],
    ...(payment.orderNo ? [[t('fields.orderNo'), payment.orderNo] as [string, string]] : []),
    [t('fields.channel'), pick(payment.means, locale)],
    [t('fields.amount'), `HK$${formatAmount(payment.amountCents)}`],
    [t('fields.paidAt'), formatDate(payment.paidAt, locale, 'datetime')],
  ];
  return (
    <dl className="ticket-facts pay-payment-facts">
      {rows.map(([label, value]) => (
        <div className="ticket-facts-row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
