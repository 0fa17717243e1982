import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import type { DrivingLog } from '@eticket/domain/fleets/driving-log.schemas';
import { dutyEndLabel } from '@eticket/domain/fleets/duty-end-labels';
import { useLocale } from '../../../lib/use-locale.ts';

/** Duty periods as cards: vehicle, driver, start, end (or when it will close by itself) and how it ended. */
export function DrivingLogList({ items, showDriver }: { items: DrivingLog[]; showDriver: boolean }) {
  const { t } = useTranslation('fleets');
  const locale = useLocale();
  const at = (value: string) => formatDate(value, locale, 'datetime');
  return (
    <ul className="ticket-cards fleets-logs" aria-label={t('logs.caption')}>
      {items.map((log) => (
        <li key={log.id} className="ticket-card fleets-log">
          <h2 className="fleets-mark">{log.vehicleNo}</h2>
          <dl className="fleets-facts">
            {showDriver && (
              <>
                <dt>{t('logs.driver')}</dt>
                <dd>{log.driverName}</dd>
              </>
            )}
            <dt>{t('logs.start')}</dt>
            <dd>{at(log.startedAt)}</dd>
            <dt>{t('logs.end')}</dt>
            <dd>
              {log.endedAt
                ? at(log.endedAt)
                : t('logs.closesAt', { at: log.closesAt ? at(log.closesAt) : '-' })}
            </dd>
            <dt>{t('logs.how')}</dt>
            <dd>{dutyEndLabel(log.endReason)[locale]}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
