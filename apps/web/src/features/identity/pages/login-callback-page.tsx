import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/banner.tsx';
import { openAuthDialog } from '../../../lib/client-state.ts';
import { getSession, takeReturnPath } from '../../../lib/session.ts';
import { exchangeLoginCode, type ProviderAnswer } from '../api/exchange-login-code.ts';
import { readAlertStatus } from '../api/get-alert-status.ts';
import { startSession } from '../api/start-session.ts';
import { BlankAccountDialog, blankAccountPromptOf } from '../components/blank-account-dialog.tsx';
import { ERROR_CODES } from '@eticket/domain/errors/error-codes';
import { OutcomePanel } from '../components/outcome-panel.tsx';

type Outcome =
  | { kind: 'busy' }
  | { kind: 'failed'; message: string; errorKey: string }
  | { kind: 'prompt'; prompt: 'tip' | 'choice'; uid: string; next: string }
  | { kind: 'done'; next: string };

/** A code and state are used once: a second render of the page (StrictMode, back button) reuses the answer. */
const exchanges = new Map<string, Promise<Outcome>>();

function errorKeyOf(answer: ProviderAnswer, code: string): string {
  if (code === ERROR_CODES.DSL_LEVEL_TOO_LOW) return 'callback.levelTooLow';
  if (answer.error === 'cancelled') return 'callback.cancelled';
  if (answer.error === 'timeout') return 'callback.timeout';
  return 'callback.failed';
}

async function finishLogin(answer: ProviderAnswer): Promise<Outcome> {
  // Opened without a provider answer (a bookmark, a crawler): nothing to exchange.
  if (!answer.state) return { kind: 'failed', message: '', errorKey: 'callback.failed' };
  const result = await exchangeLoginCode(answer);
  if (result.code !== '0' || !result.data) {
    return { kind: 'failed', message: result.message, errorKey: errorKeyOf(answer, result.code) };
  }
  if (!(await startSession(result.data))) return { kind: 'failed', message: '', errorKey: 'callback.failed' };
  const next = takeReturnPath();
  const prompt = blankAccountPromptOf(await readAlertStatus());
  const uid = getSession('uid') ?? '';
  return prompt ? { kind: 'prompt', prompt, uid, next } : { kind: 'done', next };
}

function answerOf(params: URLSearchParams): ProviderAnswer {
  const answer: ProviderAnswer = {};
  for (const key of ['code', 'state', 'error'] as const) {
    const value = params.get(key);
    if (value) answer[key] = value;
  }
  return answer;
}

function answerOfKey(key: string): ProviderAnswer {
  const [state, code, error] = key.split('|');
  return { ...(state ? { state } : {}), ...(code ? { code } : {}), ...(error ? { error } : {}) };
}

/**
 * /iamsmart/logincallback and /sso/redirect: the provider sends the browser back here with code and
 * state (or an error). The page exchanges them for a session and goes on to the page the user came for.
 */
export default function LoginCallbackPage() {
  const { t } = useTranslation('identity');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'busy' });
  const answer = answerOf(params);
  const key = [answer.state, answer.code, answer.error].map((v) => v ?? '').join('|');

  useEffect(() => {
    let live = true;
    if (!exchanges.has(key)) exchanges.set(key, finishLogin(answerOfKey(key)));
    void exchanges.get(key)!.then((next) => {
      if (live) setOutcome(next);
    });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (outcome.kind === 'done') void navigate(outcome.next, { replace: true });
  }, [outcome, navigate]);

  return (
    <>
      <Banner />
      <div className="container page-body">
        {outcome.kind === 'failed' ? (
          <OutcomePanel
            title={t(outcome.errorKey)}
            message={outcome.message}
            action={
              <button type="button" className="button button-primary" onClick={() => openAuthDialog('login')}>
                {t('callback.tryAgain')}
              </button>
            }
          >
            {outcome.errorKey === 'callback.levelTooLow' && (
              <p>
                <Link to="/home/register/login-warn?reason=level">{t('callback.levelHelp')}</Link>
              </p>
            )}
          </OutcomePanel>
        ) : (
          <div className="notice-panel" role="status">
            <p>{t('callback.busy')}</p>
          </div>
        )}
        {outcome.kind === 'prompt' && (
          <BlankAccountDialog
            kind={outcome.prompt}
            uid={outcome.uid}
            onDone={(choice) =>
              void navigate(choice === 'authenticate' ? '/home/register/iam-smart' : outcome.next, {
                replace: true,
              })
            }
          />
        )}
      </div>
    </>
  );
}
