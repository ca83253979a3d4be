import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PunchoutConfig, PunchoutConfigList } from '../../../../common/contracts/punchout';
import { calls, renderPage, replies, testLocale } from '../../../page-test-support';
import { ProfilePunchoutPage } from './profile-punchout-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const ariba: PunchoutConfig = {
  id: 7,
  systemName: 'SAP Ariba',
  fromDomain: 'networkid',
  fromIdentity: 'an0100000001',
  returnOrigins: ['https://buyer.example.com'],
  buyer: { name: 'Anna Nowak', email: 'anna@firma.pl' },
  createdAt: '2026-11-20T10:00:00.000Z',
  secretChangedAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};
const list = (...items: PunchoutConfig[]): PunchoutConfigList => ({
  setupUrl: 'https://shop.example/ajax/punchout/setup',
  items,
});

const show = (initial: PunchoutConfigList, allowed = true) =>
  renderPage(<ProfilePunchoutPage data={{ list: allowed ? initial : null, allowed }} locale={testLocale} />);

describe('the PunchOut profile page', () => {
  it('asks for every field, then shows the new secret once and the refetched list', async () => {
    const fetch = replies([201, { config: ariba, sharedSecret: 'S'.repeat(43) }], [200, list(ariba)]);
    await show(list());
    expect(await screen.findByTestId('punchout-none')).toBeTruthy();
    expect(screen.getByTestId('punchout-setup-url').textContent).toBe(
      'https://shop.example/ajax/punchout/setup',
    );
    await userEvent.clear(screen.getByLabelText(/Credential domain/));
    await userEvent.click(screen.getByTestId('punchout-add'));
    expect(screen.getAllByText(/required/i).length).toBeGreaterThanOrEqual(3);
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Procurement system/), 'SAP Ariba');
    await userEvent.type(screen.getByLabelText(/Credential domain/), 'NetworkID');
    await userEvent.type(screen.getByLabelText(/^Identity/), 'AN0100000001');
    await userEvent.type(screen.getByLabelText(/Return addresses/), 'https://buyer.example.com/x');
    await userEvent.click(screen.getByTestId('punchout-add'));

    const secret = await screen.findByTestId('punchout-secret');
    expect(within(secret).getByTestId('punchout-secret-value').textContent).toBe('S'.repeat(43));
    await waitFor(() => expect(screen.getAllByTestId('punchout-config')).toHaveLength(1));
    expect(calls(fetch)).toEqual(['POST /ajax/profile/punchout', 'GET /ajax/profile/punchout']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      systemName: 'SAP Ariba',
      fromDomain: 'NetworkID',
      fromIdentity: 'AN0100000001',
      returnOrigins: ['https://buyer.example.com/x'],
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('punchout-secret')).toBeNull();
  });

  it('shows the server’s refusal under the return addresses', async () => {
    replies([
      422,
      {
        error: 'Unprocessable Entity',
        code: 422,
        erpCode: null,
        message: 'Each return address must be an https address (http only for localhost).',
        issues: [],
        data: [
          {
            field: 'returnOrigins.0',
            message: 'Each return address must be an https address (http only for localhost).',
          },
        ],
      },
    ]);
    await show(list());
    await userEvent.type(await screen.findByLabelText(/Procurement system/), 'Coupa');
    await userEvent.type(screen.getByLabelText(/^Identity/), 'coupa-1');
    await userEvent.type(screen.getByLabelText(/Return addresses/), 'http://buyer.example.com');
    await userEvent.click(screen.getByTestId('punchout-add'));
    expect(await screen.findByText(/must be an https address/)).toBeTruthy();
  });

  it('removes a configuration after Yes', async () => {
    const fetch = replies([204, undefined], [200, list()]);
    await show(list(ariba));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryAllByTestId('punchout-config')).toHaveLength(0));
    expect(calls(fetch)).toEqual(['DELETE /ajax/profile/punchout/7', 'GET /ajax/profile/punchout']);
  });

  it('tells persons that PunchOut is for companies', async () => {
    await show(list(), false);
    expect(await screen.findByTestId('punchout-companies-only')).toBeTruthy();
  });
});
