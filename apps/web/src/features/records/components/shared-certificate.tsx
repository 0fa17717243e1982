import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import type { TcrSharedCertificate } from '@eticket/domain/records/tcr-share.schemas';
import { FactRow } from '../../../components/fact-row.tsx';
import { useLocale } from '../../../lib/use-locale.ts';
import { RecordEntries } from './record-entries.tsx';

/** The certificate a share code opened, every fact in full, with the warning that it shows once. */
export function SharedCertificate({ certificate: c }: { certificate: TcrSharedCertificate }) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const p = c.periods;
  return (
    <>
      <Alert
        type="success"
        showIcon
        title={t('share.shown', { no: c.certificateNo })}
        description={t('share.shownOnce', { at: formatDate(c.viewedAt, locale, 'datetime') })}
      />
      <dl className="ticket-facts">
        <FactRow label={t('field.certificateNo')}>{c.certificateNo}</FactRow>
        <FactRow label={t('field.completedAt')}>{formatDate(c.issuedAt, locale, 'datetime')}</FactRow>
        <FactRow label={t('field.holder')}>
          {c.holderChnName ? `${c.holderName} ${c.holderChnName}` : c.holderName}
        </FactRow>
        <FactRow label={t('apply.idNo')}>{c.idNo}</FactRow>
        <FactRow label={t('apply.licence')}>{c.licenceNo}</FactRow>
        <FactRow label={t('field.reason')}>{t(`reason.${c.reason}`)}</FactRow>
        <FactRow label={t('verify.recordAsOf')}>{formatDate(c.recordAsOf, locale, 'datetime')}</FactRow>
        <FactRow label={t('share.periods')}>
          {t('share.periodsText', {
            convictionYears: p.convictionYears,
            fixedPenaltyYears: p.fixedPenaltyYears,
            pointsYears: p.pointsYears,
            disqualificationYears: p.disqualificationYears,
          })}
        </FactRow>
        <FactRow label={t('verify.entries')}>{c.entries.length}</FactRow>
        <FactRow label={t('verify.points')}>{c.pointsTotal}</FactRow>
      </dl>
      <RecordEntries entries={c.entries} pointsTotal={c.pointsTotal} />
    </>
  );
}
