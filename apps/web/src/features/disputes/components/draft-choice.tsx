import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@eticket/domain/common/dates';
import type { DisputeDraft } from '@eticket/domain/disputes/dispute.schemas';
import { useLocale } from '../../../lib/use-locale.ts';

/**
 * The form was sent while the user's unsigned dispute of the ticket lives (DISPUTE_DRAFT_EXISTS, ADR 0046):
 * continue signing that one, or replace it with the form as it is now. The form keeps what was entered.
 */
export function DraftChoice({
  draft,
  onContinue,
  onReplace,
}: {
  draft: DisputeDraft;
  onContinue: () => void;
  onReplace: () => void;
}) {
  const { t } = useTranslation('disputes');
  const locale = useLocale();
  return (
    <Alert
      type="warning"
      role="alert"
      showIcon
      message={t('draft.exists', {
        reference: draft.reference,
        until: formatDate(draft.expiresAt, locale, 'datetime'),
      })}
      description={
        <div className="dispute-actions">
          <Button type="primary" onClick={onContinue}>
            {t('draft.continue')}
          </Button>
          <Button onClick={onReplace}>{t('draft.replace')}</Button>
        </div>
      }
    />
  );
}
