import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProviderAnswer } from '../api/exchange-login-code.ts';
import { finishSsoIamSmart, REAUTH_CODES } from '../api/sso-iamsmart.ts';
import { startSession } from '../api/start-session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import { REGISTER_PATHS } from '../register-flow.ts';
import '../../../components/form-page.css';
import { OutcomePanel } from '../components/outcome-panel.tsx';

type Outcome = { kind: 'busy' } | { kind: 'next'; to: string } | { kind: 'failed'; key: string };

/** A state is used once: a second render (StrictMode, the back button) reuses the first answer. */
const exchanges = new Map<string, Promise<Outcome>>();

const NEXT_OF_CODE: Record<string, string> = {
  [REAUTH_CODES.alreadyUsed]: `${REGISTER_PATHS.loginConfirm}?via=reauth`,
  [REAUTH_CODES.alreadyLinked]: `${REGISTER_PATHS.loginWarn}?reason=registered`,
  [REAUTH_CODES.noRecord]: `${REGISTER_PATHS.infoMissing}?reason=record`,
};

async function finish(answer: ProviderAnswer): Promise<Outcome> {
  if (!answer.state) return { kind: 'failed', key: 'reauthCallback.failed' };
  const result = await finishSsoIamSmart(answer);
  if (result.tokens && (await startSession(result.tokens)))
    return { kind: 'next', to: REGISTER_PATHS.success };
  const next = NEXT_OF_CODE[result.code];
  if (next) return { kind: 'next', to: next };
  return {
    kind: 'failed',
    key: result.code === REAUTH_CODES.cancelled ? 'reauthCallback.cancelled' : 'reauthCallback.failed',
  };
}

/**
 * /iamsmart/reauthcallback: where iAM Smart returns after the users service's ID authentication
 * (POST …/sso/iamSmart/login, started to confirm moving a login). …/sso/iamSmart/register links the blank
 * account, with the confirmation given before the round trip.
 */
export default function ReAuthCallbackPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'busy' });
  const key = ['state', 'code', 'error'].map((k) => query.get(k) ?? '').join('|');

  useEffect(() => {
    let live = true;
    if (!exchanges.has(key)) {
      const [state, code, error] = key.split('|');
      exchanges.set(
        key,
        finish({ ...(state ? { state } : {}), ...(code ? { code } : {}), ...(error ? { error } : {}) }),
      );
    }
    void exchanges.get(key)!.then((next) => {
      if (!live) return;
      if (next.kind === 'next') void navigate(next.to, { replace: true });
      else setOutcome(next);
    });
    return () => {
      live = false;
    };
  }, [key, navigate]);

  return (
    <RegisterLayout>
      {outcome.kind === 'failed' ? (
        <OutcomePanel
          title={t(outcome.key)}
          action={
            <Link to={REGISTER_PATHS.choose} className="button button-primary">
              {t('register.restart')}
            </Link>
          }
        />
      ) : (
        <div className="notice-panel" role="status">
          <p>{t('authCallback.busy')}</p>
        </div>
      )}
    </RegisterLayout>
  );
}
