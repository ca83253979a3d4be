import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { Pagination } from '../../ui/pagination';
import './staff-list.css';

/**
 * The desk's list pages (inboxes, the audit log, discount codes, invoices, newsletter issues) share
 * one shape: a filter card whose values live in the address, a count, a table that stacks into
 * labelled cards on a phone, paging, and an empty state. These are its parts; a page keeps only
 * its own columns, filters and address format. The "latest first, find by …" lists paged by "more"
 * are one whole of them: StaffSearchList.
 */

/** The filter form's values: kept in the page until applied, reset when the address changes them. */
export function useStaffFilters<F extends Record<string, string>>(fromAddress: F) {
  const navigate = useNavigate();
  const [filters, setFilters] = useState(fromAddress);
  // Another address (a sortable header, paging, back) brings other values: the form follows it.
  const key = JSON.stringify(fromAddress);
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setFilters(fromAddress);
  }
  return {
    filters,
    /** The change handler of one field. */
    set: (name: keyof F) => (value: string) => setFilters((now) => ({ ...now, [name]: value })),
    /** Opens the list at this address query ('' for the defaults). */
    go: (search: string) => void navigate({ search }),
    /** Back to the defaults, in the form and in the address. */
    clear: (defaults: F) => {
      setFilters(defaults);
      void navigate({ search: '' });
    },
  };
}

/**
 * A list's filters as the address holds them: only those set, text trimmed, and the page after the
 * first ('' for the defaults).
 */
export function filtersSearch(filters: Record<string, string>, page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `?${params.toString()}` : '';
}

