import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { OffenceTable } from '../components/offence-table.tsx';
import { useDop } from '../api/get-dop.ts';
import '../records.css';

/**
 * Driving-offence points: the total of the last two years, each offence with its date and points, the
 * thresholds ahead in plain words, and how fresh the Transport Department's figure is.
 */
export default function DopPage() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const dop = useDop();
  const d = dop.data;
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        {dop.isPending ? (
          <Loading />
        ) : dop.error || !d ? (
          <LoadError error={dop.error} onRetry={() => void dop.refetch()} />
        ) : (
          <>
            <p>{t('dop.intro', { years: d.periodYears })}</p>
            <p className="records-as-of">
              {t('dop.asOf', { time: formatDate(d.dataAsOf, locale, 'datetime') })}
            </p>
            <p className="records-points">
              {t('dop.total', { years: d.periodYears })}: <strong>{d.total}</strong>
            </p>
            <h2 className="ticket-h2">{t('dop.thresholds')}</h2>
            <ul>
              {d.thresholds.map((th) => (
                <li key={th.consequence}>
                  {t(`dop.${th.consequence}`, { points: th.points, months: d.courseMonths })}{' '}
                  <Tag color={th.reached ? 'red' : 'default'}>
                    {th.reached ? t('dop.reached') : t('dop.toGo', { count: th.pointsToGo })}
                  </Tag>
                </li>
              ))}
            </ul>
            <h2 className="ticket-h2">{t('dop.offences')}</h2>
            {d.offences.length === 0 ? (
              <p>{t('dop.none')}</p>
            ) : (
              <OffenceTable
                extraHeading={t('field.status')}
                rows={d.offences.map((o) => ({
                  ...o,
                  extra: o.counted ? t('dop.counted') : t('dop.notCounted', { years: d.periodYears }),
                }))}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
