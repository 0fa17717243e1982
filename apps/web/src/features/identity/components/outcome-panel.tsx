import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where an identity step ends when it cannot go on, or has nothing left to do: what happened, what the
 * visitor can do next (`action`) and the way back Home. Announced at once (`alert`) unless it is news the
 * visitor waited for (`status`).
 */
export function OutcomePanel({
  title,
  message,
  action,
  children,
  role = 'alert',
}: {
  title: string;
  message?: string | undefined;
  action: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  const { t } = useTranslation('identity');
  return (
    <div className="notice-panel" role={role}>
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {children}
      <p className="form-actions">
        {action}
        <Link to="/" className="button button-secondary">
          {t('register.toHome')}
        </Link>
      </p>
    </div>
  );
}
