import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { SelectField } from './select-field.tsx';

export type DocumentNumberError = 'required' | 'format';

/**
 * A document held at the Transport Department, named by its type and number (a person's identity document,
 * a company's registration): the number is upper-cased and checked against `pattern` before `onSubmit`,
 * which runs once at a time. Where the OTP goes next is the page's business.
 */
export function DocumentNumberForm<T extends string>({
  types,
  initialType,
  typeLabel,
  typeText,
  numberLabel,
  hint,
  pattern,
  errorText,
  submitLabel,
  onSubmit,
}: {
  types: readonly T[];
  initialType: T;
  typeLabel: string;
  typeText: (type: T) => string;
  numberLabel: string;
  hint?: string;
  pattern: RegExp;
  errorText: (error: DocumentNumberError) => string;
  submitLabel: string;
  onSubmit: (type: T, number: string) => Promise<void>;
}) {
  const id = useId();
  const [type, setType] = useState<T>(initialType);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<DocumentNumberError | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = hint === undefined ? null : `${id}-number-hint`;
  const errorId = error ? `${id}-number-error` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = number.trim().toUpperCase();
    const found = value === '' ? 'required' : pattern.test(value) ? null : 'format';
    setError(found);
    if (found) {
      document.getElementById(`${id}-number`)?.focus();
      return;
    }
    setBusy(true);
    await onSubmit(type, value);
    setBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="form-stack">
      <SelectField<T>
        label={typeLabel}
        value={type}
        onChange={setType}
        options={types.map((value) => ({ value, label: typeText(value) }))}
      />
      <div className="form-field">
        <label htmlFor={`${id}-number`} className="form-label">
          {numberLabel}
        </label>
        {hintId && (
          <p id={hintId} className="form-hint">
            {hint}
          </p>
        )}
        <Input
          id={`${id}-number`}
          value={number}
          onChange={(e) => {
            setNumber(e.target.value);
            if (error) setError(null);
          }}
          autoComplete="off"
          maxLength={20}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          status={error ? 'error' : undefined}
        />
        {error && errorId && (
          <p id={errorId} className="form-error" role="alert">
            {errorText(error)}
          </p>
        )}
      </div>
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
