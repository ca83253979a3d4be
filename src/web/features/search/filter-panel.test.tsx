import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductList } from '../../../common/contracts/catalog';
import { parseFilterParams } from '../../../common/search/filter-url';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { FilteredResults } from './filtered-results';
import type { FacetView, FilteredList } from './search-view';

const locale: Locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

const values = (labels: string[], selected: string[] = [], si: number[] = []) =>
  labels.map((label, i) => ({
    value: label,
    label,
    count: 100 - i,
    selected: selected.includes(label),
    valueSi: si[i] ?? null,
  }));

function facetsFor(search: string): FacetView[] {
  const filters = parseFilterParams(search);
  const chosen = (id: number) => filters.parameters?.find((p) => p.id === id);
  const cases = [
    '0201',
    '0402',
    '0603',
    '0805',
    '1206',
    '1210',
    '1812',
    '2010',
    '2512',
    'SOT-23',
    'SOD-123',
    'DO-214',
    'TO-220',
    'TO-92',
  ];
  return [
    {
      kind: 'manufacturer',
      id: 0,
      name: 'Manufacturer',
      unit: null,
      values: [
        { value: '1', label: 'Yageo', count: 40, selected: filters.manufacturerIds?.includes(1) ?? false },
        { value: '2', label: 'Vishay', count: 0, selected: false },
      ],
      range: null,
      rangeText: null,
    },
    {
      kind: 'stock',
      id: 0,
      name: 'Availability',
      unit: null,
      values: [{ value: 'inStock', label: 'In stock', count: 55, selected: Boolean(filters.inStock) }],
      range: null,
      rangeText: null,
    },
    {
      kind: 'parameter',
      id: 3,
      name: 'Case',
      unit: null,
      values: values(cases, chosen(3)?.values ?? []),
      range: null,
      rangeText: null,
    },
    {
      kind: 'parameter',
      id: 9,
      name: 'Resistance',
      unit: 'Ω',
      values: values(
        ['1 Ω', '2.2 Ω', '4.7 Ω', '10 Ω', '22 Ω', '47 Ω', '100 Ω', '220 Ω', '470 Ω', '1 kΩ'],
        [],
        [1, 2.2, 4.7, 10, 22, 47, 100, 220, 470, 1000],
      ),
      range: { min: 1, max: 1e6, selectedMin: chosen(9)?.min ?? null, selectedMax: chosen(9)?.max ?? null },
      rangeText: {
        min: '1 Ω',
        max: '1 MΩ',
        selectedMin: chosen(9)?.min === 1000 ? '1 kΩ' : null,
        selectedMax: null,
        inputMin: chosen(9)?.min === 1000 ? '1 kΩ' : '',
        inputMax: '',
      },
    },
    {
      kind: 'parameter',
      id: 12,
      name: 'Capacitance',
      unit: 'F',
      values: values(
        [
          '1 pF',
          '10 pF',
          '100 pF',
          '1 nF',
          '4.7 nF',
          '10 nF',
          '47 nF',
          '100 nF',
          '470 nF',
          '1 µF',
          '4.7 µF',
          '10 µF',
          '47 µF',
          '100 µF',
        ],
        [],
        [1e-12, 1e-11, 1e-10, 1e-9, 4.7e-9, 1e-8, 4.7e-8, 1e-7, 4.7e-7, 1e-6, 4.7e-6, 1e-5, 4.7e-5, 1e-4],
      ),
      range: { min: 1e-12, max: 1e-4, selectedMin: null, selectedMax: null },
      rangeText: {
        min: '1 pF',
        max: '100 µF',
        selectedMin: null,
        selectedMax: null,
        inputMin: '',
        inputMax: '',
      },
    },
    {
      kind: 'parameter',
      id: 11,
      name: 'Tolerance',
      unit: '%',
      values: values(['±1 %', '±5 %']),
      range: { min: 1, max: 5, selectedMin: null, selectedMax: null },
      rangeText: { min: '1 %', max: '5 %', selectedMin: null, selectedMax: null, inputMin: '', inputMax: '' },
    },
    {
      kind: 'flag',
      id: 0,
      name: 'Features',
      unit: null,
      values: [{ value: 'NEW', label: 'New', count: 3, selected: filters.flags?.includes('NEW') ?? false }],
      range: null,
      rangeText: null,
    },
  ];
}

const emptyList: ProductList = {
  total: 0,
  totalExact: true,
  page: 1,
  pageSize: 25,
  pageCount: 0,
  items: [],
  parameterColumns: [],
  parameterValues: {},
};

