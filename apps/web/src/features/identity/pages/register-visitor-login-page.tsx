import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { useSession } from '../../../lib/session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';

/**
 * RegisterVisitorLogin: a visitor who wants to register must log in first (iAM Smart, or the Digital
 * Services Logon without an HKID). The login dialog brings the browser back here, and a logged-in user
 * goes on to choose how to register.
 */
export default function RegisterVisitorLoginPage() {
  const { t } = useTranslation('identity');
  const token = useSession('token');
  if (token) return <Navigate to={REGISTER_PATHS.choose} replace />;
  return (
    <RegisterLayout>
      <h2>{t('visitorLogin.heading')}</h2>
      <p>{t('visitorLogin.text')}</p>
      <ul>
        <li>{t('visitorLogin.hkId')}</li>
        <li>{t('visitorLogin.nonId')}</li>
      </ul>
      <p className="form-actions">
        <Button type="primary" onClick={() => openAuthDialog('login')}>
          {t('loginWarn.login')}
        </Button>
        <Button onClick={() => openAuthDialog('howToLogin')}>{t('loginWarn.howTo')}</Button>
      </p>
    </RegisterLayout>
  );
}
