import type { ComponentPropsWithoutRef, Ref } from 'react';
import { FieldShell, type FieldProps, useField } from './field-shell';

type InputAttributes = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'id' | 'required' | 'children'
>;

export interface TextFieldProps extends FieldProps, InputAttributes {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line input with the required asterisk and its error alert (spec §5). */
export function TextField({
  label,
  error,
  required,
  hint,
  id,
  className,
  value,
  onChange,
  type = 'text',
  ref,
  ...input
}: TextFieldProps) {
  const { errorText, ids, locked } = useField({ id, hint, error, label });
  return (
    <FieldShell {...{ label, required, hint, className, ids, errorText }}>
      <input
        {...input}
        ref={ref}
        id={ids.controlId}
        readOnly={locked || input.readOnly}
        className="ui-field__input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={ids.describedBy()}
      />
    </FieldShell>
  );
}
