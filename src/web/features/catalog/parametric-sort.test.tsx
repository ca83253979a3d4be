import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductList } from '../../../common/contracts/catalog';
import type { ParameterSort } from '../../../common/contracts/search';
import { renderInShop, testProduct } from './catalog-test-support';
import { ParametricView } from './product-rows';

const product = (productId: number, symbol: string) => testProduct({ productId, symbol });

const items = [product(1, 'RC0603-10K'), product(2, 'RC0805-1K')];
const keyParameters: Pick<ProductList, 'parameterColumns' | 'parameterValues'> = {
  parameterColumns: [
    { id: 11, name: 'Resistance', unit: 'Ω' },
    { id: 12, name: 'Case', unit: null },
    { id: 13, name: 'Tolerance', unit: null },
    { id: 14, name: 'Power', unit: 'W' },
    { id: 15, name: 'Mounting', unit: null },
    { id: 16, name: 'Temperature coefficient', unit: null },
  ],
  parameterValues: {
    '1': { '11': '10 kΩ', '12': '0603', '13': '1 %', '14': '0.1 W', '15': 'SMD', '16': '100 ppm/°C' },
    '2': { '11': '1 kΩ', '12': '0805', '14': '0.125 W' },
  },
};

const list = {
  items,
  total: 2,
  totalExact: true,
  page: 3,
  pageSize: 10,
  pageCount: 3,
  ...keyParameters,
} as unknown as ProductList;

/** Where the router is: a click on a heading navigates. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderTable(
  current: ParameterSort | undefined,
  url = '/3_smd-resistors/katalog?view=parametric&p12=0603&page=3',
) {
  renderInShop(
    <>
      <ParametricView list={list} sorting={{ current }} />
      <Where />
    </>,
    { path: '/:category/katalog', url },
  );
}

describe('sorting the parametric table by a parameter column', () => {
  it('makes each parameter heading a link to the list sorted by it, keeping the filters and starting at page 1', async () => {
    renderTable(undefined);
    const link = await screen.findByRole('link', { name: 'Sort by Resistance, ascending' });
    expect(link.getAttribute('href')).toBe('/3_smd-resistors/katalog?view=parametric&p12=0603&sort=p11_asc');
    expect(link.closest('th')!.getAttribute('aria-sort')).toBe('none');
    // Symbol and price are not parameter columns: no sort links there.
    expect(screen.getAllByRole('link', { name: /^Sort by/ })).toHaveLength(
      keyParameters.parameterColumns.length,
    );
  });

  it('marks the sorted column with aria-sort and offers the other direction', async () => {
    renderTable({ id: 11, direction: 'asc' });
    const descending = await screen.findByRole('link', { name: 'Sort by Resistance, descending' });
    expect(descending.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    expect(descending.getAttribute('href')).toContain('sort=p11_desc');
    expect(
      screen.getByRole('link', { name: 'Sort by Case, ascending' }).closest('th')!.getAttribute('aria-sort'),
    ).toBe('none');
  });

  it('goes back to ascending from descending, and works from the keyboard', async () => {
    renderTable({ id: 12, direction: 'desc' }, '/3_smd-resistors/katalog?view=parametric&sort=p12_desc');
    const ascending = await screen.findByRole('link', { name: 'Sort by Case, ascending' });
    expect(ascending.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    ascending.focus();
    await userEvent.keyboard('{Enter}');
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/3_smd-resistors/katalog?view=parametric&sort=p12_asc',
    );
  });

  it('shows plain headings where the list cannot be sorted by a column', async () => {
    renderInShop(<ParametricView list={list} />);
    expect(
      (await screen.findByRole('columnheader', { name: 'Resistance' })).getAttribute('aria-sort'),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /^Sort by/ })).toBeNull();
  });
});
