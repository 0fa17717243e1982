import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateEntryPattern } from '@eticket/domain/common/date-entry';
import { useLocale } from '../lib/use-locale.ts';
import { FieldError, invalidProps } from './field-error.tsx';

/**
 * A date typed in the portal's order for the language (dd/mm/yyyy, or yyyy-mm-dd in Simplified Chinese),
 * not in the browser's: the browser's date input follows its own locale (mm/dd/yyyy in an English-US
 * one). The text is the caller's; `parseDateEntry` reads it as an ISO date.
 */
export function DateField({
  id,
  label,
  text,
  onChange,
  invalid,
  labelClassName,
  className,
}: {
  id: string;
  label: string;
  text: string;
  onChange: (text: string) => void;
  /** The text is not a date: the field says how to write one. */
  invalid?: boolean;
  labelClassName?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const pattern = dateEntryPattern(useLocale());
  const error = invalid ? t('ui.dateInvalid', { pattern }) : null;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <Input
        id={id}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        placeholder={pattern}
        {...invalidProps(`${id}-error`, error)}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="form-hint">
        {t('ui.dateHint', { pattern })}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
