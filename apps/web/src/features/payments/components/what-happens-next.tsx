import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** After a successful payment: what the payer can expect, so that nobody pays twice or waits for nothing. */
export function WhatHappensNext({ confirmationTo }: { confirmationTo: string | null }) {
  const { t } = useTranslation('payments');
  const id = useId();
  return (
    <section className="pay-what-next" aria-labelledby={id}>
      <h3 id={id} className="ticket-h3">
        {t('whatNext.title')}
      </h3>
      <ul>
        <li>{t('whatNext.status')}</li>
        <li>{t('whatNext.receipt')}</li>
        {confirmationTo && <li>{t('whatNext.confirmation', { to: confirmationTo })}</li>}
        <li>{t('whatNext.nothingElse')}</li>
      </ul>
    </section>
  );
}
