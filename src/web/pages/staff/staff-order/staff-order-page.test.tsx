/**
 * The desk's order page (ADR 080): its moments (placed, history, parcels) in the desk's one rule,
 * the shop's wall clock (features/staff/desk-time), as its other pages write them; the history's
 * notes as the server worded them in the desk's language.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffOrderDetails } from '../../../../common/contracts/order-desk';
import type { OrderDetails } from '../../../../common/contracts/orders';
import type { StaffMember } from '../../../../common/contracts/staff';
import { deskTime } from '../../../features/staff/desk-time';
import { renderPage, testLocale } from '../../../page-test-support';
import { StaffOrderPage } from './staff-order-page';

const sue = { id: 3, email: 'sue@desk.test', name: 'Sue', roles: ['support'] } as StaffMember;

const order = {
  orderNumber: '40000040',
  status: 'shipped',
  placedAt: '2026-01-15T23:30:00.000Z',
  currency: 'PLN',
  lines: [],
  totals: { net: '10.00', vat: '2.30', gross: '12.30', deliveryCost: null, discount: null, currency: 'PLN' },
  history: [
    { status: 'placed', note: 'Vom Kunden aufgegeben.', at: '2026-01-15T23:30:00.000Z' },
    { status: 'shipped', note: null, at: '2026-07-01T08:00:00.000Z' },
  ],
  shipments: [
    {
      shippedAt: '2026-07-01T08:00:00.000Z',
      carrier: 'inpost',
      carrierName: 'InPost',
      trackingNumber: '620123456789',
      trackingUrl: null,
    },
  ],
} as unknown as OrderDetails;

const details: StaffOrderDetails = {
  id: 40,
  customerId: 7,
  customerName: 'Elektro-Systems',
  contactEmail: 'company@demo.shop',
  language: 'de',
  paymentKind: 'online',
  order,
  bankPayment: null,
  invoices: [],
  mayMarkPaid: false,
  mayShip: false,
};

describe('the desk’s order page', () => {
  it('writes its moments on the shop’s clock, as the desk’s other pages do, with the history’s notes', async () => {
    await renderPage(
      <StaffOrderPage data={{ staff: sue, details, today: '2026-07-01' }} locale={testLocale} />,
      null,
    );
    // 23:30 UTC in January is 00:30 the next day in Warsaw; 08:00 UTC in July is 10:00.
    const placed = deskTime('2026-01-15T23:30:00.000Z', 'en');
    expect(placed).toMatch(/16 Jan 2026.*00:30/);
    expect((await screen.findByTestId('order-facts')).textContent).toContain(placed);
    const history = screen
      .getAllByRole('listitem')
      .filter((li) => li.closest('[data-testid="order-history"]'));
    expect(history.map((li) => li.textContent)).toEqual([
      `${placed} · Placed · Vom Kunden aufgegeben.`,
      `${deskTime('2026-07-01T08:00:00.000Z', 'en')} · Shipped`,
    ]);
    expect(history[1]!.textContent).toMatch(/10:00 · Shipped$/);
    expect(document.body.textContent).not.toContain('UTC');
  });
});
