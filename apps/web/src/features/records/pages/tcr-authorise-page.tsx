import { Alert, Button } from 'antd';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '@eticket/domain/common/dates';
import { tcrRefSchema } from '@eticket/domain/records/tcr.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useGetAuthorisationCode } from '../api/get-authorisation-code.ts';
import { useAuthorisationRequest } from '../api/get-authorisation-request.ts';
import '../records.css';

const BOX = '/my-account/message/list';

/**
 * A driver opens a company's request from the message box: what the company asks, and, only if the
 * driver agrees, the authorisation code to give it.
 */
export default function TcrAuthorisePage() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const [params] = useSearchParams();
  const ref = tcrRefSchema.safeParse(params.get('businessId'));
  const msgId = /^\d{1,15}$/.test(params.get('msgId') ?? '') ? params.get('msgId') : null;
  const request = useAuthorisationRequest(msgId, ref.success ? ref.data : null);
  const code = useGetAuthorisationCode();
  const r = request.data;
  const notFound =
    (request.error as { code?: string } | null)?.code === ERROR_CODES.TCR_APPLICATION_NOT_FOUND;
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        {!ref.success || msgId === null || notFound ? (
          <EmptyState message={t('authorise.missing')} fallbackTo={BOX} />
        ) : request.isPending ? (
          <Loading />
        ) : request.error || !r ? (
          <LoadError error={request.error} onRetry={() => void request.refetch()} />
        ) : (
          <>
            <p>
              {t('authorise.intro', {
                company: r.companyName,
                reason: t(`reason.${r.reason}`),
                deadline: formatDate(r.deadline, locale, 'datetime'),
              })}
            </p>
            {r.status !== 'PENDING_AUTHORISATION' ? (
              <Alert type="info" showIcon title={t('authorise.done', { status: t(`status.${r.status}`) })} />
            ) : code.data ? (
              <section aria-live="polite">
                <dl className="ticket-facts">
                  <FactRow label={t('authorise.code')}>
                    <span className="records-code">{code.data.code}</span>
                  </FactRow>
                </dl>
                <p>
                  {t('authorise.codeHint', {
                    company: r.companyName,
                    until: formatDate(code.data.expiresAt, locale, 'datetime'),
                  })}
                </p>
              </section>
            ) : (
              <Button type="primary" loading={code.isPending} onClick={() => code.mutate(r.businessId)}>
                {t('authorise.get')}
              </Button>
            )}
          </>
        )}
      </div>
    </>
  );
}
