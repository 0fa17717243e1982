import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { browserLocation } from '../../../lib/browser-location.ts';
import { useLayoutEnv } from '../../../lib/client-state.ts';
import { getToken, rememberReturnPath } from '../../../lib/session.ts';
import { getDirectLoginUrl } from '../api/direct-login.ts';
import { RegisterLayout } from '../components/register-layout.tsx';

/** A portal page to return to after the login: a path inside the router, never a provider callback. */
function returnPathOf(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !/^\/(iamsmart|sso)\//.test(value)
    ? value
    : null;
}

/**
 * /iamsmart/directlogin and /sso/directlogin: a link from outside the portal that logs in at once with
 * iAM Smart or the Digital Services Logon (query level=2 asks the ID-card DSL login, to= the portal page
 * to come back to). A logged-in user goes straight on. If the provider cannot be reached, the page says so
 * and offers to try again.
 */
export default function DirectLoginPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const env = useLayoutEnv();
  const provider = pathname.startsWith('/iamsmart/') ? 'iamsmart' : 'dsl';
  const back = returnPathOf(query.get('to'));
  const level = query.get('level') === '2' ? '2' : '1';
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (getToken()) {
      void navigate(back ?? '/', { replace: true });
      return;
    }
    let live = true;
    const source = env === 2 ? 'Mobile_Browser' : 'PC_Browser';
    void getDirectLoginUrl(provider, { source, level }).then((url) => {
      if (!live) return;
      if (!url) {
        setFailed(true);
        return;
      }
      if (back) rememberReturnPath(back);
      browserLocation.assign(url);
    });
    return () => {
      live = false;
    };
    // env is read once: the login starts for the device the link was opened on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, level, back, attempt, navigate]);

  return (
    <RegisterLayout>
      {failed ? (
        <div className="notice-panel" role="alert">
          <h2>{t('directLogin.failed')}</h2>
          <p className="identity-actions">
            <Button
              type="primary"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t('directLogin.again')}
            </Button>
            <Link to="/" className="button button-secondary">
              {t('register.toHome')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="notice-panel" role="status">
          <p>{t(provider === 'iamsmart' ? 'directLogin.busyIamSmart' : 'directLogin.busyDsl')}</p>
        </div>
      )}
    </RegisterLayout>
  );
}
