import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { useSession } from '../../../lib/session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import { startIamSmartWait } from '../start-iam-smart-wait.ts';
import '../../../components/form-page.css';

/**
 * RegisterLoginWarn: this login cannot register. reason=level: the Digital Services Logon account is
 * below the level the ID-card login needs (IDN-E-0005); reason=registered: the account is already linked
 * to a record (IDN-E-0109). It explains and offers iAM Smart: to log in, or, for a blank account already
 * logged in, to authenticate.
 */
export default function RegisterLoginWarnPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [query] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const reason = query.get('reason') === 'registered' ? 'registered' : 'level';

  const authenticate = async () => {
    setBusy(true);
    const started = await startIamSmartWait(false);
    setBusy(false);
    if (started) void navigate(REGISTER_PATHS.waiting);
  };

  return (
    <RegisterLayout>
      <div className="notice-panel" role="alert">
        <h2>{t(`loginWarn.${reason}Title`)}</h2>
        <p>{t(`loginWarn.${reason}`)}</p>
      </div>
      {reason === 'registered' ? (
        <p className="form-actions">
          <Link to="/my-account" className="button button-primary">
            {t('register.toMyAccount')}
          </Link>
          <Link to={REGISTER_PATHS.companyGeneralInfo} className="button button-secondary">
            {t('choose.company')}
          </Link>
        </p>
      ) : (
        <>
          <p>{t('loginWarn.iamSmartText')}</p>
          <p className="form-actions">
            {token ? (
              <Button type="primary" loading={busy} onClick={() => void authenticate()}>
                {t('choose.iamSmart')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => openAuthDialog('login')}>
                {t('loginWarn.login')}
              </Button>
            )}
            <Button onClick={() => openAuthDialog('howToLogin')}>{t('loginWarn.howTo')}</Button>
            <Link to="/" className="button button-secondary">
              {t('register.toHome')}
            </Link>
          </p>
        </>
      )}
    </RegisterLayout>
  );
}
