import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../common/i18n/en';
import type { ProductMarketplace } from '../../../common/marketplace';
import { calls, renderPage, replies, testCustomer, testLocale } from '../../page-test-support';
import { MarketplaceOffers } from './marketplace-offers';

const m = en.marketplace;
const data: ProductMarketplace = {
  symbol: 'LM317T',
  marketplace: true,
  offers: [
    {
      sellerId: 2,
      seller: { name: 'Bauteil Direkt GmbH', country: 'de' },
      stock: 1500,
      leadTimeDays: 3,
      minimumQuantity: 1,
      priceBreaks: [
        { amount: 1, price: '1.2300' },
        { amount: 100, price: '0.9800' },
      ],
      currency: 'PLN',
      precision: 4,
      type: 'NET',
    },
    {
      sellerId: 5,
      seller: { name: 'Mikroel s.c.', country: 'pl' },
      stock: 500,
      leadTimeDays: 1,
      minimumQuantity: 10,
      priceBreaks: [],
      currency: 'PLN',
      precision: 4,
      type: 'NET',
    },
  ],
};
const constraints = {
  subjectMax: 120,
  messageMax: 2000,
  product: { symbol: 'LM317T', name: 'ST LM317T' },
  sellers: [{ id: 2, name: 'Bauteil Direkt GmbH' }],
  email: 'anna@firma.pl',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the marketplace offers of a product page', () => {
  it('shows each seller’s stock, dispatch and prices, and asks a visitor to log in', async () => {
    await renderPage(<MarketplaceOffers data={data} unit="pcs" locale={testLocale} />, null);
    const offers = await screen.findAllByTestId('marketplace-offer');
    expect(offers).toHaveLength(2);
    expect(offers[0]!.textContent).toContain('Bauteil Direkt GmbH');
    expect(offers[0]!.textContent).toMatch(/1[\s\u00a0\u202f]500 pcs/);
    expect(offers[0]!.textContent).toContain('3 working days');
    expect(offers[0]!.textContent).toContain('0.9800');
    expect(offers[1]!.textContent).toContain(m.offers.onRequest);
    expect(offers[1]!.textContent).toContain('1 working day');
    expect(screen.queryByTestId('marketplace-ask')).toBeNull();
    expect(screen.getByRole('link', { name: m.offers.loginToAsk })).toBeDefined();
  });

  it('lets a company ask a seller: limits from the server, checks before sending, the confirmation', async () => {
    const user = userEvent.setup();
    const fetch = replies([200, constraints], [201, { id: 42, seller: 'Bauteil Direkt GmbH' }]);
    await renderPage(<MarketplaceOffers data={data} unit="pcs" locale={testLocale} />);
    const ask = (await screen.findAllByTestId('marketplace-ask'))[0]!;
    await user.click(ask);
    expect(ask.getAttribute('aria-expanded')).toBe('true');
    const heading = await screen.findByRole('heading', { name: 'Question to Bauteil Direkt GmbH' });
    expect(document.activeElement).toBe(heading);
    const email = await screen.findByRole('textbox', { name: new RegExp(m.form.email) });
    expect((email as HTMLInputElement).value).toBe('anna@firma.pl');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    expect(screen.getAllByText(en.common.required)).toHaveLength(2);
    expect(calls(fetch)).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.form.subject) }), 'Full reel?');
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.form.message) }), 'Can you ship 3000?');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    await waitFor(() => expect(screen.getByTestId('marketplace-sent').textContent).toContain('42'));
    expect(calls(fetch)).toEqual([
      'GET /ajax/customer/marketplace/front-constraints?symbol=LM317T',
      'POST /ajax/customer/marketplace/send',
    ]);
    const body = JSON.parse(String(fetch.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      productSymbol: 'LM317T',
      sellerId: 2,
      subject: 'Full reel?',
      message: 'Can you ship 3000?',
      clientEmail: 'anna@firma.pl',
    });
  });

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    replies(
      [200, constraints],
      [
        422,
        {
          message: 'Invalid data',
          data: [
            { field: 'sellerId', message: m.errors.sellerUnknown },
            { field: 'subject', message: 'Too long' },
          ],
        },
      ],
    );
    await renderPage(<MarketplaceOffers data={data} unit="pcs" locale={testLocale} />);
    await user.click((await screen.findAllByTestId('marketplace-ask'))[0]!);
    await user.type(await screen.findByRole('textbox', { name: new RegExp(m.form.subject) }), 'x');
    await user.type(screen.getByRole('textbox', { name: new RegExp(m.form.message) }), 'y');
    await user.click(screen.getByRole('button', { name: m.form.send }));
    expect(await screen.findByText('Too long')).toBeDefined();
    expect(screen.getByText(m.form.toast)).toBeDefined();
    // The seller has no field in the form: its refusal is said above the fields.
    expect(screen.getByText(m.errors.sellerUnknown)).toBeDefined();
  });

  it('gives a person the company-only message instead of the form, and Cancel returns focus', async () => {
    const user = userEvent.setup();
    replies([
      403,
      { message: m.errors.companyOnly, erpCode: 10321, code: 403, error: 'Forbidden', issues: [] },
    ]);
    await renderPage(<MarketplaceOffers data={data} unit="pcs" locale={testLocale} />, {
      ...testCustomer,
      customerType: 'person',
      isPerson: true,
    });
    const ask = (await screen.findAllByTestId('marketplace-ask'))[0]!;
    await user.click(ask);
    expect((await screen.findByTestId('marketplace-refusal')).textContent).toBe(m.errors.companyOnly);
    expect(screen.queryByRole('textbox', { name: new RegExp(m.form.subject) })).toBeNull();
    await user.click(screen.getByRole('button', { name: en.common.close }));
    expect(document.activeElement).toBe(ask);
  });
});
