import { useId, type ReactNode } from 'react';
import { Select, type SelectProps } from './ui/select.tsx';

export type SelectFieldProps<V extends string | number> = Omit<SelectProps<V>, 'labelledBy' | 'ariaLabel'> & {
  /** The visible label; it names the select for screen readers (aria-labelledby). */
  label: ReactNode;
  /** The wrapper's class: `form-field` (default) on form pages, `ticket-field` on ticket pages. */
  className?: string;
  /** The label's class: `form-label` (default) or `ticket-label`. */
  labelClassName?: string;
};

/** A labelled select, as every form of the portal lays one out: the label above, the select below. */
export function SelectField<V extends string | number>({
  label,
  className = 'form-field',
  labelClassName = 'form-label',
  ...select
}: SelectFieldProps<V>) {
  const labelId = useId();
  return (
    <div className={className}>
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      <Select<V> labelledBy={labelId} {...select} />
    </div>
  );
}
