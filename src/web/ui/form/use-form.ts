import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldError } from '../../../common/errors';
import {
  type FormRules,
  isRequired,
  lengthAttributes,
  numberAttributes,
  validate,
  type ValidationErrors,
} from '../../../common/validation';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { FieldErrorValue } from './field-error';

type Values = Record<string, unknown>;

/** Spread on TextField, PasswordField, TextArea, SelectField, SearchSelectField. */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: FieldErrorValue;
  required: boolean;
  minLength?: number;
  maxLength?: number;
}

/** Spread on NumberField: a text binding plus min/max from greaterThan/lessThan. */
export interface NumberBinding extends FieldBinding {
  min?: number;
  max?: number;
}

/** Spread on Checkbox. */
export interface CheckboxBinding {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  error: FieldErrorValue;
  required: boolean;
}

export interface UseFormOptions<V extends Values> {
  // NoInfer: the form's fields are all the rules' fields, not just those with a starting value.
  initialValues?: NoInfer<Partial<V>>;
}

export interface FormController<V extends Values> {
  values: V;
  /** Errors to show now: the rules' for fields touched (or all after a submit), else the server's. */
  errors: Record<string, FieldErrorValue>;
  /** Every rule failure, shown or not. */
  ruleErrors: ValidationErrors;
  /** Field messages of the last 422, each cleared when its field changes. */
  serverErrors: Record<string, string>;
  touched: Record<string, boolean>;
  /** A submit was attempted: every field shows its error. */
  submitted: boolean;
  submitting: boolean;
  /** The main message of the last failed submit (spec §5: a 422's first data message). */
  formError: string | null;
  isValid: boolean;
  setValue: (name: keyof V & string, value: unknown) => void;
  setValues: (values: Partial<V>) => void;
  /** Marks a field as visited, showing its error (what blur does). */
  touch: (name: keyof V & string) => void;
  field: (name: keyof V & string) => FieldBinding;
  number: (name: keyof V & string) => NumberBinding;
  checkbox: (name: keyof V & string) => CheckboxBinding;
  /** Shows every error and focuses the first invalid field; true when the rules pass. */
  validateForm: () => boolean;
  /**
   * `<form noValidate onSubmit={form.handleSubmit(send, onError)}>`: validates, focuses the first
   * invalid field or calls `onValid`; a thrown ApiError fills the server errors (applyServerError)
   * before `onError` runs (e.g. to reset the captcha, spec §4).
   */
  handleSubmit: (
    onValid: (values: V) => unknown,
    onError?: (error: unknown) => void,
  ) => (event?: FormEvent) => Promise<void>;
  /** Puts a failed call's message(s) on the form; true when the error carried the shop's error shape. */
  applyServerError: (error: unknown) => boolean;
  /** A 422's data list mapped to fields; `message` (default: the first data message) becomes formError. */
  setServerErrors: (data: readonly FieldError[], message?: string) => void;
  reset: (values?: Partial<V>) => void;
}

/**
 * Form state wired to the rule engine (spec §5): values, touched fields, rule and server errors.
 * Rules are checked on blur (a field shows its error once touched, then live as it is corrected)
 * and on submit, which focuses the first invalid field. `rules` may change between renders (front
 * constraints arriving from the server).
 */
