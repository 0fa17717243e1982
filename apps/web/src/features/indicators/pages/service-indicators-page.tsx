import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { SERVICE_INDICATORS_URL, useServiceIndicators } from '../api/get-service-indicators.ts';
import '../indicators.css';

function Indicator({ title, figure, children }: { title: string; figure: string; children: ReactNode }) {
  return (
    <li className="indicator">
      <section aria-label={title}>
        <h2>{title}</h2>
        <p className="indicator-figure">{figure}</p>
        {children}
      </section>
    </li>
  );
}

/**
 * /service-indicators: the portal's own numbers, counted from its records at most five minutes before
 * (ADR 0061), with what each counts and over which period, and the same as JSON.
 */
export default function ServiceIndicatorsPage() {
  const { t } = useTranslation('indicators');
  const locale = useLocale();
  const { data, error, isPending, refetch } = useServiceIndicators();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = (value: number | null) =>
    value === null ? t('none') : t('percent', { value: number.format(value) });

  return (
    <>
      <Banner />
      <PageContainer narrow>
        <p>{t('intro')}</p>
        {isPending && <Loading />}
        {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
        {data && (
          <>
            <ul className="indicator-list">
              <Indicator
                title={t('handOff.title', { seconds: data.eTicketHandOff.withinSeconds })}
                figure={percent(data.eTicketHandOff.percent)}
              >
                <p>
                  {data.eTicketHandOff.messages === 0
                    ? t('handOff.empty', { hours: data.eTicketHandOff.periodHours })
                    : t('handOff.detail', {
                        inTime: number.format(data.eTicketHandOff.inTime),
                        messages: number.format(data.eTicketHandOff.messages),
                        seconds: data.eTicketHandOff.withinSeconds,
                        hours: data.eTicketHandOff.periodHours,
                      })}
                </p>
              </Indicator>
              <Indicator title={t('payments.title')} figure={percent(data.onlinePayments.percent)}>
                <p>
                  {data.onlinePayments.percent === null
                    ? t('payments.empty')
                    : t('payments.detail', {
                        succeeded: number.format(data.onlinePayments.succeeded),
                        ended: number.format(data.onlinePayments.succeeded + data.onlinePayments.failed),
                      })}
                </p>
                <p className="indicator-note">
                  {t('payments.notCompleted', { count: data.onlinePayments.notCompleted })}
                </p>
              </Indicator>
              <Indicator
                title={t('disputes.title')}
                figure={
                  data.disputeDecisions.medianDays === null
                    ? t('none')
                    : t('disputes.days', { days: number.format(data.disputeDecisions.medianDays) })
                }
              >
                <p>
                  {data.disputeDecisions.decided === 0
                    ? t('disputes.empty', { days: data.disputeDecisions.periodDays })
                    : t('disputes.detail', {
                        decided: number.format(data.disputeDecisions.decided),
                        days: data.disputeDecisions.periodDays,
                      })}
                </p>
              </Indicator>
              <Indicator title={t('availability.title')} figure={percent(data.lookUpAvailability.percent)}>
                <p>
                  {data.lookUpAvailability.since === null
                    ? t('availability.empty')
                    : t('availability.detail', {
                        available: number.format(data.lookUpAvailability.available),
                        slots: number.format(data.lookUpAvailability.slots),
                        since: formatDate(data.lookUpAvailability.since, locale, 'datetime'),
                      })}
                </p>
              </Indicator>
            </ul>
            <p className="indicator-note">
              {t('countedAt', { at: formatDate(data.countedAt, locale, 'datetime') })}{' '}
              <a href={`/${SERVICE_INDICATORS_URL}`}>{t('json')}</a>
            </p>
          </>
        )}
      </PageContainer>
    </>
  );
}
