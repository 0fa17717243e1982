import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { formatDate } from '@eticket/domain/common/dates';
import { useLocale } from '../../../lib/use-locale.ts';
import { getDispute } from '../api/dispute-signing.ts';
import '../disputes.css';

/** /ticket/details/success?reference=: the signed dispute's reference and what happens next. */
export default function SuccessPage() {
  const { t } = useTranslation('disputes');
  const locale = useLocale();
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? '';
  const dispute = useQuery({
    queryKey: ['dispute', reference, 'signed'],
    queryFn: () => getDispute(reference),
    enabled: Boolean(reference),
  });
  return (
    <>
      <Banner />
      <div className="container page-body">
        <div className="dispute-page">
          {dispute.isPending && reference && <Loading />}
          {dispute.error && <LoadError error={dispute.error} onRetry={() => void dispute.refetch()} />}
          {dispute.data && (
            <>
              <h2>{t('success.heading')}</h2>
              <dl className="ticket-facts">
                <FactRow label={t('fields.reference')}>{dispute.data.reference}</FactRow>
                <FactRow label={t('fields.noticeNo')}>{dispute.data.noticeNo}</FactRow>
                <FactRow label={t('fields.status')}>{t(`status.${dispute.data.status}`)}</FactRow>
                <FactRow
                  label={t('fields.signedAt', {
                    provider: t(`providers.${dispute.data.signedWith ?? 'IAMSMART'}`),
                  })}
                >
                  {formatDate(dispute.data.signedAt, locale, 'datetime')}
                </FactRow>
              </dl>
              <h3>{t('success.next')}</h3>
              <ul className="dispute-next">
                <li>{t('success.investigation')}</li>
                <li>{t('success.messages')}</li>
                <li>{t('success.payWithdraws')}</li>
              </ul>
              <p className="dispute-actions">
                <Link to={`/ticket/list-detail?noticeNo=${encodeURIComponent(dispute.data.noticeNo)}`}>
                  {t('success.backToTicket')}
                </Link>
                <Link to="/my-account/message/list">{t('success.toMessages')}</Link>
              </p>
            </>
          )}
        </div>
      </div>
    </>
  );
}
