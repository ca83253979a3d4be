import { useState, type FormEvent } from 'react';
import type { RfqDetails, RfqDraft } from '../../../common/contracts/rfq';
import type { SourceLine } from '../../../common/contracts/source-lines';
import {
  RFQ_AMOUNTS_MAX,
  RFQ_LINE_NOTE_MAX,
  RFQ_LINES_MAX,
  RFQ_MANUFACTURER_MAX,
  RFQ_NOTE_MAX,
  RFQ_QUERY_MAX,
  RFQ_REFERENCE_MAX,
  RFQ_TITLE_MAX,
} from '../../../common/rfq';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';

interface EditedLine {
  key: number;
  query: string;
  manufacturer: string;
  amounts: string;
  targetPrice: string;
  note: string;
  /** Read from a BOM file: the file read again (another mapping) replaces these lines. */
  fromFile?: boolean;
}

let nextKey = 1;
const emptyLine = (): EditedLine => ({
  key: nextKey++,
  query: '',
  manufacturer: '',
  amounts: '',
  targetPrice: '',
  note: '',
});

/** "10, 100; 1000" → [10, 100, 1000]; what is not a whole number is sent as is, for the server to refuse. */
function amountsOf(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map((part) => (/^-?\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** A BOM file's line as an editor line: its quantities, target price, designators and note (ADR 046). */
function editedOf(line: SourceLine): EditedLine {
  return {
    key: nextKey++,
    query: line.query,
    manufacturer: line.manufacturer ?? '',
    amounts: line.amounts.join(', '),
    targetPrice: line.targetPrice ?? '',
    note: line.note ?? '',
    fromFile: true,
  };
}

const isEmpty = (l: EditedLine) => l.query.trim() === '' && l.amounts.trim() === '';

/** The draft as the editor holds it, from a saved draft (editing) or empty (a new request). */
function initial(draft: RfqDetails | null): {
  title: string;
  reference: string;
  note: string;
  lines: EditedLine[];
} {
  return {
    title: draft?.title ?? '',
    reference: draft?.reference ?? '',
    note: draft?.note ?? '',
    lines: draft
      ? draft.lines.map((l) => ({
          key: nextKey++,
          query: l.query,
          manufacturer: l.manufacturer ?? '',
          amounts: l.amounts.join(', '),
          targetPrice: l.targetPrice ? String(Number(l.targetPrice)) : '',
          note: l.note ?? '',
        }))
      : [emptyLine(), emptyLine(), emptyLine()],
  };
}

/**
 * The request's line editor: a title, a note, and lines typed one by one (a part number, its
 * quantities, a target price, a note); lines are added and removed by keyboard too. The server
 * checks everything again; its refusals are shown per field, in the page's language.
 */
export function RfqLineEditor({
  draft,
  onSubmit,
  onCancel,
  imported,
}: {
  draft: RfqDetails | null;
  /**
   * Lines read from a BOM file; a new `seq` puts them after the lines typed, in place of an
   * earlier reading's lines (the file read again) and of empty lines.
   */
  imported?: { seq: number; lines: SourceLine[] } | null;
  onSubmit: (input: RfqDraft) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useT();
  const [state, setState] = useState(() => initial(draft));
  const [errors, setErrors] = useState<Array<{ field: string; message: string }>>([]);
  const [busy, setBusy] = useState(false);
  // A file's lines join the editor once per reading (state adjusted while rendering, not in an effect).
  const [importedSeq, setImportedSeq] = useState(0);
  if (imported && imported.seq !== importedSeq) {
    setImportedSeq(imported.seq);
    setState((s) => ({
      ...s,
      lines: [...s.lines.filter((l) => !isEmpty(l) && !l.fromFile), ...imported.lines.map(editedOf)],
    }));
  }

  const setLine = (key: number, change: Partial<EditedLine>) =>
    setState((s) => ({ ...s, lines: s.lines.map((l) => (l.key === key ? { ...l, ...change } : l)) }));

  const submit = async (event: FormEvent<HTMLFormElement>, send: boolean) => {
    event.preventDefault();
    // Empty lines (the editor offers three) are not part of the request.
    const lines = state.lines.filter((l) => l.query.trim() !== '' || l.amounts.trim() !== '');
    setBusy(true);
    setErrors([]);
    try {
      await onSubmit({
        title: state.title,
        reference: state.reference,
        note: state.note,
        send,
        lines: lines.map((l, i) => ({
          row: i + 1,
          query: l.query,
          manufacturer: l.manufacturer.trim() || null,
          amounts: amountsOf(l.amounts),
          targetPrice: l.targetPrice.trim().replace(',', '.') || null,
          note: l.note.trim() || null,
        })),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.body.data?.length ? error.body.data : [{ field: '', message: error.body.message }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="rfq-editor"
      data-testid="rfq-editor"
      onSubmit={(e) =>
        void submit(e, (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'send')
      }
      noValidate
    >
      <div className="rfq-editor__head">
        <label className="ui-field">
          <span className="ui-field__label">{t('rfq.requestTitle')}</span>
          <input
            className="ui-field__input"
            name="title"
            required
            maxLength={RFQ_TITLE_MAX}
            value={state.title}
            onChange={(e) => setState((s) => ({ ...s, title: e.target.value }))}
          />
        </label>
        <label className="ui-field">
          <span className="ui-field__label">{t('rfq.reference')}</span>
          <input
            className="ui-field__input"
            name="reference"
            maxLength={RFQ_REFERENCE_MAX}
            value={state.reference}
            onChange={(e) => setState((s) => ({ ...s, reference: e.target.value }))}
          />
        </label>
        <label className="ui-field rfq-editor__note">
          <span className="ui-field__label">{t('rfq.note')}</span>
          <textarea
            className="ui-field__input"
            name="note"
            rows={2}
            maxLength={RFQ_NOTE_MAX}
            value={state.note}
            onChange={(e) => setState((s) => ({ ...s, note: e.target.value }))}
          />
        </label>
      </div>
      <fieldset className="rfq-editor__lines">
        <legend>{t('rfq.editor.heading')}</legend>
        <p className="rfq-editor__hint">
          {t('rfq.editor.queryHint')}. {t('rfq.editor.amountsHint', { max: RFQ_AMOUNTS_MAX })}.
        </p>
        <ol className="rfq-editor__list">
          {state.lines.map((line, i) => (
            <li key={line.key} className="rfq-line" data-testid="rfq-editor-line">
              <span className="rfq-line__number" aria-hidden="true">
                {i + 1}
              </span>
              <label className="ui-field rfq-line__query">
                <span className="ui-field__label">{t('rfq.editor.query')}</span>
                <input
                  className="ui-field__input"
                  aria-label={`${t('rfq.editor.line', { row: i + 1 })}: ${t('rfq.editor.query')}`}
                  maxLength={RFQ_QUERY_MAX}
                  value={line.query}
                  onChange={(e) => setLine(line.key, { query: e.target.value })}
                />
              </label>
              <label className="ui-field">
                <span className="ui-field__label">{t('rfq.editor.manufacturer')}</span>
                <input
                  className="ui-field__input"
                  aria-label={`${t('rfq.editor.line', { row: i + 1 })}: ${t('rfq.editor.manufacturer')}`}
                  maxLength={RFQ_MANUFACTURER_MAX}
                  value={line.manufacturer}
                  onChange={(e) => setLine(line.key, { manufacturer: e.target.value })}
                />
              </label>
              <label className="ui-field">
                <span className="ui-field__label">{t('rfq.editor.amounts')}</span>
                <input
                  className="ui-field__input"
                  inputMode="numeric"
                  aria-label={`${t('rfq.editor.line', { row: i + 1 })}: ${t('rfq.editor.amounts')}`}
                  placeholder="100, 1000"
                  value={line.amounts}
                  onChange={(e) => setLine(line.key, { amounts: e.target.value })}
                />
              </label>
              <label className="ui-field">
                <span className="ui-field__label">{t('rfq.editor.targetPrice')}</span>
                <input
                  className="ui-field__input"
                  inputMode="decimal"
                  aria-label={`${t('rfq.editor.line', { row: i + 1 })}: ${t('rfq.editor.targetPrice')}`}
                  value={line.targetPrice}
                  onChange={(e) => setLine(line.key, { targetPrice: e.target.value })}
                />
              </label>
              <label className="ui-field rfq-line__note">
                <span className="ui-field__label">{t('rfq.editor.lineNote')}</span>
                <input
                  className="ui-field__input"
                  aria-label={`${t('rfq.editor.line', { row: i + 1 })}: ${t('rfq.editor.lineNote')}`}
                  maxLength={RFQ_LINE_NOTE_MAX}
                  value={line.note}
                  onChange={(e) => setLine(line.key, { note: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="button rfq-line__remove"
                aria-label={t('rfq.editor.removeLine', { row: i + 1 })}
                disabled={state.lines.length === 1}
                onClick={() => setState((s) => ({ ...s, lines: s.lines.filter((l) => l.key !== line.key) }))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
        {state.lines.length < RFQ_LINES_MAX ? (
          <button
            type="button"
            className="button"
            onClick={() => setState((s) => ({ ...s, lines: [...s.lines, emptyLine()] }))}
          >
            + {t('rfq.editor.addLine')}
          </button>
        ) : (
          <p>{t('rfq.editor.tooManyLines', { max: RFQ_LINES_MAX })}</p>
        )}
      </fieldset>
      {errors.length > 0 && (
        <ul className="rfq-editor__errors" role="alert" data-testid="rfq-editor-errors">
          {errors.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      )}
      <div className="rfq-editor__actions">
        <button type="submit" name="action" value="draft" className="button" disabled={busy}>
          {t('rfq.editor.saveDraft')}
        </button>
        <button type="submit" name="action" value="send" className="button button--primary" disabled={busy}>
          {t('rfq.editor.send')}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('rfq.editor.cancelEdit')}
          </button>
        )}
      </div>
    </form>
  );
}
