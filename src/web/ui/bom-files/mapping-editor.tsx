import { useId, useState } from 'react';
import { BOM_FIELDS, type BomField, type ColumnMapping } from '../../../common/bom-files';
import type { BomReading } from '../../../common/contracts/bom-files';
import { useT } from '../../lib/i18n';

export interface MappingEditorProps {
  reading: BomReading;
  busy: boolean;
  /** Reads the file again with the buyer's mapping (and remembers it when asked). */
  onApply: (mapping: ColumnMapping, remember: boolean) => void;
}

/** Rows of the preview shown: enough to see the title rows, the header and a few lines. */
const SHOWN_ROWS = 8;

/**
 * How a BOM file was read, to check and correct (ADR 046): the header row, each column's meaning
 * (a select per column, so the keyboard does it all), the first rows, the lines not read by row
 * number and the warnings. "Read again" sends the edited mapping; a customer may remember it.
 */
// The page gives each reading its own `key`: a new reading starts the editor afresh.
export function MappingEditor({ reading, busy, onApply }: MappingEditorProps) {
  const t = useT();
  const id = useId();
  const width = Math.max(
    reading.columns.length,
    ...reading.preview.map((row) => row.cells.length),
    ...reading.columns.map((c) => c.index + 1),
  );
  const fieldsOf = (r: BomReading) => {
    const fields: BomField[] = Array.from({ length: width }, () => 'ignore');
    for (const column of r.mapping.columns) fields[column.index] = column.field;
    return fields;
  };
  const [headerRow, setHeaderRow] = useState<number | null>(reading.headerRow);
  const [fields, setFields] = useState<BomField[]>(() => fieldsOf(reading));
  const [remember, setRemember] = useState(false);

  const headerOf = (index: number) => reading.columns.find((c) => c.index === index)?.header ?? '';
  const rows = reading.preview.slice(0, SHOWN_ROWS);
  const apply = () =>
    onApply(
      {
        headerRow,
        columns: fields.flatMap((field, index) => (field === 'ignore' ? [] : [{ index, field }])),
      },
      remember,
    );

  return (
    <section className="bom-mapping" aria-labelledby={`${id}-title`} data-testid="bom-mapping">
      <h2 id={`${id}-title`}>{t('bomFiles.mapping.title')}</h2>
      <p>{t('bomFiles.mapping.summary', { lines: reading.lineCount, rows: reading.rowCount })}</p>
      {reading.warnings.length > 0 && (
        <div className="bom-mapping__warnings">
          <h3>{t('bomFiles.mapping.warningsTitle')}</h3>
          <ul>
            {reading.warnings.map((w, i) => (
              <li key={i}>
                {w.row === null
                  ? t(w.key as never, w.params)
                  : t('bomFiles.mapping.errorRow', { row: w.row, message: t(w.key as never, w.params) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {reading.errors.length > 0 && (
        <div className="bom-mapping__errors" data-testid="bom-errors">
          <h3>{t('bomFiles.mapping.errorsTitle', { count: reading.errors.length })}</h3>
          <ul>
            {reading.errors.map((e, i) => (
              <li key={i}>
                {t('bomFiles.mapping.errorRow', { row: e.row, message: t(e.key as never, e.params) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="bom-mapping__header-row">
        <label htmlFor={`${id}-header`}>{t('bomFiles.mapping.headerRow')}</label>
        <select
          id={`${id}-header`}
          value={headerRow ?? ''}
          onChange={(event) => setHeaderRow(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('bomFiles.mapping.noHeaderOption')}</option>
          {reading.preview.map((row) => (
            <option key={row.row} value={row.row}>
              {row.row}: {row.cells.filter(Boolean).join(' | ').slice(0, 60)}
            </option>
          ))}
        </select>
      </div>
      <div className="bom-mapping__scroll">
        <table className="bom-mapping__table">
          <caption className="visually-hidden">{t('bomFiles.mapping.preview')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bomFiles.mapping.row')}</th>
              {fields.map((field, index) => (
                <th key={index} scope="col">
                  <span className="bom-mapping__column">
                    {t('bomFiles.mapping.column', { number: index + 1 })}
                  </span>
                  <select
                    aria-label={t('bomFiles.mapping.fieldOf', { number: index + 1, header: headerOf(index) })}
                    value={field}
                    data-testid={`bom-field-${index}`}
                    onChange={(event) =>
                      setFields(fields.map((f, i) => (i === index ? (event.target.value as BomField) : f)))
                    }
                  >
                    {BOM_FIELDS.map((option) => (
                      <option key={option} value={option}>
                        {t(`bomFiles.fields.${option}`)}
                      </option>
                    ))}
                  </select>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} className={row.row === headerRow ? 'bom-mapping__headline' : undefined}>
                <th scope="row">{row.row}</th>
                {fields.map((_, index) => (
                  <td key={index}>{row.cells[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bom-mapping__actions">
        {reading.rememberable && (
          <label>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />{' '}
            {t('bomFiles.mapping.remember')}
          </label>
        )}
        <button type="button" className="button" disabled={busy} onClick={apply} data-testid="bom-reread">
          {t('bomFiles.mapping.reread')}
        </button>
      </div>
      {reading.remembered && <p role="status">{t('bomFiles.mapping.remembered')}</p>}
    </section>
  );
}
