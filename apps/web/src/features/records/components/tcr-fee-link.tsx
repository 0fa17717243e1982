import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TCR_FEE_KIND, tcrRefSchema } from '@eticket/domain/records/tcr.schemas';
import type { PaidFee } from '../../../lib/page-slots.ts';
import { useSession } from '../../../lib/session.ts';
import { detailPathOf } from '../tcr-paths.ts';

/**
 * The way back from a payment to the TCR application whose fee it paid (the payment result composes it in
 * app/): the company's application for a company administrator, else the person's own; nothing for a fee
 * of another kind.
 */
export function TcrFeeLink({ fee }: { fee: PaidFee }) {
  const { t } = useTranslation('records');
  const company = useSession('userInfo')?.roleType === 'OAD';
  const id = fee.feeRef;
  if (fee.feeKind !== TCR_FEE_KIND || !tcrRefSchema.safeParse(id).success) return null;
  return (
    <Link className="ant-btn ant-btn-default" to={detailPathOf(id, company)}>
      {t('paid.backToApplication', { id })}
    </Link>
  );
}
