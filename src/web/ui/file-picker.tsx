import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { useT } from '../lib/i18n';

export interface FilePickerProps {
  /** The visible label (e.g. "File"); it also names the native input, so forms and tests find it by label. */
  label: string;
  /** The chosen file; null clears the native input too (after an import, say). */
  value: File | null;
  onChange: (file: File | null) => void;
  accept?: string;
  /** Ids of hints that describe the field. */
  describedBy?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Focuses the visible button (what a form focuses when the file is missing). */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * A file field in the page's language: the browser's own file input says "Choose File / No file
 * chosen" in the browser's language whatever the page's is, and cannot be restyled. This keeps the
 * native input (forms, drag-free automation and label clicks still reach it) out of sight and out of
 * the tab order, and shows a real button that opens it plus the chosen file's name, announced politely.
 */
export function FilePicker({
  label,
  value,
  onChange,
  accept,
  describedBy,
  disabled,
  id,
  className,
  ref,
}: FilePickerProps) {
  const t = useT();
  const generated = useId();
  const inputId = id ?? `file-${generated}`;
  const labelId = `${inputId}-label`;
  const buttonId = `${inputId}-button`;
  const nameId = `${inputId}-name`;
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useImperativeHandle(ref, () => ({ focus: () => button.current?.focus() }), []);

  // A cleared value must clear the native input, or choosing the same file again fires no change.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);

  return (
    <div className={['ui-file', className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className="ui-file__label">
        {label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <span className="ui-file__control">
        <button
          ref={button}
          id={buttonId}
          type="button"
          className="button ui-file__button"
          disabled={disabled}
          // "File, Choose file", then the chosen name and the hints as its description.
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
          onClick={() => input.current?.click()}
        >
          {t('forms.chooseFile')}
        </button>
        <span
          id={nameId}
          className={value ? 'ui-file__name' : 'ui-file__name ui-file__name--none'}
          aria-live="polite"
          title={value?.name}
        >
          {value ? value.name : t('forms.noFileChosen')}
        </span>
      </span>
    </div>
  );
}
