import type { ChangeEvent, ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
}

/**
 * The portal's checkbox: a real input (keyboard, forms and screen readers work as usual) drawn as a
 * larger box that is easier to hit on a phone.
 */
export function Checkbox({ checked, onChange, children, disabled, name, value }: CheckboxProps) {
  return (
    <label className={`ui-checkbox${disabled ? ' is-disabled' : ''}`}>
      <input
        type="checkbox"
        className="ui-checkbox-input"
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
      />
      <span className="ui-checkbox-box" aria-hidden="true" />
      <span className="ui-checkbox-label">{children}</span>
    </label>
  );
}
