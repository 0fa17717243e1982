import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../components/banner.tsx';
import { browserLocation } from '../../../lib/browser-location.ts';
import { finishIamSmartRegistration, startIamSmartRegistration } from '../api/iams-register.ts';
import { IDENTITY_ALREADY_USED } from '../api/registration.ts';
import { startSession } from '../api/start-session.ts';
import { REGISTER_SUCCESS_PATH } from './blank-account-otp-page.tsx';
import '../identity.css';

type Outcome = { kind: 'busy' } | { kind: 'used' } | { kind: 'failed'; message: string };

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
        {outcome.kind === 'used' && (
          <div className="notice-panel" role="alert">
            <p>{t('register.replaceConfirm')}</p>
            <p className="identity-actions">
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
          <div className="notice-panel" role="alert">
            <h2>{t('authCallback.failed')}</h2>
            {outcome.message && <p>{outcome.message}</p>}
            <p className="identity-actions">
              <Link to="/home/register/iam-smart" className="button button-primary">
                {t('register.restart')}
              </Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
