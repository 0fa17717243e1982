import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * After a successful payment: what the payer can expect, so that nobody pays twice or waits for nothing;
 * worded for what was paid (a ticket, or a fee such as a certificate's).
 */
export function WhatHappensNext({
  confirmationTo,
  paid = 'ticket',
}: {
  confirmationTo: string | null;
  paid?: 'ticket' | 'fee';
}) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <section className="pay-what-next" aria-labelledby={id}>
      <h3 id={id} className="ticket-h3">
        {t('whatNext.title')}
      </h3>
      <ul>
        <li>{t(paid === 'fee' ? 'whatNext.feeStatus' : 'whatNext.status')}</li>
        <li>{t(paid === 'fee' ? 'whatNext.feeReceipt' : 'whatNext.receipt')}</li>
        {confirmationTo && <li>{t('whatNext.confirmation', { to: confirmationTo })}</li>}
        <li>{t('whatNext.nothingElse')}</li>
      </ul>
    </section>
  );
}
