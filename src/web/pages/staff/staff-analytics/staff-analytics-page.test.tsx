/**
 * The desk's analytics page (issue 21, ADR 086): the funnel's counts and conversion, the PLN value,
 * the daily table and its CSV link with the period and market; the filter form a plain GET form
 * with named fields (it works before hydration); the empty state; a refused period's reason.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnalyticsFunnel } from '../../../../common/analytics';
import type { StaffMember } from '../../../../common/contracts/staff';
import { en } from '../../../../common/i18n/en';
import { renderPage, testLocale } from '../../../page-test-support';
import { StaffAnalyticsPage } from './staff-analytics-page';

const sam = { id: 1, email: 'sam@desk.test', name: 'Sam', roles: ['sales'] } as StaffMember;
const m = en.analyticsDesk;

const funnel: AnalyticsFunnel = {
  from: '2026-11-20',
  to: '2026-11-21',
  market: 'pl',
  steps: [
    { step: 'addToCart', count: 8, conversion: null },
    { step: 'orders', count: 2, conversion: 0.25 },
  ],
  addToCartValuePln: '1234.50',
  days: [
    { day: '2026-11-20', addToCart: 5, addToCartValuePln: '1000.00', orders: 2 },
    { day: '2026-11-21', addToCart: 3, addToCartValuePln: '234.50', orders: 0 },
  ],
};

const render = (data: Partial<Parameters<typeof StaffAnalyticsPage>[0]['data']>) =>
  renderPage(
    <StaffAnalyticsPage
      data={{ staff: sam, query: { market: 'pl' }, funnel, problem: null, ...data }}
      locale={testLocale}
    />,
    null,
  );

describe('the desk’s analytics page', () => {
  it('shows the funnel, its conversion, the value and the daily table with its CSV', async () => {
    await render({});
    expect((await screen.findByTestId('funnel-addToCart-count')).textContent).toBe('8');
    expect(screen.getByTestId('funnel-orders-count').textContent).toBe('2');
    expect(screen.getByTestId('funnel-orders-conversion').textContent).toBe(
      m.conversion.replace('{{share}}', '25.0\u00a0%'),
    );
    expect(screen.queryByTestId('funnel-addToCart-conversion')).toBeNull();
    expect(screen.getByTestId('staff-analytics-value').textContent).toBe('1\u00a0234.50\u00a0PLN');
    const rows = within(screen.getByTestId('staff-analytics-table')).getAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['2026-11-20', '5', '1\u00a0000.00\u00a0PLN', '2'],
      ['2026-11-21', '3', '234.50\u00a0PLN', '0'],
    ]);
    expect(screen.getByTestId('staff-analytics-csv').getAttribute('href')).toBe(
      '/ajax/staff/analytics/export?from=2026-11-20&to=2026-11-21&market=pl',
    );
  });

  it('filters with a plain GET form of named fields, the asked market chosen', async () => {
    await render({});
    const form = (await screen.findByRole('search')) as HTMLFormElement;
    expect(form.getAttribute('method') ?? 'get').toBe('get');
    expect(form.getAttribute('action')).toBeNull();
    expect([...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean)).toEqual([
      'from',
      'to',
      'market',
    ]);
    expect((screen.getByLabelText(m.market) as HTMLSelectElement).value).toBe('pl');
  });

  it('says so when the period has no events', async () => {
    await render({
      funnel: {
        ...funnel,
        steps: funnel.steps.map((s) => ({ ...s, count: 0, conversion: null })),
        days: [],
      },
    });
    expect((await screen.findByTestId('staff-analytics-empty')).textContent).toBe(m.empty);
    expect(screen.queryByTestId('staff-analytics-table')).toBeNull();
  });

  it('shows why a period was refused, and no table', async () => {
    await render({ funnel: null, problem: 'The period can be at most 366 days long.' });
    expect((await screen.findByRole('alert')).textContent).toBe('The period can be at most 366 days long.');
    expect(screen.queryByTestId('staff-analytics-funnel')).toBeNull();
  });
});
