import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tcrRefSchema } from '@eticket/domain/records/tcr.schemas';
import { useSession } from '../../../lib/session.ts';
import { detailPathOf } from '../tcr-paths.ts';

/**
 * The way back from a payment to the TCR application whose fee it paid (the payment result composes it in
 * app/): the company's application for a company administrator, else the person's own.
 */
export function TcrFeeLink({ id }: { id: string }) {
  const { t } = useTranslation('records');
  const company = useSession('userInfo')?.roleType === 'OAD';
  if (!tcrRefSchema.safeParse(id).success) return null;
  return (
    <Link className="ant-btn ant-btn-default" to={detailPathOf(id, company)}>
      {t('paid.backToApplication', { id })}
    </Link>
  );
}
