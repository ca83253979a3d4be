import { type ComponentPropsWithoutRef, type Ref, useState } from 'react';
import { useT } from '../../lib/i18n';
import { FieldShell, type FieldProps, useField } from './field-shell';

type InputAttributes = Omit<
  ComponentPropsWithoutRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'id' | 'required' | 'children'
>;

export interface PasswordFieldProps extends FieldProps, InputAttributes {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** Password input with a show/hide toggle (spec §5). */
export function PasswordField({
  label,
  error,
  required,
  hint,
  id,
  className,
  value,
  onChange,
  ref,
  autoComplete = 'current-password',
  ...input
}: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const { errorText, ids, locked } = useField({ id, hint, error, label });
  return (
    <FieldShell {...{ label, required, hint, className, ids, errorText }} modifier="password">
      <div className="ui-field__group">
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          readOnly={locked || input.readOnly}
          className="ui-field__input"
          // Shown as text only while the user asks; the browser's password managers still see the field.
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required || undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={ids.describedBy()}
        />
        <button
          type="button"
          className="ui-field__toggle"
          aria-controls={ids.controlId}
          aria-label={visible ? t('forms.hidePassword') : t('forms.showPassword')}
          disabled={input.disabled}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldShell>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
        fill="currentColor"
      />
      {crossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
