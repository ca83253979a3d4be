import { useRef, useState, type FormEvent } from 'react';
import type { ImportPreview } from '../../../common/contracts/customer-symbols';
import { CUSTOMER_SYMBOLS_IMPORT_MAX_LINES } from '../../../common/customer-symbols';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { FilePicker } from '../../ui/file-picker';
import { FormAlert } from '../../ui/form';
import { customerSymbolsApi, useImportCustomerSymbols } from './customer-symbols-api';

/**
 * Import from a file in two steps: the server reads it and tells per line what is wrong (nothing is
 * written), then the whole file is imported once no line is.
 */
export function SymbolImport({ onDone }: { onDone: (message: string) => void }) {
  const t = useT();
  const format = useFormat();
  const importFile = useImportCustomerSymbols();
  const input = useRef<{ focus: () => void }>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const failed = (failure: unknown) =>
    setError(
      failure instanceof ApiError && failure.body.message ? failure.body.message : t('errors.unexpected'),
    );

  async function check(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setPreview(null);
    if (!file) {
      setError(t('customerSymbols.field.required'));
      input.current?.focus();
      return;
    }
    setChecking(true);
    try {
      setPreview(await customerSymbolsApi.previewImport(file));
    } catch (failure) {
      failed(failure);
    } finally {
      setChecking(false);
    }
  }

  async function commit() {
    if (!file) return;
    setError(undefined);
    try {
      const { imported } = await importFile.mutateAsync(file);
      setPreview(null);
      setFile(null);
      onDone(t('customerSymbols.import.done', { count: imported }));
    } catch (failure) {
      failed(failure);
    }
  }

  return (
    <section className="symbols-import" aria-labelledby="symbols-import-heading" data-testid="symbol-import">
      <h2 id="symbols-import-heading">{t('customerSymbols.import.heading')}</h2>
      <p id="symbols-import-hint">
        {t('customerSymbols.import.hint', { lines: format.number(CUSTOMER_SYMBOLS_IMPORT_MAX_LINES) })}
      </p>
      <form className="symbols-import__row" onSubmit={(e) => void check(e)} noValidate>
        <FilePicker
          ref={input}
          id="symbols-import-file"
          label={t('customerSymbols.import.file')}
          value={file}
          accept=".csv,.txt,.tsv,.xlsx,.xls,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          describedBy="symbols-import-hint"
          onChange={(chosen) => {
            setFile(chosen);
            setPreview(null);
            setError(undefined);
          }}
        />
        <button type="submit" className="button" disabled={checking}>
          {checking ? t('customerSymbols.import.checking') : t('customerSymbols.import.preview')}
        </button>
      </form>
      <FormAlert message={error} />
      {preview && (
        <div className="symbols-import__preview" data-testid="import-preview" role="status">
          <p>
            {t('customerSymbols.import.summary', {
              lines: preview.lines,
              valid: preview.valid,
              invalid: preview.invalid,
            })}
          </p>
          {preview.invalid > 0 ? (
            <>
              <p>{t('customerSymbols.import.fixFirst')}</p>
              <div className="symbols-import__errors" tabIndex={0} aria-labelledby="symbols-import-errors">
                <table className="order-table">
                  <caption id="symbols-import-errors">{t('customerSymbols.import.errorsHeading')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('customerSymbols.import.line')}</th>
                      <th scope="col">{t('customerSymbols.import.problem')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.errors.map((e) => (
                      <tr key={`${e.line}-${e.key}`}>
                        <th scope="row">{e.line}</th>
                        <td>{t(`customerSymbols.errors.line.${e.key}`, e.params)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {preview.invalid > preview.errors.length && (
                <p>
                  {t('customerSymbols.import.moreErrors', { count: preview.invalid - preview.errors.length })}
                </p>
              )}
            </>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void commit()}
              disabled={importFile.isPending}
              data-testid="import-commit"
            >
              {importFile.isPending
                ? t('customerSymbols.import.importing')
                : t('customerSymbols.import.commit', { count: preview.valid })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** Every symbol as a file: links, so the browser downloads them as it does any file. */
export function SymbolExport({ language }: { language: string }) {
  const t = useT();
  return (
    <p className="symbols-export">
      <span>{t('customerSymbols.export.heading')}:</span>
      <a className="button" href={customerSymbolsApi.exportHref('csv', language)} download>
        {t('customerSymbols.export.csv')}
      </a>
      <a className="button" href={customerSymbolsApi.exportHref('xlsx', language)} download>
        {t('customerSymbols.export.xlsx')}
      </a>
    </p>
  );
}
