import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { FactRow } from '../../../components/fact-row.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useMessageDelivery } from '../api/get-message-delivery.ts';

/**
 * Where a message went besides the box: the SMS or e-mail to the owner's registered contact (masked), with
 * its status as the gateway last reported it (sent, then delivered or not). Nothing when it went to the
 * box only, or when the delivery cannot be read (the message still reads).
 */
export function MessageDeliveries({ messageId }: { messageId: number }) {
  const { t } = useTranslation('messages');
  const locale = useLocale();
  const { data } = useMessageDelivery(messageId);
  const sent = data?.deliveries.filter((d) => d.channel !== 'MESSAGE_BOX') ?? [];
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby="message-delivery">
      <h2 id="message-delivery" className="ticket-h2">
        {t('detail.delivery.title')}
      </h2>
      <dl className="ticket-facts">
        {sent.map((d) => (
          <FactRow
            key={`${d.channel}-${d.destination}`}
            label={t(`detail.delivery.channel.${d.channel}`, { destination: d.destination })}
          >
            {t(`detail.delivery.status.${d.status}`)} ({formatDate(d.updatedAt, locale, 'datetime')})
            {d.status === 'FAILED' && <div>{t('detail.delivery.failedHint')}</div>}
          </FactRow>
        ))}
      </dl>
    </section>
  );
}
