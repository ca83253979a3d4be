import { useHydrated } from '../../lib/use-hydrated';
import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { useT } from '../../lib/i18n';
import { type FieldErrorValue, useFieldErrorText } from './field-error';
import { RequiredMark, useFieldIds } from './field-shell';

type CheckboxAttributes = Omit<
  ComponentPropsWithoutRef<'input'>,
  'checked' | 'defaultChecked' | 'onChange' | 'type' | 'id' | 'required' | 'children' | 'value'
>;

export interface CheckboxProps extends CheckboxAttributes {
  /** Text beside the box; may hold links ("I accept the <a>terms</a>"). */
  label: ReactNode;
  /** The label as text for `{FIELD_LABEL_NAME}` when `label` is not a plain string. */
  errorLabel?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldErrorValue;
  required?: boolean;
  hint?: ReactNode;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label, asterisk and error alert (a required box must be ticked). */
export function Checkbox({
  label,
  errorLabel,
  checked,
  onChange,
  error,
  required,
  hint,
  id,
  className,
  ref,
  ...input
}: CheckboxProps) {
  const t = useT();
  const textLabel = errorLabel ?? (typeof label === 'string' ? label : t('forms.thisField'));
  const errorText = useFieldErrorText(error, textLabel);
  const ids = useFieldIds(id, hint, errorText);
  // A tick before hydration would be undone when React takes the box over (see useHydrated).
  const locked = !useHydrated();
  const classes = ['ui-field', 'ui-field--checkbox', errorText && 'ui-field--invalid', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="ui-checkbox">
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          disabled={locked || input.disabled}
          className="ui-checkbox__input"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={ids.describedBy()}
        />
        <label className="ui-checkbox__label" htmlFor={ids.controlId}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {errorText && (
        <p id={ids.errorId} className="ui-field__error" role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
