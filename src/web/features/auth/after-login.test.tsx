import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AFTER_LOGIN_ALERT_COOKIE } from '../../../common/accounts';
import { catalogues } from '../../../common/i18n';
import { I18nProvider } from '../../lib/i18n';
import { testLocale } from '../../page-test-support';
import { loadModalLayers } from '../../ui/modal-stack';
import { UiProviders } from '../../ui/ui-providers';
import { AfterLoginEffects, loginAlertModal } from './after-login';

const MESSAGE = '<p>Your account manager is away until Monday.</p>';

/** The root as root.tsx has it: the message the root loader read, of the first paint or not. */
function renderRoot({ loginAlert, firstPaint }: { loginAlert: string | null; firstPaint: boolean }) {
  const first = firstPaint ? loginAlert : null;
  const Root = () => (
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider messages={catalogues.en}>
        <UiProviders initialModals={first ? [loginAlertModal(first)] : undefined}>
          <AfterLoginEffects firstPaint={first} />
        </UiProviders>
      </I18nProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: testLocale, customer: { customerNumber: '1000001' }, loginAlert }),
      Component: Root,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the after-login message (spec §4, ADR 088)', () => {
  beforeAll(() => loadModalLayers());
  afterEach(() => {
    document.cookie = `${AFTER_LOGIN_ALERT_COOKIE}=; max-age=0; path=/`;
    vi.restoreAllMocks();
  });

  it('is a dialog of the first paint, shown once, without asking the API; closing removes its cookie', async () => {
    document.cookie = `${AFTER_LOGIN_ALERT_COOKIE}=1; path=/`;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoot({ loginAlert: MESSAGE, firstPaint: true });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('away until Monday');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain(AFTER_LOGIN_ALERT_COOKIE);
  });

  it("opens the root data's message after a login without a page load, without asking the API", async () => {
    document.cookie = `${AFTER_LOGIN_ALERT_COOKIE}=1; path=/`;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoot({ loginAlert: MESSAGE, firstPaint: false });
    expect((await screen.findByRole('dialog')).textContent).toContain('away until Monday');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
