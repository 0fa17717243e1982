import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { browserLocation } from '../../../lib/browser-location.ts';
import { useSession } from '../../../lib/session.ts';
import type { ProviderAnswer } from '../api/exchange-login-code.ts';
import { finishIamSmartRegistration } from '../api/iams-register.ts';
import { pollIamSmart } from '../api/iams-polling.ts';
import { REGISTER_CODES } from '../api/register-identity.ts';
import { startSession } from '../api/start-session.ts';
import { RegisterLayout } from '../components/register-layout.tsx';
import {
  clearDraft,
  IAMS_MESSAGE,
  IAMS_WAIT_SECONDS,
  readDraft,
  REGISTER_PATHS,
  type IamSmartWait,
} from '../register-flow.ts';
import { startIamSmartWait } from '../start-iam-smart-wait.ts';
import '../../../components/form-page.css';

export const POLL_INTERVAL_MS = 3000;
/** After iAM Smart approved, how long the answer of its window may take before the page gives up. */
export const APPROVED_GRACE_MS = 30_000;

type Phase = 'waiting' | 'approved' | 'finishing' | 'cancelled' | 'timeout' | 'expired' | 'failed';
const ENDED: Phase[] = ['cancelled', 'timeout', 'expired', 'failed'];

/**
 * RegisterWaiting: iAM Smart is asked for an ID authentication and the page waits for the approval. It
 * opens iAM Smart in its own window (as the app opens on a phone) and asks the server where the request
 * stands; the window's answer comes back here and links the account. Cancel and time-out are said plainly.
 */
export default function RegisterWaitingPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const token = useSession('token');
  const [wait, setWait] = useState<IamSmartWait | null>(() => readDraft('iamSmart'));
  const [phase, setPhase] = useState<Phase>('waiting');
  const [message, setMessage] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const popup = useRef<Window | null>(null);
  // One answer per request: a second message (a reload of the iAM Smart window) is ignored.
  const answered = useRef<string | null>(null);

  const finish = useCallback(
    async (answer: ProviderAnswer) => {
      setPhase('finishing');
      const result = await finishIamSmartRegistration(answer);
      if (result.tokens && (await startSession(result.tokens))) {
        clearDraft('iamSmart');
        void navigate(REGISTER_PATHS.success, { replace: true });
      } else if (result.code === REGISTER_CODES.alreadyUsed) {
        clearDraft('iamSmart');
        void navigate(`${REGISTER_PATHS.loginConfirm}?via=iamsmart`, { replace: true });
      } else if (result.code === REGISTER_CODES.alreadyLinked) {
        void navigate(`${REGISTER_PATHS.loginWarn}?reason=registered`, { replace: true });
      } else {
        setMessage(result.message);
        setPhase('failed');
      }
    },
    [navigate],
  );

  // The iAM Smart window's answer (code and state, or its error), from our own origin only.
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const data = event.data as (ProviderAnswer & { type?: string }) | null;
      if (event.origin !== window.location.origin || data?.type !== IAMS_MESSAGE) return;
      if (!wait || data.state !== wait.state || answered.current === wait.state) return;
      answered.current = wait.state;
      const { type: _type, ...answer } = data;
      void finish(answer);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [wait, finish]);

  // Where the request stands: asked now, then every few seconds while it is pending.
  useEffect(() => {
    if (!wait || !token || phase !== 'waiting') return;
    let live = true;
    const ask = async () => {
      const status = await pollIamSmart(wait.state);
      if (!live) return;
      setNow(Date.now());
      if (status === 'CANCELLED') setPhase('cancelled');
      else if (status === 'TIMEOUT') setPhase('timeout');
      else if (status === 'UNKNOWN') setPhase('expired');
      else if (status === 'APPROVED') setPhase('approved');
      else if (Date.now() - wait.startedAt > IAMS_WAIT_SECONDS * 1000) setPhase('timeout');
    };
    void ask();
    const timer = setInterval(() => void ask(), POLL_INTERVAL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [wait, token, phase]);

  useEffect(() => {
    if (ENDED.includes(phase)) popup.current?.close();
    if (phase !== 'approved') return;
    // Approved, but the window never came back (closed first, or approved on another device).
    const timer = setTimeout(() => setPhase('failed'), APPROVED_GRACE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const open = () => {
    if (!wait) return;
    popup.current = window.open(wait.url, 'eticket-iamsmart');
    // A blocked window: iAM Smart opens in this tab and returns to the ID-authentication callback.
    if (!popup.current) browserLocation.assign(wait.url);
  };

  const again = async () => {
    if (await startIamSmartWait(false)) {
      setWait(readDraft('iamSmart'));
      setMessage('');
      setPhase('waiting');
    }
  };

  const cancel = () => {
    popup.current?.close();
    clearDraft('iamSmart');
    void navigate(REGISTER_PATHS.choose);
  };

  if (!wait || !token) {
    return (
      <RegisterLayout>
        <div className="notice-panel" role="alert">
          <p>{t('waiting.missing')}</p>
          <Link to={REGISTER_PATHS.choose} className="button button-primary">
            {t('register.restart')}
          </Link>
        </div>
      </RegisterLayout>
    );
  }

  const minutesLeft = Math.max(1, Math.ceil((wait.startedAt + IAMS_WAIT_SECONDS * 1000 - now) / 60_000));
  return (
    <RegisterLayout>
      {phase === 'waiting' || phase === 'approved' || phase === 'finishing' ? (
        <div className="notice-panel" role="status" aria-live="polite">
          <h2>{t(`waiting.${phase}Title`)}</h2>
          <p>{t(`waiting.${phase}`, { count: minutesLeft })}</p>
        </div>
      ) : (
        <div className="notice-panel" role="alert">
          <h2>{t(`waiting.${phase}Title`)}</h2>
          <p>{message || t(`waiting.${phase}`)}</p>
        </div>
      )}
      <p className="form-actions">
        {phase === 'waiting' && (
          <Button type="primary" onClick={open}>
            {t('waiting.open')}
          </Button>
        )}
        {ENDED.includes(phase) && (
          <Button type="primary" onClick={() => void again()}>
            {t('waiting.again')}
          </Button>
        )}
        {ENDED.includes(phase) && (
          <Link to={REGISTER_PATHS.generalInfo} className="button button-secondary">
            {t('choose.otp')}
          </Link>
        )}
        {phase !== 'finishing' && <Button onClick={cancel}>{t('waiting.cancel')}</Button>}
      </p>
    </RegisterLayout>
  );
}
