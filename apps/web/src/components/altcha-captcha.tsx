import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import workerUrl from 'altcha/worker?url&no-inline';
import 'altcha/altcha.css';
import { useCaptchaChallenge } from '../lib/api/get-captcha-challenge.ts';

export interface AltchaCaptchaProps {
  /** The solved payload, or null while unsolved (and again after it expires or is reset). */
  onChange: (payload: string | null) => void;
  /** Bump to get a fresh challenge (when the server has refused the solved one). */
  resetKey: number;
  /** id of the element that describes an error for the widget. */
  errorId?: string;
}

interface StateDetail {
  state: string;
  payload?: string;
}

/**
 * The ALTCHA proof-of-work widget: a checkbox the visitor ticks and the browser solves, no image
 * puzzle. The challenge comes through the request module (challengejson) rather than the widget's own
 * fetch, so headers, time-outs and the error catalogue stay in one place.
 */
export function AltchaCaptcha({ onChange, resetKey, errorId }: AltchaCaptchaProps) {
  const { t, i18n } = useTranslation('common');
  const ref = useRef<HTMLElement | null>(null);
  const { data: challenge, refetch, isError } = useCaptchaChallenge();
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    // The external build: worker and styles are files of our origin, as the CSP (script-src 'self',
    // no blob: workers) requires. The custom element registers itself on import.
    import('altcha/external').catch(() => undefined);
  }, []);

  useEffect(() => {
    if (resetKey > 0) {
      changeRef.current(null);
      void refetch();
    }
  }, [resetKey, refetch]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateDetail>).detail;
      if (detail.state === 'verified' && detail.payload) changeRef.current(detail.payload);
      else changeRef.current(null);
      if (detail.state === 'expired') void refetch();
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [refetch, challenge]);

  const strings = JSON.stringify({
    ariaLinkLabel: t('captcha.linkLabel'),
    error: t('captcha.error'),
    expired: t('captcha.expired'),
    footer: t('captcha.footer'),
    label: t('captcha.label'),
    verified: t('captcha.verified'),
    verifying: t('captcha.verifying'),
    waitAlert: t('captcha.waitAlert'),
  });

  if (isError) {
    return (
      <p role="alert" className="ticket-error">
        {t('captcha.loadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('ui.retry')}
        </button>
      </p>
    );
  }
  if (!challenge) return <p role="status">{t('captcha.loading')}</p>;
  return (
    <div aria-describedby={errorId} className="ticket-captcha">
      {createElement('altcha-widget', {
        // A new element per challenge and language: the widget reads its attributes once.
        key: `${challenge.signature}-${i18n.language}`,
        ref,
        challengejson: JSON.stringify(challenge),
        strings,
        hidelogo: true,
        hidefooter: true,
        name: 'captcha',
        workerurl: workerUrl,
      })}
    </div>
  );
}
