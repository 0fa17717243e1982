import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import './form-page.css';

export interface OtpFormProps {
  /** The masked contact the code goes to. */
  display: string;
  /** Sends (or resends) the code; resolves the seconds until another may be sent, or null on failure. */
  onSend: () => Promise<number | null>;
  /** Checks the code; the server's refusals (wrong code, limit reached) show as its reminder dialog. */
  onSubmit: (otp: string) => Promise<void>;
  /** Seconds until a resend when a code was sent before this page opened (none sent: undefined). */
  sentResendSeconds?: number;
  submitLabel?: string;
}

/**
 * The one-time password step (spec section 9: valid 5 minutes, resend after the interval, 24-hour lockout
 * after the maximum attempts, all enforced by the server). Sending is an explicit press, so reloading
 * the page never sends a second code.
 */
export function OtpForm({ display, onSend, onSubmit, sentResendSeconds, submitLabel }: OtpFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [sent, setSent] = useState(sentResendSeconds !== undefined);
  const [wait, setWait] = useState(sentResendSeconds ?? 0);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<'required' | 'format' | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    setSending(true);
    const seconds = await onSend();
    setSending(false);
    if (seconds === null) return;
    setSent(true);
    setWait(seconds);
    document.getElementById(`${id}-otp`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = otp === '' ? 'required' : /^\d{6}$/.test(otp) ? null : 'format';
    setError(found);
    if (found) {
      document.getElementById(`${id}-otp`)?.focus();
      return;
    }
    setChecking(true);
    await onSubmit(otp);
    setChecking(false);
  };

  const minutes = Math.ceil(wait / 60);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="form-stack">
      <p id={`${id}-where`}>{t(sent ? 'otp.sentTo' : 'otp.willSend', { display })}</p>
      <p className="form-hint">{t('otp.validity')}</p>
      <div className="form-field">
        <label htmlFor={`${id}-otp`} className="form-label">
          {t('otp.label')}
        </label>
        <Input
          id={`${id}-otp`}
          value={otp}
          onChange={(e) => {
            setOtp(e.target.value.replace(/\D/g, '').slice(0, 6));
            if (error) setError(null);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-where${error ? ` ${id}-error` : ''}`}
          status={error ? 'error' : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="form-error" role="alert">
            {t(error === 'required' ? 'otp.required' : 'otp.format')}
          </p>
        )}
      </div>
      <div className="form-actions">
        <Button onClick={() => void send()} disabled={sending || checking || wait > 0}>
          {sent ? t('otp.resend') : t('otp.send')}
        </Button>
        <Button type="primary" htmlType="submit" loading={checking} disabled={!sent || sending}>
          {submitLabel ?? t('otp.submit')}
        </Button>
      </div>
      <p className="form-hint" aria-live="polite">
        {wait > 0 ? t('otp.resendIn', { count: minutes }) : ''}
      </p>
    </form>
  );
}
