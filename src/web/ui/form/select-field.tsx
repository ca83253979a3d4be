import type { ComponentPropsWithoutRef, Ref } from 'react';
import type { SelectOption } from '../search-select';
import { FieldShell, type FieldProps, useField } from './field-shell';

type SelectAttributes = Omit<
  ComponentPropsWithoutRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'children' | 'multiple'
>;

export interface SelectFieldProps extends FieldProps, SelectAttributes {
  options: readonly SelectOption[];
  /** Selected value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty first option ("Choose…"); without it the first option is preselected by the browser. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select for short lists (the browser's own picker on phones). Long lists that need
 * typing to search use SearchSelectField.
 */
export function SelectField({
  label,
  error,
  required,
  hint,
  id,
  className,
  options,
  value,
  onChange,
  placeholder,
  ref,
  ...select
}: SelectFieldProps) {
  const { errorText, ids, locked } = useField({ id, hint, error, label });
  return (
    <FieldShell {...{ label, required, hint, className, ids, errorText }} modifier="select">
      <select
        {...select}
        ref={ref}
        id={ids.controlId}
        // A select has no read-only state: it waits disabled for the moment before hydration.
        disabled={locked || select.disabled}
        className="ui-field__input ui-field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={ids.describedBy()}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
