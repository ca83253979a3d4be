import { describe, expect, it } from 'vitest';
import { translate } from './i18n';
import { LANGUAGES, type Language } from './markets';
import { historyNoteText, storedNote, type OrderHistoryNote } from './order-history-notes';

const NOTES: OrderHistoryNote[] = [
  { code: 'placed' },
  { code: 'placedForApproval' },
  { code: 'placedForPayment' },
  { code: 'approved' },
  { code: 'rejected' },
  { code: 'cancelledByCustomer' },
  { code: 'cancelledRefunded' },
  { code: 'paidOnline', values: { provider: 'PayU' } },
  { code: 'paidLate', values: { provider: 'PayU', status: 'cancelled' } },
  { code: 'paymentFailed', values: { provider: 'PayU' } },
  { code: 'paidByTransfer', values: { paidOn: '2026-11-20' } },
  { code: 'shipped', values: { carrier: 'inpost', trackingNumber: '620123456789' } },
];

const read = (note: OrderHistoryNote, language: Language) =>
  historyNoteText({ note: null, ...storedNote(note) }, language, (key, values) =>
    translate(language, key, values),
  );

describe('order history notes', () => {
  it('words every code in each language, with its values filled in', () => {
    for (const language of LANGUAGES)
      for (const note of NOTES) {
        const text = read(note, language);
        expect(text, `${language} ${note.code}`).not.toMatch(/orders\.historyNote|\{\{/);
        if (language !== 'en') expect(text, `${language} ${note.code}`).not.toBe(read(note, 'en'));
      }
  });

  it('names the carrier and the status, and writes the day as the reader does', () => {
    expect(read(NOTES[11]!, 'en')).toBe('Shipped with InPost, tracking number 620123456789.');
    expect(read(NOTES[8]!, 'de')).toContain('„Storniert“');
    expect(read(NOTES[10]!, 'pl')).toBe('Przelew z dnia 20 lis 2026 zarejestrowany przez obsługę sklepu.');
  });

  it('shows a line written before the codes as stored, and an unknown code by its text', () => {
    const t = (key: string, values?: Record<string, string>) => translate('hu', key, values);
    expect(historyNoteText({ note: 'Paid through PayU.', noteCode: null, noteValues: null }, 'hu', t)).toBe(
      'Paid through PayU.',
    );
    expect(historyNoteText({ note: null, noteCode: 'later', noteValues: null }, 'hu', t)).toBeNull();
  });
});