function Page({ hidden = [] as FacetView['kind'][] }) {
  const location = useLocation();
  const data: FilteredList = {
    filters: parseFilterParams(location.search),
    facets: facetsFor(location.search),
    facetsExact: true,
    chosenCategory: null,
    list: emptyList,
    sort: 'symbol',
    view: 'linear',
    hiddenFacets: hidden,
  };
  return (
    <>
      <p data-testid="url">{location.pathname + location.search}</p>
      <FilteredResults data={data} hasQuery={false} empty={<p>nothing</p>} products={null} />
    </>
  );
}

async function renderPanel(url: string, hidden: FacetView['kind'][] = []) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      HydrateFallback: () => null,
      Component: () => (
        <I18nProvider messages={en}>
          <Outlet />
        </I18nProvider>
      ),
      children: [{ path: '*', Component: () => <Page hidden={hidden} /> }],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  await screen.findByTestId('filter-panel');
  return userEvent.setup();
}

const url = () => screen.getByTestId('url').textContent;
const block = (name: string) => screen.getByText(name, { selector: 'summary' }).closest('details')!;

describe('FilterPanel', () => {
  it('lists values as checkbox links with counts that add or remove one value', async () => {
    await renderPanel('/5_resistors/katalog?view=tiled&page=3&p3=0603');
    const caseBlock = block('Case');
    const checked = within(caseBlock).getByRole('checkbox', { name: /0603/ });
    expect(checked.getAttribute('aria-checked')).toBe('true');
    // Removing goes back to page 1 and keeps the view.
    expect(checked.getAttribute('href')).toBe('/5_resistors/katalog?view=tiled');
    const other = within(caseBlock).getByRole('checkbox', { name: /0805/ });
    expect(other.getAttribute('aria-checked')).toBe('false');
    expect(other.textContent).toContain('97');
    expect(other.getAttribute('href')).toBe('/5_resistors/katalog?view=tiled&p3=0603,0805');

    const mf = within(block('Manufacturer')).getByRole('checkbox', { name: /Yageo/ });
    expect(mf.getAttribute('href')).toBe('/5_resistors/katalog?view=tiled&mf=1&p3=0603');
    // A value nothing has left cannot be chosen.
    expect(
      within(block('Manufacturer'))
        .getByRole('checkbox', { name: /Vishay/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(block('Availability'))
        .getByRole('checkbox', { name: /In stock/ })
        .getAttribute('href'),
    ).toBe('/5_resistors/katalog?view=tiled&p3=0603&stock=1');
    expect(within(block('Features')).getByRole('checkbox', { name: /New/ }).getAttribute('href')).toBe(
      '/5_resistors/katalog?view=tiled&p3=0603&flag=NEW',
    );
  });

  it('navigates on a choice, by click or by Space', async () => {
    const user = await renderPanel('/5_r/katalog');
    await user.click(within(block('Case')).getByRole('checkbox', { name: /1206/ }));
    await waitFor(() => expect(url()).toBe('/5_r/katalog?p3=1206'));
    expect(within(block('Case')).getByRole('checkbox', { name: /1206/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // Space works like on a real checkbox.
    within(block('Case')).getByRole('checkbox', { name: /0402/ }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(url()).toBe('/5_r/katalog?p3=1206,0402'));
  });

  it('shows the top values, more on request, and a filter box in long lists', async () => {
    const user = await renderPanel('/5_r/katalog?p3=TO-92');
    const caseBlock = block('Case');
    // The top 8 and the chosen one further down.
    expect(within(caseBlock).getAllByRole('checkbox')).toHaveLength(9);
    await user.click(within(caseBlock).getByRole('button', { name: 'Show 5 more' }));
    expect(within(caseBlock).getAllByRole('checkbox')).toHaveLength(14);
    await user.click(within(caseBlock).getByRole('button', { name: 'Show fewer' }));
    expect(within(caseBlock).getAllByRole('checkbox')).toHaveLength(9);

    await user.type(within(caseBlock).getByRole('searchbox', { name: 'Find in Case' }), 'to-');
    expect(
      within(caseBlock)
        .getAllByRole('checkbox')
        .map((c) => c.querySelector('.facet-value__label')?.textContent),
    ).toEqual(['TO-220', 'TO-92']);
    await user.type(within(caseBlock).getByRole('searchbox'), 'x');
    expect(within(caseBlock).getByText('Nothing matches "to-x".')).toBeTruthy();
    // Short lists have no filter box.
    expect(within(block('Manufacturer')).queryByRole('searchbox')).toBeNull();
  });

  it('finds values in a numeric facet by value as engineers write it ("100n", "4u7"), as the range does', async () => {
    const user = await renderPanel('/5_r/katalog');
    const capacitance = block('Capacitance');
    const finder = within(capacitance).getByRole('searchbox', { name: 'Find in Capacitance' });
    const labels = () =>
      within(capacitance)
        .queryAllByRole('checkbox')
        .map((c) => c.querySelector('.facet-value__label')?.textContent);
    await user.type(finder, '100n');
    expect(labels()).toEqual(['100 nF']);
    await user.clear(finder);
    await user.type(finder, '4u7');
    expect(labels()).toEqual(['4.7 µF']);
    await user.clear(finder);
    await user.type(finder, '0.1µF');
    expect(labels()).toEqual(['100 nF']);
    await user.clear(finder);
    await user.type(finder, '10n');
    expect(labels()).toEqual(['10 nF']);
    // Plain text still finds the labels holding it; a value of another unit finds nothing.
    await user.clear(finder);
    await user.type(finder, '47');
    expect(labels()).toEqual(['47 nF', '470 nF', '47 µF']);
    await user.clear(finder);
    await user.type(finder, '100nV');
    expect(within(capacitance).getByText('Nothing matches "100nV".')).toBeTruthy();
  });

  it('takes a range in SI units and explains what it cannot read', async () => {
    const user = await renderPanel('/5_r/katalog?mf=1');
    // Two values are ticked more easily than typed: no range there.
    expect(within(block('Tolerance')).queryByRole('textbox')).toBeNull();
    const range = block('Resistance');
    expect(range.textContent).toContain('Available: 1 Ω – 1 MΩ');
    const [from, to] = within(range).getAllByRole('textbox');
    expect(from.getAttribute('placeholder')).toBe('1 Ω');

    await user.type(from, 'abc');
    await user.click(within(range).getByRole('button', { name: 'Apply' }));
    expect(within(range).getByRole('alert').textContent).toContain('"abc" is not a value');
    expect(url()).toBe('/5_r/katalog?mf=1');

    await user.clear(from);
    await user.type(from, '10 V');
    await user.keyboard('{Enter}');
    expect(within(range).getByRole('alert').textContent).toContain('"10 V" is not a value');

    await user.clear(from);
    await user.type(from, '47k');
    await user.type(to, '4k7');
    await user.keyboard('{Enter}');
    expect(within(range).getByRole('alert').textContent).toBe('The lower end is above the upper end.');

    await user.clear(from);
    await user.type(from, '4.7k');
    await user.clear(to);
    await user.type(to, '1MΩ{Enter}');
    await waitFor(() => expect(url()).toBe('/5_r/katalog?mf=1&r9=4700..1000000'));
    expect(within(block('Resistance')).queryByRole('alert')).toBeNull();
  });

  it('shows the chosen filters as removable chips, with "clear all"', async () => {
    await renderPanel('/katalog/?q=res&view=tiled&mf=1&p3=0603,0805&r9=1000..&stock=1&flag=NEW');
    const chips = within(screen.getByRole('region', { name: 'Selected filters' }));
    const labels = chips.getAllByRole('link').map((l) => l.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Remove filter Yageo',
      'Remove filter Case: 0603',
      'Remove filter Case: 0805',
      'Remove filter Resistance: ≥ 1 kΩ',
      'Remove filter In stock',
      'Remove filter New',
      null,
    ]);
    expect(chips.getByRole('link', { name: 'Remove filter Case: 0603' }).getAttribute('href')).toBe(
      '/katalog/?q=res&view=tiled&mf=1&p3=0805&r9=1000..&stock=1&flag=NEW',
    );
    expect(chips.getByRole('link', { name: 'Remove filter Resistance: ≥ 1 kΩ' }).getAttribute('href')).toBe(
      '/katalog/?q=res&view=tiled&mf=1&p3=0603,0805&stock=1&flag=NEW',
    );
    expect(chips.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      '/katalog/?q=res&view=tiled',
    );
    // The range inputs show the chosen end, and only values inside the range can be ticked.
    expect((within(block('Resistance')).getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('1 kΩ');
    expect(
      within(block('Resistance'))
        .getAllByRole('checkbox')
        .map((c) => c.querySelector('.facet-value__label')?.textContent),
    ).toEqual(['1 kΩ']);
  });

  it('leaves out the facets the page stands for', async () => {
    await renderPanel('/acme_3/katalog/p', ['manufacturer']);
    expect(screen.queryByText('Manufacturer', { selector: 'summary' })).toBeNull();
    expect(block('Case')).toBeTruthy();
  });

  it('opens as a drawer from the "Filters (n)" button and closes with Escape', async () => {
    const user = await renderPanel('/5_r/katalog?p3=0603&stock=1');
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer.className).toContain('is-open');
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close filters' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Show results/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
