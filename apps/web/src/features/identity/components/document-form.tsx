import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { localeFromHeader } from '@eticket/domain/common/locale';
import { translate } from '@eticket/domain/i18n/translate';
import { VALIDATION_MESSAGES } from '@eticket/domain/i18n/validation-messages';
import '../../../components/form-page.css';
import { SelectField } from '../../../components/select-field.tsx';

export interface DocumentValue<T extends string> {
  type: T;
  number: string;
}

export interface DocumentFormProps<T extends string> {
  types: readonly T[];
  typeLabel: string;
  typeText: (type: T) => string;
  numberLabel: string;
  hint?: string;
  /** What the user typed before (a draft): never lost across a failed call or another page. */
  initial: DocumentValue<T>;
  /** The domain schema's verdict as a validation key ('validation.format'…), or null when valid. */
  validate: (value: DocumentValue<T>) => string | null;
  /** Every change, so the page can keep a draft. */
  onChange?: (value: DocumentValue<T>) => void;
  onSubmit: (value: DocumentValue<T>) => Promise<void>;
  submitLabel: string;
  /** The server's refusal, shown under the form (already in the user's language). */
  refusal?: ReactNode;
}

/** A document type and number (identity or company), checked with the domain's schema before sending. */
export function DocumentForm<T extends string>(props: DocumentFormProps<T>) {
  const { i18n } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<DocumentValue<T>>(props.initial);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locale = localeFromHeader(i18n.resolvedLanguage ?? i18n.language);

  const change = (next: DocumentValue<T>) => {
    setValue(next);
    setErrorKey(null);
    props.onChange?.(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = props.validate(value);
    setErrorKey(found);
    if (found) {
      document.getElementById(`${id}-number`)?.focus();
      return;
    }
    setBusy(true);
    await props.onSubmit({ type: value.type, number: value.number.trim().toUpperCase() });
    setBusy(false);
  };

  const describedBy = [props.hint ? `${id}-hint` : '', errorKey ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="form-stack">
      <SelectField<T>
        label={props.typeLabel}
        value={value.type}
        onChange={(type) => change({ ...value, type })}
        options={props.types.map((type) => ({ value: type, label: props.typeText(type) }))}
      />
      <div className="form-field">
        <label htmlFor={`${id}-number`} className="form-label">
          {props.numberLabel}
        </label>
        {props.hint && (
          <p id={`${id}-hint`} className="form-hint">
            {props.hint}
          </p>
        )}
        <Input
          id={`${id}-number`}
          value={value.number}
          onChange={(e) => change({ ...value, number: e.target.value })}
          autoComplete="off"
          maxLength={20}
          aria-required
          aria-invalid={errorKey ? true : undefined}
          aria-describedby={describedBy || undefined}
          status={errorKey ? 'error' : undefined}
        />
        {errorKey && (
          <p id={`${id}-error`} className="form-error" role="alert">
            {translate(VALIDATION_MESSAGES, errorKey, locale, { field: props.numberLabel })}
          </p>
        )}
      </div>
      {props.refusal}
      <Button type="primary" htmlType="submit" loading={busy}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
