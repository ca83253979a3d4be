/**
 * Why an order's status changed, as its history line keeps it: a code and its values, worded when
 * read in the reader's language (`orders.historyNote.<code>`), so the desk reads a line in its
 * language and the customer in theirs. Lines written before the codes keep their stored text.
 */
import { CARRIER_NAMES, isCarrier } from './carriers';
import { formatDate } from './format';
import type { Language } from './markets';
import { isOrderStatus } from './order-status';

/** The values each note's wording takes; an empty object: none. */
interface NoteValues {
  placed: Record<string, never>;
  placedForApproval: Record<string, never>;
  placedForPayment: Record<string, never>;
  approved: Record<string, never>;
  rejected: Record<string, never>;
  cancelledByCustomer: Record<string, never>;
  cancelledRefunded: Record<string, never>;
  /** The operator's name (PayU, testpay...). */
  paidOnline: { provider: string };
  /** Money arrived for an order in `status` (cancelled, or paid already): it goes back. */
  paidLate: { provider: string; status: string };
  paymentFailed: { provider: string };
  /** The day of the bank transfer the desk recorded (ISO). */
  paidByTransfer: { paidOn: string };
  shipped: { carrier: string; trackingNumber: string };
}

export type OrderHistoryNoteCode = keyof NoteValues;

export type OrderHistoryNote = {
  [C in OrderHistoryNoteCode]: NoteValues[C] extends Record<string, never>
    ? { code: C; values?: undefined }
    : { code: C; values: NoteValues[C] };
}[OrderHistoryNoteCode];

/** A history line as stored: a code with its values, or (written before the codes) a text. */
export interface StoredHistoryNote {
  note: string | null;
  noteCode: string | null;
  noteValues: Readonly<Record<string, unknown>> | null;
}

/** The stored columns of a note. */
export function storedNote(note: OrderHistoryNote): {
  noteCode: OrderHistoryNoteCode;
  noteValues: Record<string, string> | null;
} {
  return { noteCode: note.code, noteValues: note.values ? { ...note.values } : null };
}

/**
 * The note in the reader's language: `translate` is the caller's (the server's for a language, or
 * a page's `t`). A code this build does not know shows its stored text, else nothing.
 */
export function historyNoteText(
  stored: StoredHistoryNote,
  language: Language,
  translate: (key: string, values?: Record<string, string>) => string,
): string | null {
  if (stored.noteCode === null) return stored.note;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(stored.noteValues ?? {})) values[name] = String(value);
  if (values.status !== undefined && isOrderStatus(values.status))
    values.status = translate(`orders.status.${values.status}`);
  if (values.paidOn !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(values.paidOn))
    values.paidOn = formatDate(values.paidOn, language);
  if (values.carrier !== undefined && isCarrier(values.carrier))
    values.carrier = CARRIER_NAMES[values.carrier];
  const key = `orders.historyNote.${stored.noteCode}`;
  const text = translate(key, values);
  return text === key ? stored.note : text;
}
