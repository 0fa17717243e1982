import { useTranslation } from 'react-i18next';
import { formatAmount } from '@eticket/domain/common/amount';
import { formatDate } from '@eticket/domain/common/dates';
import type { TcrApplication } from '@eticket/domain/records/tcr.schemas';
import { FactRow } from '../../../components/fact-row.tsx';
import { useLocale } from '../../../lib/use-locale.ts';

/** The fields of an application (spec section 3: type, status, time, reason, fee, authorised person). */
export function ApplicationFacts({ application: a }: { application: TcrApplication }) {
  const { t } = useTranslation('records');
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? formatDate(iso, locale, 'datetime') : null);
  return (
    <dl className="ticket-facts">
      <FactRow label={t('field.id')}>{a.id}</FactRow>
      <FactRow label={t('field.status')}>{t(`status.${a.status}`)}</FactRow>
      <FactRow label={t('field.holder')}>{a.holderName}</FactRow>
      {a.companyName && <FactRow label={t('field.company')}>{a.companyName}</FactRow>}
      <FactRow label={t('field.reason')}>{t(`reason.${a.reason}`)}</FactRow>
      <FactRow label={t('field.time')}>{when(a.createdAt)}</FactRow>
      <FactRow label={t('field.fee')}>HK${formatAmount(a.feeCents)}</FactRow>
      {a.status === 'PENDING_AUTHORISATION' && a.authorisationDeadline && (
        <FactRow label={t('field.deadline')}>{when(a.authorisationDeadline)}</FactRow>
      )}
      {a.authorisedAt && <FactRow label={t('field.authorisedAt')}>{when(a.authorisedAt)}</FactRow>}
      {a.paidAt && <FactRow label={t('field.paidAt')}>{when(a.paidAt)}</FactRow>}
      {a.completedAt && <FactRow label={t('field.completedAt')}>{when(a.completedAt)}</FactRow>}
      {a.certificateNo && <FactRow label={t('field.certificateNo')}>{a.certificateNo}</FactRow>}
    </dl>
  );
}
