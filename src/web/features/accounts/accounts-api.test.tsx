import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressList } from '../../../common/contracts/customers';
import { accountsQueries, useRemoveAddress, useSaveTerms } from './accounts-api';

afterEach(() => {
  vi.restoreAllMocks();
});

const list = (shipping: number): AddressList =>
  ({
    payerAddress: null,
    shippingAddresses: {
      elements: Array.from({ length: shipping }, (_, i) => ({ addressNumber: `200000${i}` })),
    },
    invoiceSendAddresses: { elements: [] },
  }) as unknown as AddressList;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function Addresses() {
  const { data } = useQuery(accountsQueries.addresses('en'));
  const remove = useRemoveAddress();
  return (
    <>
      <p>shipping: {data?.shippingAddresses.elements.length}</p>
      <button type="button" onClick={() => void remove.mutateAsync('2000001').catch(() => undefined)}>
        remove
      </button>
    </>
  );
}

/** Renders `ui` with the addresses (and other data `prefill` puts) already in the cache, as after a page load. */
function renderWith(ui: ReactNode, prefill: (client: QueryClient) => void = () => undefined) {
  const client = new QueryClient();
  client.setQueryData(accountsQueries.addresses('en').queryKey, list(2));
  prefill(client);
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('the profile calls go through the one API client, and a change refetches what it changed', () => {
  it('removing an address sends DELETE with the CSRF marker, then the address list refetches', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(204))
      .mockResolvedValueOnce(json(200, list(1)));
    renderWith(<Addresses />);
    expect(screen.getByText('shipping: 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(await screen.findByText('shipping: 1')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url, init]) => [
      init?.method,
      String(url),
      (init?.headers as Record<string, string>)['x-requested-with'],
    ]);
    expect(calls).toEqual([
      ['DELETE', '/ajax/profile/addresses/2000001', 'XMLHttpRequest'],
      ['GET', '/ajax/profile/addresses?language=en', 'XMLHttpRequest'],
    ]);
  });

  it('a refused change keeps the list and carries the error shape', async () => {
    const refused = { error: 'Not Found', code: 404, erpCode: null, message: 'No such address.', issues: [] };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(404, refused));
    let failure: unknown;
    function Remove() {
      const remove = useRemoveAddress();
      return (
        <button
          type="button"
          onClick={() => {
            remove.mutateAsync('2000009').catch((e: unknown) => (failure = e));
          }}
        >
          remove
        </button>
      );
    }
    renderWith(<Remove />);
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    await vi.waitFor(() => expect(failure).toBeDefined());
    expect((failure as { body: unknown }).body).toEqual(refused);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saving the terms sends PUT and refetches them', async () => {
    const terms = {
      upToDate: true,
      acceptedVersion: '3',
      acceptedAt: '2026-11-25',
      currentVersion: '3',
      newsletter: true,
    };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(200, terms))
      .mockResolvedValueOnce(json(200, terms));
    function Terms() {
      const { data } = useQuery(accountsQueries.terms());
      const save = useSaveTerms();
      return (
        <button type="button" onClick={() => void save.mutateAsync({ newsletter: true })}>
          newsletter: {String(data?.newsletter)}
        </button>
      );
    }
    renderWith(<Terms />, (client) =>
      client.setQueryData(accountsQueries.terms().queryKey, { ...terms, newsletter: false }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'newsletter: false' }));
    expect(await screen.findByRole('button', { name: 'newsletter: true' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'PUT /ajax/terms',
      'GET /ajax/terms',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ newsletter: true });
  });
});
