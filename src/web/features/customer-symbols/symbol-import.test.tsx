import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../../common/i18n/de';
import { I18nProvider } from '../../lib/i18n';
import { SymbolImport } from './symbol-import';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('importing customer symbols from a file', () => {
  it("offers the file in the page's language and, without one, focuses the file button", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const locale = {
      country: 'de',
      language: 'de',
      currency: 'EUR',
      vatRate: 19,
      grouping: 'standard',
      gross: false,
      prefix: {},
    };
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        loader: () => ({ locale, customer: null }),
        Component: () => (
          <QueryClientProvider client={new QueryClient()}>
            <I18nProvider messages={de}>
              <SymbolImport onDone={() => {}} />
            </I18nProvider>
          </QueryClientProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    // The browser's own input would say "Choose File / No file chosen" whatever the page's language.
    const button = await screen.findByRole('button', { name: 'Datei Datei auswählen' });
    expect(screen.getByText('Keine Datei ausgewählt')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Datei prüfen' }));
    expect(document.activeElement).toBe(button);
    expect(fetch).not.toHaveBeenCalled();

    const input = screen.getByLabelText('Datei', { selector: 'input' });
    await userEvent.upload(input, new File(['A;B'], 'board.csv', { type: 'text/csv' }));
    expect(screen.getByText('board.csv')).toBeTruthy();
  });
});
