import { useHydrated } from '../../lib/use-hydrated';
import { type ReactNode, useId } from 'react';
import { useT } from '../../lib/i18n';
import { type FieldErrorValue, useFieldErrorText } from './field-error';

/** Props every field takes. */
export interface FieldProps {
  /** Visible label; also fills `{FIELD_LABEL_NAME}` in the error. */
  label: string;
  /** Error to show under the field (see FieldErrorValue). */
  error?: FieldErrorValue;
  /** Shows the asterisk and sets aria-required. */
  required?: boolean;
  /** Help text under the field, read with it by screen readers. */
  hint?: ReactNode;
  /** Id of the control, so a form can focus its first invalid field. */
  id?: string;
  className?: string;
}

export interface FieldIds {
  controlId: string;
  errorId: string;
  hintId: string;
  /** aria-describedby for the control: hint, extra ids (a counter), then the error. */
  describedBy: (...extra: (string | undefined | false)[]) => string | undefined;
}

interface FieldShellProps extends FieldProps {
  ids: FieldIds;
  errorText: string | null;
  modifier?: string;
  /** The control (and anything beside it, e.g. the password toggle). */
  children: ReactNode;
  /** Rendered right under the control, e.g. the character counter. */
  footer?: ReactNode;
}

export function useFieldIds(id: string | undefined, hint: ReactNode, errorText: string | null): FieldIds {
  const base = useId();
  const controlId = id ?? `${base}control`;
  const errorId = `${base}error`;
  const hintId = `${base}hint`;
  return {
    controlId,
    errorId,
    hintId,
    describedBy: (...extra) =>
      [hint ? hintId : undefined, ...extra, errorText ? errorId : undefined].filter(Boolean).join(' ') ||
      undefined,
  };
}

/** The field's error text plus its ids, the common start of every field component. */
export function useField(props: Pick<FieldProps, 'id' | 'hint' | 'error' | 'label'>) {
  const errorText = useFieldErrorText(props.error, props.label);
  const ids = useFieldIds(props.id, props.hint, errorText);
  // Typing before hydration would be wiped when React takes the field over (see useHydrated).
  const locked = !useHydrated();
  return { errorText, ids, locked };
}

/** The asterisk of a required field; hidden from screen readers, which hear aria-required instead. */
export function RequiredMark() {
  const t = useT();
  return (
    <span className="ui-field__required" aria-hidden="true" title={t('forms.requiredMark')}>
      *
    </span>
  );
}

/** Label, control, hint and error alert in the kit's layout. */
export function FieldShell({
  label,
  required,
  hint,
  className,
  ids,
  errorText,
  modifier,
  children,
  footer,
}: FieldShellProps) {
  const classes = [
    'ui-field',
    modifier && `ui-field--${modifier}`,
    errorText && 'ui-field--invalid',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={ids.controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {footer}
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
