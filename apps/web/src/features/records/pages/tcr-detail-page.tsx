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
import { ShareCodeList } from '../components/share-code-list.tsx';
import { ShareCodeMaker } from '../components/share-code-maker.tsx';
import '../records.css';

const HUB = '/my-account/tcr';

/**
 * One application: its facts, what the record holds once issued, the certificate to download, and for
 * one's own certificate the share codes that let an employer read it once.
 */
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
            {!company && a.status === 'COMPLETED' && a.certificateNo && (
              <section aria-labelledby="share-title">
                <h2 className="ticket-h2" id="share-title">
                  {t('share.title')}
                </h2>
                <p>{t('share.intro')}</p>
                <ShareCodeMaker id={a.id} certificateNo={a.certificateNo} />
                <h3>{t('share.listTitle')}</h3>
                <ShareCodeList />
              </section>
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
