import type { ReactNode } from 'react';
import { canToggle, type SelectionLimits } from '@eticket/domain/common/pagination';
import { Checkbox } from './checkbox.tsx';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps extends SelectionLimits {
  legend: ReactNode;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  name?: string;
}

/**
 * A group of checkboxes that keeps the selection within min..max (spec section 5): a box whose toggle
 * would break a limit is disabled, so the limit is visible rather than silently ignored.
 */
export function CheckboxGroup({ legend, options, value, onChange, min, max, name }: CheckboxGroupProps) {
  const limits = { min, max };
  const toggle = (option: string) => {
    if (!canToggle(value, option, limits)) return;
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  };
  return (
    <fieldset className="ui-checkbox-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          name={name}
          value={option.value}
          checked={value.includes(option.value)}
          disabled={option.disabled || !canToggle(value, option.value, limits)}
          onChange={() => toggle(option.value)}
        >
          {option.label}
        </Checkbox>
      ))}
    </fieldset>
  );
}
