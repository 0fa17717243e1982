import { Select as AntSelect } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string | number> {
  /** id of the visible <label>; or give `ariaLabel`. */
  labelledBy?: string;
  ariaLabel?: string;
  id?: string;
  options: readonly SelectOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
}

/** antd Select with a translated placeholder and a name for screen readers. */
export function Select<V extends string | number>({
  labelledBy,
  ariaLabel,
  id,
  options,
  value,
  onChange,
  placeholder,
  disabled,
  allowClear,
}: SelectProps<V>) {
  const { t } = useTranslation();
  return (
    <AntSelect<V>
      id={id}
      className="ui-select"
      aria-labelledby={labelledBy}
      aria-label={ariaLabel}
      options={options.map((o) => ({ ...o }))}
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? t('ui.selectPlaceholder')}
      disabled={disabled}
      allowClear={allowClear}
    />
  );
}
