import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '@eticket/domain/common/amount';
import type { TcrApplication } from '@eticket/domain/records/tcr.schemas';
import { payPathOf } from '../tcr-paths.ts';
import { CertificateButton } from './certificate-button.tsx';

/** What an application lets its applicant do next: pay the fee, or download the certificate. */
export function PayOrDownload({
  application: a,
  company,
}: {
  application: TcrApplication;
  company: boolean;
}) {
  const { t } = useTranslation('records');
  if (a.status === 'PENDING_PAYMENT')
    return (
      <Link className="ant-btn ant-btn-primary" to={payPathOf(a.id, company)}>
        {t('hub.pay', { fee: formatAmount(a.feeCents) })}
      </Link>
    );
  if (a.status === 'COMPLETED' && a.certificateNo)
    return <CertificateButton id={a.id} certificateNo={a.certificateNo} company={company} />;
  return null;
}
