import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { useSession } from '../../../lib/session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';

/**
 * RegisterVisitorCompany: a visitor who wants to activate a company account. A company is reached through
 * its administrator's own login, so the page explains that and opens the login; the company's document
 * can be entered first and is kept for after the login.
 */
export default function RegisterVisitorCompanyPage() {
  const { t } = useTranslation('identity');
  const token = useSession('token');
  if (token) return <Navigate to={REGISTER_PATHS.companyGeneralInfo} replace />;
  return (
    <RegisterLayout>
      <h2>{t('visitorCompany.heading')}</h2>
      <p>{t('visitorCompany.text')}</p>
      <ol>
        <li>{t('visitorCompany.step1')}</li>
        <li>{t('visitorCompany.step2')}</li>
        <li>{t('visitorCompany.step3')}</li>
      </ol>
      <p className="form-actions">
        <Button type="primary" onClick={() => openAuthDialog('login')}>
          {t('loginWarn.login')}
        </Button>
        <Link to={REGISTER_PATHS.visitorCompanyGeneralInfo} className="button button-secondary">
          {t('visitorCompany.enterFirst')}
        </Link>
      </p>
    </RegisterLayout>
  );
}
