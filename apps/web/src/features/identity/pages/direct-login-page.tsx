import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { browserLocation } from '../../../lib/browser-location.ts';
import { useLayoutEnv } from '../../../lib/client-state.ts';
import { getToken, rememberReturnPath } from '../../../lib/session.ts';
import { getDirectLoginUrl } from '../api/direct-login.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import '../../../components/form-page.css';

/** A portal page to return to after the login: a path inside the router, never a provider callback. */
function returnPathOf(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') && !/^\/(iamsmart|sso)\//.test(value)
    ? value
    : null;
}

/**
 * Whether the browser loaded the portal at this very address (a link from outside). Reached by moving
 * inside the portal, the page waits for a press instead of leaving at once.
 */
function openedFromOutside(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  if (!entry) return true;
  try {
    return new URL(entry.name).pathname === window.location.pathname;
  } catch {
    return true;
  }
}

type Phase = 'ready' | 'busy' | 'failed';

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
  const [phase, setPhase] = useState<Phase>(() => (openedFromOutside() ? 'busy' : 'ready'));

  const start = useCallback(async () => {
    setPhase('busy');
    const url = await getDirectLoginUrl(provider, {
      source: env === 2 ? 'Mobile_Browser' : 'PC_Browser',
      level,
    });
    if (!url) {
      setPhase('failed');
      return;
    }
    if (back) rememberReturnPath(back);
    browserLocation.assign(url);
  }, [provider, level, back, env]);

  const autoStart = useRef(phase === 'busy');
  useEffect(() => {
    if (getToken()) {
      void navigate(back ?? '/', { replace: true });
      return;
    }
    if (!autoStart.current) return;
    autoStart.current = false; // once per page, also when StrictMode runs the effect twice
    void Promise.resolve().then(start);
  }, [back, navigate, start]);

  const label = t(provider === 'iamsmart' ? 'directLogin.startIamSmart' : 'directLogin.startDsl');
  return (
    <RegisterLayout>
      {phase === 'failed' ? (
        <div className="notice-panel" role="alert">
          <h2>{t('directLogin.failed')}</h2>
          <p className="form-actions">
            <Button type="primary" onClick={() => void start()}>
              {t('directLogin.again')}
            </Button>
            <Link to="/" className="button button-secondary">
              {t('register.toHome')}
            </Link>
          </p>
        </div>
      ) : phase === 'ready' ? (
        <p className="form-actions">
          <Button type="primary" onClick={() => void start()}>
            {label}
          </Button>
          <Link to="/" className="button button-secondary">
            {t('register.toHome')}
          </Link>
        </p>
      ) : (
        <div className="notice-panel" role="status">
          <p>{t(provider === 'iamsmart' ? 'directLogin.busyIamSmart' : 'directLogin.busyDsl')}</p>
        </div>
      )}
    </RegisterLayout>
  );
}
