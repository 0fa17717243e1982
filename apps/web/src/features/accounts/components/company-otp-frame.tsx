import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormPageFrame } from '../../../components/form-page-frame.tsx';

/** The frame of the company OTP pages: activation, an administrator's re-authentication, unbind. */
export function CompanyOtpFrame({ children }: { children: ReactNode }) {
  return <FormPageFrame>{children}</FormPageFrame>;
}

/** What a company OTP page shows once its code has passed, with the way back to My account. */
export function CompanyOtpDone({ title, text }: { title?: string; text: string }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="notice-panel" role="status">
      {title && <h2>{title}</h2>}
      <p>{text}</p>
      <Link to="/my-account" className="button button-primary">
        {t('toMyAccount')}
      </Link>
    </div>
  );
}
