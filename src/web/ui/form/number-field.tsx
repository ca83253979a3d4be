import type { ComponentPropsWithoutRef, KeyboardEvent, Ref } from 'react';
import { FieldShell, type FieldProps, useField } from './field-shell';

/** Spec §5: number inputs do not take minus, plus, e, comma or period (type=number would). */
export const BLOCKED_NUMBER_KEYS: ReadonlySet<string> = new Set(['-', '+', 'e', 'E', ',', '.']);

type InputAttributes = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'id' | 'required' | 'children'
>;

export interface NumberFieldProps extends FieldProps, InputAttributes {
  /** The text of the input ('' when empty): the rules judge it, so nothing is lost to parsing. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A whole, non-negative number input (amounts, counts, codes). */
export function NumberField({
  label,
  error,
  required,
  hint,
  id,
  className,
  value,
  onChange,
  onKeyDown,
  ref,
  ...input
}: NumberFieldProps) {
  const { errorText, ids, locked } = useField({ id, hint, error, label });
  return (
    <FieldShell {...{ label, required, hint, className, ids, errorText }} modifier="number">
      <input
        inputMode="numeric"
        {...input}
        ref={ref}
        id={ids.controlId}
        readOnly={locked || input.readOnly}
        className="ui-field__input"
        type="number"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (BLOCKED_NUMBER_KEYS.has(event.key)) event.preventDefault();
          onKeyDown?.(event);
        }}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={ids.describedBy()}
      />
    </FieldShell>
  );
}
