/**
 * The desk's shared list (staff-list.tsx): filters applied into the address and following it back,
 * sortable headers, cells labelled for the phone's stacked layout, the empty and error states, and
 * both kinds of paging; and the "latest first, find by …" list built of them (StaffSearchList: stock
 * arrivals, invoices, orders, order requests).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { renderPage } from '../../page-test-support';
import {
  StaffInputFilter,
  StaffList,
  StaffListFilters,
  StaffSearchList,
  StaffSelectFilter,
  StaffTable,
  useStaffFilters,
  type StaffColumn,
} from './staff-list';

interface Row {
  id: number;
  name: string;
  state: string;
}

const columns: StaffColumn<Row>[] = [
  { key: 'name', label: 'Name', sort: 'name', cell: (row) => row.name },
  { key: 'state', label: 'State', cell: (row) => row.state, testId: 'state-cell' },
];

/** A list page in miniature: its filters and sort come from the address, as the desk's pages do. */
function Harness({ rows, error }: { rows: Row[]; error?: string }) {
  const params = new URLSearchParams(useLocation().search);
  const q = params.get('q') ?? '';
  const state = params.get('state') ?? 'any';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const { filters, set, go, clear } = useStaffFilters({ q, state });
  const search = (values: Record<string, string>) => {
    const out = new URLSearchParams(Object.entries(values).filter(([, v]) => v && v !== 'any'));
    return out.size > 0 ? `?${out.toString()}` : '';
  };
  return (
    <StaffList
      filters={
        <StaffListFilters
          id="harness-filters"
          title="Filters"
          onApply={() => go(search({ q: filters.q.trim(), state: filters.state }))}
          applyLabel="Apply"
          clearLabel="Clear"
          onClear={q || state !== 'any' ? () => clear({ q: '', state: 'any' }) : null}
        >
          <StaffSelectFilter
            label="State"
            name="state"
            value={filters.state}
            onChange={set('state')}
            options={[
              ['any', 'Any'],
              ['open', 'Open'],
            ]}
          />
          <StaffInputFilter label="Search" name="q" value={filters.q} onChange={set('q')} />
        </StaffListFilters>
      }
      summary={`${rows.length} rows`}
      error={error}
      paging={{ page: 2, hasMore: true, search: (page) => `?page=${page}`, label: 'Pages', more: 'More' }}
    >
      <StaffTable
        label="Rows"
        testId="rows"
        columns={columns}
        items={rows}
        rowKey={(row) => row.id}
        row={(row) => ({ 'data-testid': `row-${row.id}` })}
        sort={{ by: 'name', dir, search: (by, next) => `?sort=${by}&dir=${next}` }}
        empty="Nothing here."
        emptyTestId="rows-none"
      />
    </StaffList>
  );
}

const rows: Row[] = [
  { id: 1, name: 'Alpha', state: 'open' },
  { id: 2, name: 'Beta', state: 'closed' },
];

describe('the staff desk’s list', () => {
  it('shows a row an item, each cell labelled by its column, and a sortable header', async () => {
    await renderPage(<Harness rows={rows} />);
    const table = await screen.findByTestId('rows');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const cell = within(screen.getByTestId('row-2')).getByTestId('state-cell');
    expect(cell.textContent).toContain('closed');
    expect(cell.getAttribute('data-label')).toBe('State');
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    // The sorted column's header reverses the order; another column is not sortable.
    expect(within(header).getByRole('link').getAttribute('href')).toBe('/?sort=name&dir=desc');
    expect(within(table).getByRole('columnheader', { name: 'State' }).hasAttribute('aria-sort')).toBe(false);
    // A wide table scrolls sideways: its region is reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Rows' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText('2 rows').getAttribute('aria-live')).toBe('polite');
  });

  it('shows the empty state instead of a table', async () => {
    await renderPage(<Harness rows={[]} />);
    expect((await screen.findByTestId('rows-none')).textContent).toContain('Nothing here.');
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('applies the filters into the address, follows the address, and clears back to the defaults', async () => {
    const user = userEvent.setup();
    await renderPage(<Harness rows={rows} />);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'open');
    // Enter in the search box applies, as the button does.
    await user.type(search, ' beta {Enter}');
    // The address now holds the filters: the clear button shows, the form keeps the values.
    const clear = await screen.findByRole('button', { name: 'Clear' });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('beta');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('open');
    await user.click(clear);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull());
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('any');
  });

  it('pages by previous and more when the list does not count, and shows an error', async () => {
    await renderPage(<Harness rows={rows} error="The list could not be loaded." />);
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/?page=1');
    expect(within(nav).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/?page=3');
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
  });
});

/** A "find by" list page in miniature: a number and a state from the address, paged by "more". */
function SearchHarness({ rows }: { rows: Row[] }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const number = params.get('number') ?? '';
  const state = params.get('state') ?? '';
  const page = Number(params.get('page') ?? '1');
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <StaffSearchList
        query={{ number, state }}
        filters={{ id: 'find', title: 'Find', applyLabel: 'Find', clearLabel: 'Clear' }}
        fields={(values, set) => (
          <>
            <StaffInputFilter label="Number" name="number" value={values.number} onChange={set('number')} />
            <StaffSelectFilter
              label="State"
              name="state"
              value={values.state}
              onChange={set('state')}
              options={[
                ['', 'Any'],
                ['open', 'Open'],
              ]}
            />
          </>
        )}
        summary={number || state ? 'Found' : 'Latest'}
        paging={{ page, hasMore: true, label: 'Pages', more: 'More' }}
        table={{
          label: 'Rows',
          testId: 'found',
          columns,
          items: rows,
          rowKey: (row) => row.id,
          empty: 'Nothing found.',
          emptyTestId: 'found-none',
        }}
      />
    </>
  );
}

describe('a filter’s search box', () => {
  it('says what it searches in a line under its label, not in a placeholder that a narrow box cuts', () => {
    render(
      <StaffInputFilter
        label="Customer"
        hint="Name, e-mail or customer number"
        name="customer"
        value=""
        onChange={() => {}}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Customer' });
    expect(box.getAttribute('placeholder')).toBeNull();
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Name, e-mail or customer number').id);
  });
});

describe('the desk’s “find by” list', () => {
  it('puts the trimmed filters in the address, pages with them, and clears back to the latest', async () => {
    const user = userEvent.setup();
    await renderPage(<SearchHarness rows={rows} />);
    expect((await screen.findByRole('heading', { name: 'Latest' })).getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(within(screen.getByTestId('found')).getAllByRole('row')).toHaveLength(3);
    // "More" without filters: only the page.
    expect(screen.getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/?page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'open');
    await user.type(screen.getByRole('searchbox', { name: 'Number' }), '  FV 12 {Enter}');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?number=FV+12&state=open'));
    expect(screen.getByRole('heading', { name: 'Found' })).toBeTruthy();
    // The next page keeps the filters; previous goes back to the first page without a page number.
    expect(screen.getByRole('link', { name: /More/ }).getAttribute('href')).toBe(
      '/?number=FV+12&state=open&page=2',
    );
    await user.click(screen.getByRole('link', { name: /More/ }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe(
        '/?number=FV+12&state=open',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(''));
    expect((screen.getByRole('searchbox', { name: 'Number' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('shows its empty state instead of the table', async () => {
    await renderPage(<SearchHarness rows={[]} />);
    expect((await screen.findByTestId('found-none')).textContent).toBe('Nothing found.');
    expect(screen.queryByTestId('found')).toBeNull();
  });
});
