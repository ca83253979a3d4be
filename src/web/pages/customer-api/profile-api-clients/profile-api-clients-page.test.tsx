import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiSettings } from '../../../../common/contracts/customer-api';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { ProfileApiClientsPage } from './profile-api-clients-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const erp: ApiClient = {
  id: 3,
  name: 'ERP',
  clientId: 'ck_abcdefghijklmnopqrst',
  scopes: ['read', 'order'],
  requestsPerMinute: 120,
  createdBy: 'Anna Nowak',
  createdAt: '2026-11-26T10:00:00.000Z',
  lastUsedAt: null,
};
const settings = (clients: ApiClient[] = []): ApiSettings => ({
  tokenUrl: 'https://shop.example/api/v1/oauth/token',
  docsUrl: 'https://shop.example/api-docs',
  clients,
  webhooks: [],
  deliveries: [],
});

const show = (initial: ApiSettings, allowed = true) =>
  renderPage(
    <ProfileApiClientsPage data={{ settings: allowed ? initial : null, allowed }} locale={testLocale} />,
  );

describe('the API clients profile page', () => {
  it('asks for a name, sends the scopes ticked, then shows the secret once', async () => {
    const fetch = replies(
      [201, { client: erp, clientSecret: 'cs_' + 'S'.repeat(43) }],
      [200, settings([erp])],
    );
    await show(settings());
    expect(await screen.findByTestId('api-no-clients')).toBeTruthy();
    await userEvent.click(screen.getByTestId('api-add-client'));
    expect(screen.getAllByText(/required/i).length).toBeGreaterThanOrEqual(1);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Client name/), 'ERP');
    await userEvent.click(screen.getByLabelText(/order: carts/));
    await userEvent.click(screen.getByTestId('api-add-client'));

    const secret = await screen.findByTestId('api-secret');
    expect(within(secret).getByTestId('api-secret-value').textContent).toBe('cs_' + 'S'.repeat(43));
    expect(within(secret).getByTestId('api-secret-client-id').textContent).toBe(erp.clientId);
    await waitFor(() => expect(screen.getAllByTestId('api-client')).toHaveLength(1));
    expect(calls(fetch)).toEqual(['POST /ajax/profile/api/clients', 'GET /ajax/profile/api']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      name: 'ERP',
      scopes: ['read', 'order'],
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('api-secret')).toBeNull();
  });

  it('refuses no scope at all before asking the server', async () => {
    const fetch = replies();
    await show(settings());
    await userEvent.type(await screen.findByLabelText(/Client name/), 'Reports');
    await userEvent.click(screen.getByLabelText(/read: search/));
    await userEvent.click(screen.getByTestId('api-add-client'));
    expect(await screen.findByText(/at least one scope/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('revokes a client after Yes', async () => {
    const fetch = replies([204, undefined], [200, settings()]);
    await show(settings([erp]));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryAllByTestId('api-client')).toHaveLength(0));
    expect(calls(fetch)).toEqual(['DELETE /ajax/profile/api/clients/3', 'GET /ajax/profile/api']);
  });

  it('tells persons that the API is for companies', async () => {
    await show(settings(), false);
    expect(await screen.findByTestId('api-companies-only')).toBeTruthy();
  });
});
