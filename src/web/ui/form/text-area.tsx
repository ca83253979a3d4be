import type { ComponentPropsWithoutRef, Ref } from 'react';
import { lengthOf } from '../../../common/validation';
import { useT } from '../../lib/i18n';
import { FieldShell, type FieldProps, useField } from './field-shell';

type TextAreaAttributes = Omit<
  ComponentPropsWithoutRef<'textarea'>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'children'
>;

export interface TextAreaProps extends FieldProps, TextAreaAttributes {
  value: string;
  onChange: (value: string) => void;
  /** Shows "current/max" under the field (needs maxLength). */
  showCounter?: boolean;
  /** Refuses pasted text (spec §5 optional paste blocking), so the text is typed by hand. */
  blockPaste?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Multi-line input with max length, optional counter and paste blocking (spec §5). */
export function TextArea({
  label,
  error,
  required,
  hint,
  id,
  className,
  value,
  onChange,
  showCounter,
  blockPaste,
  onPaste,
  maxLength,
  rows = 4,
  ref,
  ...textarea
}: TextAreaProps) {
  const t = useT();
  const { errorText, ids, locked } = useField({ id, hint, error, label });
  const counterId = `${ids.controlId}-counter`;
  const counted = showCounter && maxLength !== undefined;
  // Characters as the validator counts them, so the counter and the length rule agree.
  const current = lengthOf(value);
  const counter = counted && (
    <p
      id={counterId}
      className={current > maxLength ? 'ui-field__counter ui-field__counter--over' : 'ui-field__counter'}
    >
      <span aria-hidden="true">
        {current}/{maxLength}
      </span>
      <span className="ui-field__sr">{t('forms.counter', { current, max: maxLength })}</span>
    </p>
  );
  return (
    <FieldShell
      {...{ label, required, hint, className, ids, errorText }}
      modifier="textarea"
      footer={counter}
    >
      <textarea
        {...textarea}
        ref={ref}
        id={ids.controlId}
        readOnly={locked || textarea.readOnly}
        className="ui-field__input ui-field__textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => {
          if (blockPaste) event.preventDefault();
          onPaste?.(event);
        }}
        aria-required={required || undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={ids.describedBy(counted && counterId)}
      />
    </FieldShell>
  );
}
