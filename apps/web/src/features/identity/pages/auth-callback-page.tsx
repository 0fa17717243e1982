import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { browserLocation } from '../../../lib/browser-location.ts';
import { finishIamSmartRegistration, startIamSmartRegistration } from '../api/iams-register.ts';
import { IDENTITY_ALREADY_USED } from '../api/registration.ts';
import { startSession } from '../api/start-session.ts';
import { IAMS_MESSAGE, REGISTER_PATHS } from '../register-flow.ts';
import { REGISTER_SUCCESS_PATH } from './blank-account-otp-page.tsx';
import '../../../components/form-page.css';
import { OutcomePanel } from '../components/outcome-panel.tsx';

type Outcome =
  { kind: 'busy' } | { kind: 'used' } | { kind: 'handedOver' } | { kind: 'failed'; message: string };

/**
 * In the window the waiting page opened: the answer goes back to that page (same origin), which holds
 * the session, and this window closes. False when this is an ordinary tab.
 */
function handOverToWaitingPage(answer: Record<string, string>): boolean {
  try {
    const opener = window.opener as Window | null;
    if (!opener || opener === window || !opener.location.pathname.endsWith(REGISTER_PATHS.waiting))
      return false;
    opener.postMessage({ type: IAMS_MESSAGE, ...answer }, window.location.origin);
    window.close();
    return true;
  } catch {
    return false; // an opener of another origin
  }
}

/**
 * Where iAM Smart sends the browser back after an ID authentication: the approval links the blank
 * account. An identity already used by another login needs a second approval, given knowingly.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    query.get('state') ? { kind: 'busy' } : { kind: 'failed', message: '' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = query.get('state') ?? '';
    const answer = {
      state,
      ...(query.get('code') ? { code: query.get('code')! } : {}),
      ...(query.get('error') ? { error: query.get('error')! } : {}),
    };
    if (!state) return;
    if (handOverToWaitingPage(answer)) {
      // Shown only if the browser keeps this window open.
      void Promise.resolve().then(() => setOutcome({ kind: 'handedOver' }));
      return;
    }
    void finishIamSmartRegistration(answer).then(async (result) => {
      if (result.tokens && (await startSession(result.tokens))) {
        void navigate(REGISTER_SUCCESS_PATH, { replace: true });
      } else if (result.code === IDENTITY_ALREADY_USED) setOutcome({ kind: 'used' });
      else setOutcome({ kind: 'failed', message: result.message });
    });
  }, [query, navigate]);

  const again = async () => {
    const url = await startIamSmartRegistration(true);
    if (url) browserLocation.assign(url);
  };

  return (
    <>
      <Banner />
      <div className="container page-body">
        {outcome.kind === 'busy' && (
          <div className="notice-panel" role="status">
            <p>{t('authCallback.busy')}</p>
          </div>
        )}
        {outcome.kind === 'handedOver' && (
          <div className="notice-panel" role="status">
            <p>{t('authCallback.handedOver')}</p>
          </div>
        )}
        {outcome.kind === 'used' && (
          <div className="notice-panel" role="alert">
            <p>{t('register.replaceConfirm')}</p>
            <p className="form-actions">
              <Button type="primary" onClick={() => void again()}>
                {t('authCallback.replaceAgain')}
              </Button>
              <Link to="/" className="button button-secondary">
                {t('register.toHome')}
              </Link>
            </p>
          </div>
        )}
        {outcome.kind === 'failed' && (
          <OutcomePanel
            title={t('authCallback.failed')}
            message={outcome.message}
            action={
              <Link to="/home/register/iam-smart" className="button button-primary">
                {t('register.restart')}
              </Link>
            }
          />
        )}
      </div>
    </>
  );
}
