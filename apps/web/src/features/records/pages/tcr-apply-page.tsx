import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import { TCR_REASONS, type TcrReason } from '@eticket/domain/records/tcr.schemas';
import { Banner } from '../../../components/banner.tsx';
import { FactRow } from '../../../components/fact-row.tsx';
import { LoadError, Loading } from '../../../components/query-status.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { useApplyTcr } from '../api/apply-tcr.ts';
import { ELIGIBILITY_CODES, useEligibility } from '../api/check-eligibility.ts';
import { useTcrProfile } from '../api/get-tcr-profile.ts';
import { payPathOf } from '../tcr-paths.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import '../records.css';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Apply for one's own record: the eligibility check (an overdue ticket refuses it, naming the ticket),
 * the particulars to confirm, the purpose, then the fee on the payment pages.
 */
export default function TcrApplyPage() {
  const { t } = useTranslation('records');
  const eligibility = useEligibility();
  const refused =
    eligibility.error && (ELIGIBILITY_CODES as readonly unknown[]).includes(codeOf(eligibility.error));
  return (
    <>
      <Banner />
      <div className="container page-body records-page">
        {eligibility.isPending ? (
          <p role="status">{t('apply.checking')}</p>
        ) : refused ? (
          <Alert
            type="error"
            showIcon
            title={t('apply.refused')}
            description={failureMessage(eligibility.error)}
          />
        ) : eligibility.error ? (
          <LoadError error={eligibility.error} onRetry={() => void eligibility.refetch()} />
        ) : (
          <ApplyForm />
        )}
        <p>
          <Link to="/my-account/tcr">{t('detail.back')}</Link>
        </p>
      </div>
    </>
  );
}

function ApplyForm() {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const profile = useTcrProfile(true);
  const apply = useApplyTcr();
  const [reason, setReason] = useState<TcrReason>('EMPLOYMENT');
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  if (profile.isPending) return <Loading />;
  if (profile.error) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const fee = formatAmount(p.feeCents);

  if (apply.data) {
    return (
      <section aria-live="polite">
        <Alert type="success" showIcon title={t('apply.created', { id: apply.data.id, fee })} />
        <p className="records-actions">
          <Link className="ant-btn ant-btn-primary" to={payPathOf(apply.data.id, false)}>
            {t('hub.pay', { fee })}
          </Link>
        </p>
      </section>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!confirmed);
    if (confirmed) apply.mutate({ reason, profileConfirmed: true });
  };
  return (
    <form onSubmit={submit}>
      <p>
        {t('hub.intro', {
          ...p.periods,
          fee,
        })}
      </p>
      <h2 className="ticket-h2">{t('apply.profileTitle')}</h2>
      <p>{t('apply.profileIntro')}</p>
      <dl className="ticket-facts">
        <FactRow label={t('apply.name')}>{p.name}</FactRow>
        {p.chineseName && <FactRow label={t('apply.chineseName')}>{p.chineseName}</FactRow>}
        <FactRow label={t('apply.idNo')}>{p.idNo}</FactRow>
        <FactRow label={t('apply.licence')}>{p.drivingLicenceNo}</FactRow>
        {p.licenceExpiry && (
          <FactRow label={t('apply.licenceExpiry')}>{formatDate(p.licenceExpiry, locale)}</FactRow>
        )}
        <FactRow label={t('apply.contact')}>{p.contact}</FactRow>
      </dl>
      <div className="records-form">
        <label>
          {t('apply.reason')}
          <Select
            value={reason}
            onChange={setReason}
            options={TCR_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
          />
        </label>
        <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)}>
          {t('apply.confirm')}
        </Checkbox>
        <div role="alert">
          {missing && <Alert type="error" showIcon title={t('apply.confirmRequired')} />}
          {apply.isError && <Alert type="error" showIcon title={failureMessage(apply.error)} />}
        </div>
        <Button type="primary" htmlType="submit" loading={apply.isPending}>
          {t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}
