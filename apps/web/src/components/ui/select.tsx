import { Select as AntSelect } from 'antd';
import { useId } from 'react';
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

/** Above this many options the list is virtual (only the rows in view exist); below it every row does. */
const VIRTUAL_FROM = 100;
/** antd's option row height at the default size. */
const ROW_PX = 32;
/** Tall enough for the ticket statuses (11) without a scroll bar, short enough for a phone. */
const MAX_LIST_PX = 12 * ROW_PX;

/**
 * antd Select with a translated placeholder and a name for screen readers. A short list is rendered
 * whole: antd's virtual list drew only the first ten rows of the status filter, so "Refunded" could
 * not be seen or found until the list was scrolled, and was never in the page for assistive tools.
 */
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
  const ownId = useId();
  const selectId = id ?? ownId;
  // rc-select draws the open list (`<id>_list`, role listbox) without a name of its own: it takes the
  // field's, as soon as it is drawn, so a screen reader names the list it enters (WCAG 4.1.2).
  const nameList = (open: boolean) => {
    if (!open) return;
    requestAnimationFrame(() => {
      const list = document.getElementById(`${selectId}_list`);
      if (!list) return;
      if (labelledBy) list.setAttribute('aria-labelledby', labelledBy);
      else if (ariaLabel) list.setAttribute('aria-label', ariaLabel);
    });
  };
  return (
    <AntSelect<V>
      id={selectId}
      onOpenChange={nameList}
      className="ui-select"
      aria-labelledby={labelledBy}
      aria-label={ariaLabel}
      options={options.map((o) => ({ ...o }))}
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? t('ui.selectPlaceholder')}
      disabled={disabled}
      allowClear={allowClear}
      virtual={options.length >= VIRTUAL_FROM}
      listHeight={Math.min(options.length * ROW_PX + 8, MAX_LIST_PX)}
    />
  );
}