/** The filter card: a search form with its fields, apply, and clear while something is filtered. */
export function StaffListFilters({
  id,
  title,
  onApply,
  applyLabel,
  clearLabel,
  onClear,
  wide = true,
  children,
}: {
  /** The heading's id (the card is labelled by it). */
  id: string;
  title: string;
  onApply: () => void;
  applyLabel: string;
  clearLabel: string;
  /** Null while nothing differs from the defaults: no clear button then. */
  onClear: (() => void) | null;
  /** Fields side by side (several filters) rather than one narrow column (one search box). */
  wide?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <section className="staff-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <form className={wide ? 'staff-form staff-form--wide' : 'staff-form'} onSubmit={submit} role="search">
        {children}
        <div className="staff-actions">
          <button type="submit" className="staff-button">
            {applyLabel}
          </button>
          {onClear && (
            <button type="button" className="staff-button staff-button--ghost" onClick={onClear}>
              {clearLabel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

/** A filter's drop-down: options as [value, text]. */
export function StaffSelectFilter({
  label,
  name,
  value,
  onChange,
  options,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <label className="ui-field">
      <span className="ui-field__label">{label}</span>
      <select
        className="ui-field__input"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A filter's text or date box (type "search" unless told). What it searches goes in `hint`, a line
 * between the label and the box that wraps: a placeholder is cut where the desk's filters stand
 * side by side, and goes away as one types.
 */
export function StaffInputFilter({
  label,
  hint,
  onChange,
  type = 'search',
  ...input
}: { label: string; hint?: string; onChange: (value: string) => void; value: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className'
> & { 'data-testid'?: string }) {
  const own = useId();
  const id = input.id ?? own;
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className="ui-field__input"
        type={type}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** One column: its header, the cell of an item, and the sort key its header sorts by (if any). */
export interface StaffColumn<T> {
  key: string;
  label: string;
  cell: (item: T) => ReactNode;
  /** The cell's class (e.g. a monospace or clipped column). */
  className?: string;
  /** The list's sort key this column's header switches to; no key, no sorting by it. */
  sort?: string;
  /** The cells' test id (a journey reading one column). */
  testId?: string;
}

/** The list's order as the address holds it, and the address of another order. */
export interface StaffSort {
  by: string;
  dir: 'asc' | 'desc';
  search: (by: string, dir: 'asc' | 'desc') => string;
}

/** The message shown where the table would be when nothing matches. */
export function StaffListEmpty({
  children,
  bare = false,
  testId,
}: {
  children: ReactNode;
  /** Inside a card already: no card of its own. */
  bare?: boolean;
  testId?: string;
}) {
  return (
    <p className={bare ? 'staff-listing__empty' : 'staff-card staff-listing__empty'} data-testid={testId}>
      {children}
    </p>
  );
}

function SortableHeader<T>({ column, sort }: { column: StaffColumn<T>; sort: StaffSort }) {
  const active = sort.by === column.sort;
  const next = active && sort.dir === 'asc' ? 'desc' : 'asc';
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className="staff-listing__sortable"
    >
      <Link to={{ search: sort.search(column.sort!, next) }} preventScrollReset>
        {column.label}
        <span aria-hidden="true" className="staff-listing__arrow">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </Link>
    </th>
  );
}

/**
 * The table of a list: headers (sortable where a column has a sort key and the list a sort), one row
 * an item with each cell labelled by its column so a phone shows it as a card, or the empty state.
 */
export function StaffTable<T>({
  label,
  columns,
  items,
  rowKey,
  row,
  sort,
  empty,
  emptyTestId,
  bare = false,
  className,
  testId,
}: {
  /** The table's name for the keyboard's scroll region (the page or section title). */
  label: string;
  columns: ReadonlyArray<StaffColumn<T>>;
  items: readonly T[];
  rowKey: (item: T) => string | number;
  /** A row's own attributes (its test id, a tone class). */
  row?: (item: T) => { className?: string; 'data-testid'?: string };
  sort?: StaffSort;
  empty: ReactNode;
  emptyTestId?: string;
  bare?: boolean;
  className?: string;
  testId?: string;
}) {
  if (items.length === 0)
    return (
      <StaffListEmpty bare={bare} testId={emptyTestId}>
        {empty}
      </StaffListEmpty>
    );
  return (
    // A wide table scrolls sideways at 1024 px: the region takes focus so the keyboard scrolls it too.
    <div className="staff-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table
        className={
          className ? `staff-table staff-table--stack ${className}` : 'staff-table staff-table--stack'
        }
        data-testid={testId}
      >
        <thead>
          <tr>
            {columns.map((column) =>
              sort && column.sort ? (
                <SortableHeader key={column.key} column={column} sort={sort} />
              ) : (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const own = row?.(item) ?? {};
            return (
              <tr key={rowKey(item)} className={own.className || undefined} data-testid={own['data-testid']}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.label}
                    className={column.className}
                    data-testid={column.testId}
                  >
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Numbered pages, or (a list that does not count) previous and "more". */
export type StaffPaging =
  | { page: number; pageCount: number }
  | { page: number; hasMore: boolean; search: (page: number) => string; label: string; more: string };

function Paging({ paging }: { paging: StaffPaging }) {
  const t = useT();
  if ('pageCount' in paging) return <Pagination page={paging.page} pageCount={paging.pageCount} />;
  if (paging.page <= 1 && !paging.hasMore) return null;
  return (
    <nav className="staff-actions" aria-label={paging.label}>
      {paging.page > 1 && (
        <Link rel="prev" to={{ search: paging.search(paging.page - 1) }}>
          ‹ {t('pagination.previous')}
        </Link>
      )}
      {paging.hasMore && (
        <Link rel="next" to={{ search: paging.search(paging.page + 1) }}>
          {paging.more} ›
        </Link>
      )}
    </nav>
  );
}

/** Pages of `perPage` items for `total` of them (at least one page, so an empty list has page 1 of 1). */
export const pageCountOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * A whole list: its filters, the count, the table (dimmed and busy while the next address loads),
 * paging, and an error the page could not load its items with.
 */
export function StaffList({
  filters,
  summary,
  summaryHeading = false,
  error,
  paging,
  children,
}: {
  filters?: ReactNode;
  /** "12 complaints", announced when it changes. */
  summary: ReactNode;
  /** The summary as a heading (a list with no count names what it shows instead). */
  summaryHeading?: boolean;
  error?: string | null;
  paging?: StaffPaging;
  /** The table (StaffTable). */
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const Summary = summaryHeading ? 'h2' : 'p';
  return (
    <>
      {filters}
      <div className="staff-listing" aria-busy={loading || undefined}>
        <Summary className="staff-muted" aria-live="polite">
          {summary}
        </Summary>
        {error && (
          <p className="staff-card staff-listing__error" role="alert">
            {error}
          </p>
        )}
        {children}
        {paging && <Paging paging={paging} />}
      </div>
    </>
  );
}

/** The table's part of a StaffSearchList: StaffTable's props but its items' empty state. */
type SearchListTable<T> = Omit<Parameters<typeof StaffTable<T>>[0], 'bare' | 'sort'>;

/**
 * The desk's "latest first, find by …" lists (stock arrivals, invoices, orders, order requests):
 * filters that live in the address (a field each, `fields` draws them from the form's values), a
 * heading that says what is shown, the table, and "more" paging for a list that does not count.
 * A page gives its filters' values as the address holds them ('' when unset), its wording and its
 * columns; what to send, when to offer clearing and how to page is this one's.
 */
export function StaffSearchList<T, F extends Record<string, string>>({
  query,
  filters: { id, title, wide = true, applyLabel, clearLabel },
  fields,
  summary,
  paging: { page, hasMore, label, more },
  table,
}: {
  /** The filters as the address holds them, '' for each one unset. */
  query: F;
  filters: { id: string; title: string; wide?: boolean; applyLabel: string; clearLabel: string };
  /** The filter card's fields, given the form's values and each field's change handler. */
  fields: (values: F, set: (name: keyof F) => (value: string) => void) => ReactNode;
  summary: ReactNode;
  paging: { page: number; hasMore: boolean; label: string; more: string };
  table: SearchListTable<T>;
}) {
  const { filters: values, set, go, clear } = useStaffFilters(query);
  const filtered = Object.values(query).some(Boolean);
  const defaults = Object.fromEntries(Object.keys(query).map((name) => [name, ''])) as F;
  return (
    <StaffList
      filters={
        <StaffListFilters
          id={id}
          title={title}
          wide={wide}
          onApply={() => go(filtersSearch(values))}
          applyLabel={applyLabel}
          clearLabel={clearLabel}
          onClear={filtered ? () => clear(defaults) : null}
        >
          {fields(values, set)}
        </StaffListFilters>
      }
      summaryHeading
      summary={summary}
      paging={{ page, hasMore, search: (to) => filtersSearch(query, to), label, more }}
    >
      <StaffTable {...table} />
    </StaffList>
  );
}
