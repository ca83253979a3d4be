import { SearchSelect, type SearchSelectProps } from '../search-select';
import { type FieldErrorValue, useFieldErrorText } from './field-error';

export interface SearchSelectFieldProps extends Omit<SearchSelectProps, 'value' | 'onBlur'> {
  /** Selected value; '' or null for none. */
  value: string | null;
  error?: FieldErrorValue;
  required?: boolean;
  /** Called when the list closes after the field was used, like a blur. */
  onBlur?: () => void;
}

/**
 * The UI kit's SearchSelect (case-insensitive contains, prefix matches first: spec §5) with the
 * form field's asterisk and error alert. The asterisk comes from CSS (the label is SearchSelect's),
 * and the alert is announced by role=alert.
 */
export function SearchSelectField({
  error,
  required,
  value,
  onBlur,
  className,
  label,
  ...props
}: SearchSelectFieldProps) {
  const errorText = useFieldErrorText(error, label);
  const classes = [
    'ui-field',
    'ui-field--search-select',
    required && 'ui-field--required',
    errorText && 'ui-field--invalid',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} onBlur={onBlur}>
      <SearchSelect {...props} label={label} value={value || null} />
      {errorText && (
        <p className="ui-field__error" role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
