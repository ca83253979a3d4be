import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type {
  CustomerSymbol,
  CustomerSymbolListQuery,
  CustomerSymbolSort,
} from '../../../common/contracts/customer-symbols';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { formErrorsOf } from '../../lib/form-errors';
import { useRemoveCustomerSymbol, useUpdateCustomerSymbol } from './customer-symbols-api';
import { fieldErrors } from './symbol-fields';

type Columns = Array<[CustomerSymbolSort, string]>;

/** A column heading that sorts by it: a button, with the current order told by aria-sort. */
function SortHeading({
  column,
  label,
  query,
  onSort,
}: {
  column: CustomerSymbolSort;
  label: string;
  query: CustomerSymbolListQuery;
  onSort: (sort: CustomerSymbolSort, direction: 'asc' | 'desc') => void;
}) {
  const t = useT();
  const current = query.sort === column;
  const next = current && query.direction === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={current ? (query.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className="symbols-table__sort"
        onClick={() => onSort(column, next)}
        aria-label={`${t('customerSymbols.sort.label')} ${label}, ${t(`customerSymbols.sort.${next === 'asc' ? 'ascending' : 'descending'}`)}`}
      >
        {label}
        <span aria-hidden="true">{current ? (query.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

/** One symbol as a row: read, edited in place, or asking to confirm its deletion. */
function SymbolRow({
  item,
  locale,
  onDone,
}: {
  item: CustomerSymbol;
  locale: Locale;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const update = useUpdateCustomerSymbol();
  const remove = useRemoveCustomerSymbol();
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm'>('read');
  const [value, setValue] = useState({ symbol: item.symbol, description: item.description });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editButton = useRef<HTMLButtonElement>(null);
  const symbolInput = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const back = useRef(false);

  // Focus follows the row's mode: into the field being edited, onto the question, back to Edit.
  useEffect(() => {
    if (mode === 'edit') symbolInput.current?.focus();
    else if (mode === 'confirm') confirmButton.current?.focus();
    else if (back.current) editButton.current?.focus();
  }, [mode]);

  const close = () => {
    back.current = true;
    setErrors({});
    setMode('read');
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrors(value, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await update.mutateAsync({
        id: item.id,
        change: { symbol: value.symbol.trim(), description: value.description.trim() },
      });
      close();
      onDone(t('customerSymbols.saved', { symbol: saved.symbol }));
    } catch (failure) {
      const server = formErrorsOf(failure, t('errors.unexpected'));
      setErrors(server.form ? { symbol: server.form } : server);
    }
  }

  async function confirmRemove() {
    try {
      await remove.mutateAsync(item.id);
      onDone(t('customerSymbols.removed', { symbol: item.symbol }));
    } catch (failure) {
      onDone(formErrorsOf(failure, t('errors.unexpected')).form ?? t('errors.unexpected'));
      close();
    }
  }

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setValue({ symbol: item.symbol, description: item.description });
      close();
    }
  };

  const product = (
    <td data-label={t('customerSymbols.columns.product')}>
      <a href={localHref(locale, 'product_details', { symbol: item.product.symbol })}>
        {item.product.symbol}
      </a>
      <span className="symbols-table__maker"> {item.product.manufacturer}</span>
      <span className="symbols-table__product">{item.product.description}</span>
    </td>
  );

  if (mode === 'edit') {
    const formId = `symbol-edit-${item.id}`;
    return (
      <tr className="is-editing" data-testid="symbol-row" onKeyDown={escape}>
        <th scope="row">
          <form
            id={formId}
            onSubmit={(e) => void save(e)}
            noValidate
            aria-label={t('customerSymbols.editing', { symbol: item.symbol })}
          />
          <label className="visually-hidden" htmlFor={`${formId}-symbol`}>
            {t('customerSymbols.columns.symbol')}
          </label>
          <input
            ref={symbolInput}
            id={`${formId}-symbol`}
            form={formId}
            className="ui-field__input"
            value={value.symbol}
            onChange={(e) => setValue((v) => ({ ...v, symbol: e.target.value }))}
            aria-invalid={errors.symbol ? true : undefined}
            aria-describedby={errors.symbol ? `${formId}-symbol-error` : undefined}
          />
          {errors.symbol && (
            <span className="ui-field__error" id={`${formId}-symbol-error`} role="alert">
              {errors.symbol}
            </span>
          )}
        </th>
        {product}
        <td data-label={t('customerSymbols.columns.description')}>
          <label className="visually-hidden" htmlFor={`${formId}-description`}>
            {t('customerSymbols.columns.description')}
          </label>
          <input
            id={`${formId}-description`}
            form={formId}
            className="ui-field__input"
            value={value.description}
            onChange={(e) => setValue((v) => ({ ...v, description: e.target.value }))}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${formId}-description-error` : undefined}
          />
          {errors.description && (
            <span className="ui-field__error" id={`${formId}-description-error`} role="alert">
              {errors.description}
            </span>
          )}
        </td>
        <td data-label={t('customerSymbols.columns.updatedAt')}>
          {formatDate(item.updatedAt, locale.language)}
        </td>
        <td className="symbols-table__actions">
          <button type="submit" form={formId} className="button button--primary" disabled={update.isPending}>
            {t('customerSymbols.save')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setValue({ symbol: item.symbol, description: item.description });
              close();
            }}
          >
            {t('customerSymbols.cancel')}
          </button>
        </td>
      </tr>
    );
  }

  return (
    <tr data-testid="symbol-row">
      <th scope="row" className="symbols-table__symbol">
        {item.symbol}
      </th>
      {product}
      {item.description ? (
        <td data-label={t('customerSymbols.columns.description')}>{item.description}</td>
      ) : (
        // No description: no labelled line on a phone's card (an empty "Description:" reads as a fault),
        // a quiet dash in the table's column so the row keeps its cells.
        <td className="symbols-table__none">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('customerSymbols.noDescription')}</span>
        </td>
      )}
      <td data-label={t('customerSymbols.columns.updatedAt')}>
        {formatDate(item.updatedAt, locale.language)}
      </td>
      <td className="symbols-table__actions">
        {mode === 'confirm' ? (
          <span
            role="group"
            aria-label={t('customerSymbols.removeConfirm', { symbol: item.symbol })}
            onKeyDown={escape}
          >
            <span className="symbols-table__question">
              {t('customerSymbols.removeConfirm', { symbol: item.symbol })}
            </span>
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger"
              onClick={() => void confirmRemove()}
              disabled={remove.isPending}
            >
              {t('customerSymbols.remove')}
            </button>
            <button type="button" className="button" onClick={close}>
              {t('customerSymbols.cancel')}
            </button>
          </span>
        ) : (
          <>
            <button
              ref={editButton}
              type="button"
              className="button"
              onClick={() => setMode('edit')}
              aria-label={`${t('customerSymbols.edit')} ${item.symbol}`}
            >
              {t('customerSymbols.edit')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setMode('confirm')}
              aria-label={`${t('customerSymbols.remove')} ${item.symbol}`}
            >
              {t('customerSymbols.remove')}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/** The customer's symbols: sortable headings, one row each, edited and deleted in place. */
export function SymbolTable({
  elements,
  query,
  locale,
  onSort,
  onDone,
}: {
  elements: CustomerSymbol[];
  query: CustomerSymbolListQuery;
  locale: Locale;
  onSort: (sort: CustomerSymbolSort, direction: 'asc' | 'desc') => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const columns: Columns = [
    ['symbol', t('customerSymbols.columns.symbol')],
    ['productSymbol', t('customerSymbols.columns.product')],
    ['description', t('customerSymbols.columns.description')],
    ['updatedAt', t('customerSymbols.columns.updatedAt')],
  ];
  return (
    <table className="order-table symbols-table" data-testid="symbols-table">
      <thead>
        <tr>
          {columns.map(([column, label]) => (
            <SortHeading key={column} column={column} label={label} query={query} onSort={onSort} />
          ))}
          <th scope="col">{t('customerSymbols.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {elements.map((item) => (
          <SymbolRow key={item.id} item={item} locale={locale} onDone={onDone} />
        ))}
      </tbody>
    </table>
  );
}
