/**
 * Form fields (spec §5: labels, alerts with `{FIELD_LABEL_NAME}`, limits). Styles: './form.css'
 * (linked from the app root next to ui.css).
 */
export * from './checkbox';
export * from './field-error';
export { FieldShell, RequiredMark, type FieldProps } from './field-shell';
export * from './form-alert';
export * from './number-field';
export * from './password-field';
export * from './search-select-field';
export * from './select-field';
export * from './text-area';
export * from './text-field';
