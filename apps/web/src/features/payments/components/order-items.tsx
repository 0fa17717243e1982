import { useTranslation } from 'react-i18next';
import { formatAmount } from '@eticket/domain/common/amount';
import type { PaymentOrderItemView } from '@eticket/domain/payments/payment.schemas';
import { pick, useLocale } from '../../../lib/use-locale.ts';

/** What an order of several items pays, one line each: what, how much, its state and receipt no. */
export function OrderItems({ items }: { items: readonly PaymentOrderItemView[] }) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  return (
    <section className="pay-items" aria-labelledby="pay-items-title">
      <h3 id="pay-items-title" className="ticket-h3">
        {t('items.title', { count: items.length })}
      </h3>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}-${item.noticeNo ?? `${item.feeKind}-${item.feeRef}`}`} className="pay-item">
            <span>{pick(item.description, locale)}</span>
            <span className="pay-item-amount">HK${formatAmount(item.amountCents)}</span>
            <span className="ticket-hint">
              {t(`items.state.${item.state}`)}
              {item.transactionNo ? ` · ${t('fields.receiptNo')} ${item.transactionNo}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
