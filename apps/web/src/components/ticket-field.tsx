import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AltchaCaptcha } from './altcha-captcha.tsx';
import './ticket-page.css';

/** What a field's input takes so that its label, hint and error speak for it. */
export interface TicketFieldInputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  status: 'error' | undefined;
}

/**
 * One field of a look-up form: the label, the hint under it, the input (drawn by `children` with the
 * props that tie it to the hint and the error) and the error, when there is one.
 */
export function TicketField({
  id,
  label,
  hint,
  error,
  children,
}: {
  /** The input's id; the hint and error take it with `-hint` and `-error`. */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  error?: ReactNode;
  children: (props: TicketFieldInputProps) => ReactNode;
}) {
  return (
    <div className="ticket-field">
      <label htmlFor={id} className="ticket-label">
        {label}
      </label>
      <p id={`${id}-hint`} className="ticket-hint">
        {hint}
      </p>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
        status: error ? 'error' : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="ticket-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The proof-of-work captcha of a public form, with its title and the error under it. */
export function CaptchaField({
  idPrefix,
  resetKey,
  error,
  onChange,
}: {
  /** The form's id; the error takes it with `-captcha-error`. */
  idPrefix: string;
  resetKey: number;
  error?: ReactNode;
  onChange: (payload: string | null) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="ticket-field">
      <span className="ticket-label" id={`${idPrefix}-captcha-label`}>
        {t('captcha.title')}
      </span>
      <AltchaCaptcha
        onChange={onChange}
        resetKey={resetKey}
        errorId={error ? `${idPrefix}-captcha-error` : undefined}
      />
      {error && (
        <p id={`${idPrefix}-captcha-error`} className="ticket-error">
          {error}
        </p>
      )}
    </div>
  );
}
