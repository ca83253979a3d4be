/**
 * Field messages may contain `{FIELD_LABEL_NAME}` (spec §5), replaced by the label of the field
 * the message is shown under.
 */

export const FIELD_LABEL_PLACEHOLDER = '{FIELD_LABEL_NAME}';

/** Puts the field label where the message has `{FIELD_LABEL_NAME}`. */
export function fillFieldLabel(text: string, label: string): string {
  return text.split(FIELD_LABEL_PLACEHOLDER).join(label);
}