export function useForm<V extends Values = Values>(
  rules: FormRules,
  options: UseFormOptions<V> = {},
): FormController<V> {
  const t = useT();
  const formId = useId();
  const [initialValues] = useState(() => ({ ...options.initialValues }) as V);
  const [values, setValuesState] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrorsState] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Handlers read the latest values and rules even when called from a stale closure (async submit).
  const valuesRef = useRef(values);
  const rulesRef = useRef(rules);
  useEffect(() => {
    rulesRef.current = rules;
  }, [rules]);

  const ruleErrors = useMemo(() => validate(rules, values), [rules, values]);
  const idOf = useCallback((name: string) => `${formId}${name}`, [formId]);

  const errors: Record<string, FieldErrorValue> = {};
  for (const name of new Set([...Object.keys(ruleErrors), ...Object.keys(serverErrors)])) {
    const shown = (submitted || touched[name]) && ruleErrors[name];
    errors[name] = shown || serverErrors[name] || null;
  }

  const setValues = useCallback((changes: Partial<V>) => {
    valuesRef.current = { ...valuesRef.current, ...changes };
    setValuesState(valuesRef.current);
    setServerErrorsState((current) => {
      const names = Object.keys(changes).filter((name) => name in current);
      if (names.length === 0) return current;
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
  }, []);
  const setValue = useCallback(
    (name: keyof V & string, value: unknown) => setValues({ [name]: value } as Partial<V>),
    [setValues],
  );
  const touch = useCallback(
    (name: string) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    [],
  );

  const focusFirst = useCallback(
    (names: string[]) => {
      const elements = names
        .map((name) => (typeof document === 'undefined' ? null : document.getElementById(idOf(name))))
        .filter((element): element is HTMLElement => element !== null);
      // First in the page, not first in the rules: that is where the eye and the Tab order go.
      elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      elements[0]?.focus();
    },
    [idOf],
  );

  const validateForm = useCallback(() => {
    setSubmitted(true);
    const invalid = Object.keys(validate(rulesRef.current, valuesRef.current));
    if (invalid.length > 0) focusFirst(invalid);
    return invalid.length === 0;
  }, [focusFirst]);

  const setServerErrors = useCallback(
    (data: readonly FieldError[], message?: string) => {
      const byField: Record<string, string> = {};
      for (const entry of data) byField[entry.field] ??= entry.message;
      setServerErrorsState(byField);
      setFormError(message ?? data[0]?.message ?? null);
      focusFirst(Object.keys(byField));
    },
    [focusFirst],
  );

  const applyServerError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const { body } = error;
        if (body.code === 422 && body.data && body.data.length > 0) setServerErrors(body.data);
        else setFormError(body.message || t('errorModal.unknownError'));
        return true;
      }
      setFormError(t('errorModal.unknownError'));
      return false;
    },
    [setServerErrors, t],
  );

  const handleSubmit = useCallback(
    (onValid: (values: V) => unknown, onError?: (error: unknown) => void) => async (event?: FormEvent) => {
      event?.preventDefault();
      setFormError(null);
      if (!validateForm()) return;
      setServerErrorsState({});
      setSubmitting(true);
      try {
        await onValid(valuesRef.current as V);
      } catch (error) {
        applyServerError(error);
        onError?.(error);
      } finally {
        setSubmitting(false);
      }
    },
    [applyServerError, validateForm],
  );

  const reset = useCallback(
    (next?: Partial<V>) => {
      valuesRef.current = { ...(next ?? initialValues) } as V;
      setValuesState(valuesRef.current);
      setTouched({});
      setServerErrorsState({});
      setFormError(null);
      setSubmitted(false);
    },
    [initialValues],
  );

  const base = (name: string) => ({
    id: idOf(name),
    name,
    onBlur: () => touch(name),
    error: errors[name] ?? null,
    required: isRequired(rules[name] ?? []),
  });
  const field = (name: keyof V & string): FieldBinding => ({
    ...base(name),
    value: toText(values[name]),
    onChange: (value: string) => setValue(name, value),
    ...lengthAttributes(rules[name] ?? []),
  });

  return {
    values,
    errors,
    ruleErrors,
    serverErrors,
    touched,
    submitted,
    submitting,
    formError,
    isValid: Object.keys(ruleErrors).length === 0,
    setValue,
    setValues,
    touch,
    field,
    number: (name) => ({ ...field(name), ...numberAttributes(rules[name] ?? []) }),
    checkbox: (name) => ({
      ...base(name),
      checked: values[name] === true,
      onChange: (checked: boolean) => setValue(name, checked),
    }),
    validateForm,
    handleSubmit,
    applyServerError,
    setServerErrors,
    reset,
  };
}

function toText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}
