import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WizardView } from '../../../common/wizards';
import { calls, renderPage, replies, testLocale } from '../../page-test-support';
import { WizardScreen } from './wizard-screen';

afterEach(() => {
  vi.restoreAllMocks();
});

const TOKEN = `12.${'t0k3n'}.${'A'.repeat(32)}.${'B'.repeat(32)}`;

const view = (change: Partial<WizardView> = {}): WizardView => ({
  wizardId: 'W'.repeat(22),
  kind: 'contact_person',
  steps: ['details', 'password', 'terms', 'summary'],
  done: [],
  current: 'details',
  companyName: 'Elektro-Systems sp. z o.o.',
  email: 'ewa@firma.pl',
  expiresAt: '2026-11-26T15:00:00Z',
  invited: null,
  currentCompany: null,
  answers: {
    details: null,
    username: null,
    passwordSet: false,
    termsAccepted: false,
    company: null,
    declaredUses: null,
  },
  ...change,
});

describe('the wizard of a mailed link', () => {
  it('describes the link, opens it on Start, then shows the first step', async () => {
    const fetch = replies([201, view()]);
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {});
    await renderPage(
      <WizardScreen
        data={{
          mode: 'link',
          token: TOKEN,
          check: {
            state: 'valid',
            kind: 'contact_person',
            companyName: 'Elektro-Systems sp. z o.o.',
            email: 'ewa@firma.pl',
            expiresAt: '2026-11-29T12:00:00Z',
            loginRequired: false,
          },
        }}
        locale={testLocale}
        login={null}
      />,
      null,
    );
    expect((await screen.findByTestId('wizard-link')).textContent).toContain('Elektro-Systems');
    expect(calls(fetch)).toEqual([]);
    await userEvent.click(screen.getByTestId('wizard-start'));
    expect(await screen.findByTestId('wizard-details')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /ajax/wizard/open']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN });
  });

  it('sends a step and shows the server’s field messages under their fields', async () => {
    const fetch = replies(
      [
        422,
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: null,
          message: 'The phone number is not valid.',
          issues: [],
          data: [{ field: 'data.phone', message: 'The phone number is not valid.' }],
        },
      ],
      [200, view({ done: ['details'], current: 'password' })],
    );
    await renderPage(
      <WizardScreen
        data={{ mode: 'wizard', view: view(), declaredUses: null }}
        locale={testLocale}
        login={null}
      />,
      null,
    );
    await userEvent.type(await screen.findByLabelText(/First name/), 'Ewa');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lis');
    await userEvent.type(screen.getByLabelText(/Phone/), '12');
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect((await screen.findByText('The phone number is not valid.')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(screen.getByLabelText(/Phone/));
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(await screen.findByTestId('wizard-password')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /ajax/wizard/step', 'POST /ajax/wizard/step']);
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({
      wizardId: 'W'.repeat(22),
      step: 'details',
      data: { firstName: 'Ewa', lastName: 'Lis', phone: '', language: 'en' },
    });
  });

  it('asks before leaving (the leave-link-acceptance wording) and clears the session on Yes', async () => {
    const fetch = replies([204, undefined]);
    await renderPage(
      <WizardScreen
        data={{ mode: 'wizard', view: view(), declaredUses: null }}
        locale={testLocale}
        login={null}
      />,
      null,
    );
    await userEvent.click(await screen.findByTestId('wizard-leave'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The acceptance has not been completed');
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls(fetch)).toEqual([]);
    await userEvent.click(screen.getByTestId('wizard-leave'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('wizard-ended')).toBeTruthy();
    expect(calls(fetch)).toEqual(['POST /ajax/wizard/clear-session']);
  });
});
