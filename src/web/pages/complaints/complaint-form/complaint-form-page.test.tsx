import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ComplaintInvoice,
  ComplaintInvoices,
  ComplaintStorage,
} from '../../../../common/contracts/complaints';
import { renderPage, testLocale } from '../../../page-test-support';
import { ComplaintFormPage } from './complaint-form-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const choice = (n: number): ComplaintInvoices['items'][number] => ({
  number: `FV/PL/2026/${String(n).padStart(6, '0')}`,
  orderNumber: String(1000116 + n),
  issuedAt: '2026-11-20T10:00:00Z',
  currency: 'PLN',
  grossTotal: '123.00',
});
const firstPage: ComplaintInvoices = { items: [choice(7)], total: 41, page: 1, perPage: 20 };

const invoice = (consumer: boolean): ComplaintInvoice => ({
  invoiceNumber: 'FV/PL/2026/000007',
  orderNumber: '1000123',
  issuedAt: '2026-11-20T10:00:00Z',
  currency: 'PLN',
  market: 'PL',
  lines: [
    {
      position: 1,
      symbol: 'BC547B',
      description: 'NPN transistor',
      quantity: 10,
      complainable: 8,
      unitNet: '0.50',
      vatRate: '23',
    },
    {
      position: 2,
      symbol: 'LM358',
      description: 'Op amp',
      quantity: 2,
      complainable: 2,
      unitNet: '1.20',
      vatRate: '23',
    },
  ],
  law: {
    consumerRights: consumer,
    deliveredOn: '2026-11-20',
    withdrawalUntil: consumer ? '2026-12-04' : null,
    withdrawalOpen: consumer,
    complainUntil: consumer ? '2028-11-20' : '2027-11-20',
    complainOpen: true,
    complaintPath: consumer ? 'consumer_complaint' : 'warranty',
    answerDays: 14,
    autoAccept: true,
  },
  reasons: consumer
    ? ['wrong_part', 'damaged', 'not_as_described', 'missing', 'withdrawal']
    : ['wrong_part', 'damaged', 'not_as_described', 'missing'],
});

const storage: ComplaintStorage = {
  files: [],
  totalBytes: 0,
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
};

/** The shop's calls by address: the invoice, the storage, and what `create` answers. */
function serve(consumer: boolean, create: () => Promise<Response> | Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const address = String(url);
    if (address.startsWith('/ajax/complaint/invoice/')) return json(200, invoice(consumer));
    if (address === '/ajax/complaint/storage') return json(200, storage);
    if (address.startsWith('/ajax/complaint/invoices?')) {
      const query = new URL(address, 'http://shop').searchParams;
      const page = Number(query.get('page'));
      if (query.get('q') === '000123') return json(200, { ...firstPage, items: [choice(123)], total: 1 });
      if (query.get('q')) return json(200, { ...firstPage, items: [], total: 0 });
      return json(200, { ...firstPage, items: [choice(100 + page)], page });
    }
    if (address === '/ajax/complaint/create' && init?.method === 'POST') return create();
    return json(500, { message: `unexpected ${address}` });
  });
}

const show = () =>
  renderPage(
    <ComplaintFormPage
      data={{ view: 'form', invoices: firstPage, preselected: 'FV/PL/2026/000007' }}
      locale={testLocale}
    />,
  );

