import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTicketTimeline } from '../api/get-ticket-timeline.ts';

/** The case timeline of a logged-in user's ticket: each step with its date, oldest first. */
export function TicketTimeline({ noticeNo }: { noticeNo: string }) {
  const { t } = useTranslation('tickets');
  const locale = useLocale();
  const timeline = useTicketTimeline(noticeNo);
  if (!timeline.data || timeline.data.items.length === 0) return null;
  return (
    <section className="ticket-timeline">
      <h2 id="ticket-timeline-heading">{t('timeline.heading')}</h2>
      <ol aria-labelledby="ticket-timeline-heading">
        {timeline.data.items.map((item, i) => (
          <li key={`${item.event}-${i}`}>
            <span className="ticket-timeline-date">{formatDate(item.at, locale, 'datetime')}</span>{' '}
            <span>{t(`timeline.events.${item.event}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
