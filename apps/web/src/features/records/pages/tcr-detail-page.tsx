import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { tcrRefSchema } from '@eticket/domain/records/tcr.schemas';
import { Banner } from '../../../components/banner.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useTcrDetail } from '../api/get-tcr-detail.ts';
import { ApplicationFacts } from '../components/application-facts.tsx';
import { PayOrDownload } from '../components/pay-or-download.tsx';
import { RecordEntries } from '../components/record-entries.tsx';
import '../records.css';

const HUB = '/my-account/tcr';

/** One application: its facts, what the record holds once issued, and the certificate to download. */
export default function TcrDetailPage() {
  const { t } = useTranslation('records');
  const [params] = useSearchParams();
  const parsed = tcrRefSchema.safeParse(params.get('id'));
  const company = params.get('company') === '1';
  const detail = useTcrDetail(parsed.success ? parsed.data : null, company);
  const a = detail.data;
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        {!parsed.success ? (
          <EmptyState message={t('detail.missing')} fallbackTo={HUB} />
        ) : detail.isPending ? (
          <Loading />
        ) : detail.error || !a ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <ApplicationFacts application={a} />
            {a.status === 'PROCESSING' && (
              <p aria-live="polite">
                <Alert type="info" showIcon title={t('detail.processing')} />
              </p>
            )}
            <div className="records-actions">
              <PayOrDownload application={a} company={company} />
            </div>
            {a.entries && a.pointsTotal !== null && (
              <RecordEntries entries={a.entries} pointsTotal={a.pointsTotal} />
            )}
          </>
        )}
        <p>
          <Link to={HUB}>{t('detail.back')}</Link>
        </p>
      </div>
    </>
  );
}