describe('the complaint form', () => {
  it('finds invoices by number and pages through them with the invoices call', async () => {
    const fetch = serve(false, () => new Response(null, { status: 500 }));
    await show();
    const select = await screen.findByRole('combobox', { name: /Invoice/ });
    await userEvent.click(screen.getByRole('button', { name: 'Older invoices' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: /FV\/PL\/2026\/000102/ })).toBeTruthy(),
    );
    // The chosen invoice stays selectable on another page.
    expect(select).toHaveProperty('value', 'FV/PL/2026/000007');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find an invoice by its number' }), '000123');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: /FV\/PL\/2026\/000123/ })).toBeTruthy(),
    );
    expect(fetch.mock.calls.some(([url]) => String(url) === '/ajax/complaint/invoices?page=1&q=000123')).toBe(
      true,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find an invoice by its number' }), '9');
    expect(await screen.findByTestId('complaint-invoices-none')).toBeTruthy();
  });

  it('checks lines, quantities, reason and description before sending anything', async () => {
    const fetch = serve(false, () => new Response(null, { status: 500 }));
    await show();
    const lines = await screen.findByTestId('complaint-form-lines');
    expect(screen.getByRole('combobox', { name: /Invoice/ })).toHaveProperty('value', 'FV/PL/2026/000007');
    await userEvent.click(screen.getByTestId('complaint-submit'));
    expect(screen.getByText('Tick at least one line.')).toBeTruthy();
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(screen.getByText('Describe the problem in at least 10 characters.')).toBeTruthy();

    // Ticking fills what may be claimed; more than that is refused in words.
    await userEvent.click(within(lines).getByRole('checkbox', { name: 'Include BC547B' }));
    const pieces = within(lines).getByRole('spinbutton', { name: 'Pieces of BC547B' });
    expect(pieces).toHaveProperty('value', '8');
    await userEvent.clear(pieces);
    await userEvent.type(pieces, '9');
    await userEvent.click(screen.getByTestId('complaint-submit'));
    expect(screen.getByText('Give a whole number of pieces from 1 to 8.')).toBeTruthy();
    // A company has no withdrawal: the reason is not offered.
    expect(screen.queryByRole('radio', { name: /Withdrawal/ })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url) === '/ajax/complaint/create')).toBe(false);
  });

  it('drops a field’s message as soon as that field is changed, not only on the next send', async () => {
    serve(false, () => new Response(null, { status: 500 }));
    await show();
    const lines = await screen.findByTestId('complaint-form-lines');
    await userEvent.click(screen.getByTestId('complaint-submit'));
    expect(screen.getByText('Tick at least one line.')).toBeTruthy();
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(screen.getByText('Describe the problem in at least 10 characters.')).toBeTruthy();

    await userEvent.click(within(lines).getByRole('checkbox', { name: 'Include BC547B' }));
    expect(screen.queryByText('Tick at least one line.')).toBeNull();
    // The other fields keep theirs until they are changed.
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^Damaged/ }));
    expect(screen.queryByText('Choose a reason.')).toBeNull();
    expect(screen.getByText('Describe the problem in at least 10 characters.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), 'Cracked');
    expect(screen.queryByText('Describe the problem in at least 10 characters.')).toBeNull();

    // A quantity's message goes when that quantity is changed, and the form's summary with the last.
    const pieces = within(lines).getByRole('spinbutton', { name: 'Pieces of BC547B' });
    await userEvent.clear(pieces);
    await userEvent.type(pieces, '9');
    await userEvent.type(screen.getByRole('textbox', { name: /Description/ }), ' case, both legs bent.');
    await userEvent.click(screen.getByTestId('complaint-submit'));
    expect(screen.getByText('Give a whole number of pieces from 1 to 8.')).toBeTruthy();
    expect(screen.getByText('Please correct the marked fields.')).toBeTruthy();
    await userEvent.clear(pieces);
    await userEvent.type(pieces, '3');
    expect(screen.queryByText('Give a whole number of pieces from 1 to 8.')).toBeNull();
    expect(screen.queryByText('Please correct the marked fields.')).toBeNull();
    expect(pieces.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the law’s path as the reason is chosen: a consumer’s withdrawal until its day', async () => {
    serve(true, () => new Response(null, { status: 500 }));
    await show();
    await screen.findByTestId('complaint-form-lines');
    const law = screen.getByTestId('complaint-law');
    expect(law.textContent).toContain('Consumer complaint');
    await userEvent.click(screen.getByRole('radio', { name: /Withdrawal from the purchase/ }));
    expect(law.textContent).toContain('Withdrawal within 14 days');
    expect(law.textContent).toContain('without giving a reason until 4 Dec 2026');
    // A withdrawal needs no description and no resolution: it is always a refund.
    expect(screen.queryByRole('radio', { name: 'Replacement' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /^Damaged/ }));
    expect(law.textContent).toContain('Consumer complaint');
    expect(screen.getByRole('radio', { name: 'Replacement' })).toBeTruthy();
  });

  it('sends once however often it is clicked, and shows the server’s field messages', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = serve(
      false,
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    await show();
    const lines = await screen.findByTestId('complaint-form-lines');
    await userEvent.click(within(lines).getByRole('checkbox', { name: 'Include LM358' }));
    await userEvent.click(screen.getByRole('radio', { name: /^Wrong part/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Description/ }),
      'Got LM358 in SOIC, ordered DIP.',
    );
    const submit = screen.getByTestId('complaint-submit');
    await userEvent.click(submit);
    await userEvent.click(submit);
    await userEvent.click(submit);
    const creates = () => fetch.mock.calls.filter(([url]) => String(url) === '/ajax/complaint/create');
    expect(creates()).toHaveLength(1);
    expect(submit.textContent).toBe('Sending…');
    const [, init] = creates()[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      invoiceNumber: 'FV/PL/2026/000007',
      reason: 'wrong_part',
      requestedResolution: 'refund',
      description: 'Got LM358 in SOIC, ordered DIP.',
      lines: [{ position: 2, quantity: 2 }],
      fileIds: [],
    });
    expect((init!.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    release(
      new Response(
        JSON.stringify({
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'Check the form.',
          issues: [],
          data: [{ field: 'lines.0.quantity', message: 'Line 2: at most 1 may still be complained of.' }],
        }),
        { status: 422, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await screen.findByText('Line 2: at most 1 may still be complained of.')).toBeTruthy();
    await waitFor(() => expect(submit.textContent).toBe('Send the complaint'));
  });
});
