import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  RestoreResponse,
  Revision,
  RevisionDetail,
  RevisionList,
} from '../../../common/contracts/favourites-revisions';
import { de } from '../../../common/i18n/de';
import { en, type Messages } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { UiProviders } from '../../ui/ui-providers';
import { RevisionHistory } from './revision-history';

afterEach(() => {
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const revision = (overrides: Partial<Revision>): Revision => ({
  revisionId: 1,
  createdAt: '2026-11-20T09:30:00Z',
  authorName: 'Jan Kowalski',
  own: false,
  kind: 'created',
  summary: { key: 'favouritesHistory.kinds.created', params: { count: 0 } },
  name: 'Board A',
  note: '',
  itemCount: 0,
  changeCount: 0,
  ...overrides,
});

const newest = revision({
  revisionId: 3,
  createdAt: '2026-11-25T14:00:00Z',
  own: true,
  kind: 'itemDeleted',
  summary: { key: 'favouritesHistory.kinds.itemDeleted', params: { count: 1, symbol: 'NE555P' } },
  itemCount: 1,
});
const older = revision({
  revisionId: 2,
  createdAt: '2026-11-24T08:15:00Z',
  kind: 'itemsAdded',
  summary: { key: 'favouritesHistory.kinds.itemsAdded', params: { count: 2 } },
  itemCount: 2,
  changeCount: 2,
});
const restoredRevision = revision({
  revisionId: 4,
  own: true,
  kind: 'restored',
  summary: {
    key: 'favouritesHistory.kinds.restored',
    params: { count: 1, at: older.createdAt, revisionId: 2 },
  },
  itemCount: 1,
});

const historyPage = (revisions: Revision[]): RevisionList => ({
  revisions,
  page: 1,
  perPage: 20,
  total: revisions.length,
});
const olderVersion: RevisionDetail = {
  revision: older,
  items: [
    {
      symbol: 'BC547',
      description: 'NPN transistor',
      manufacturerName: 'onsemi',
      quantity: 10,
      note: 'Q1',
      exists: true,
      changed: true,
    },
    {
      symbol: 'NE555P',
      description: null,
      manufacturerName: null,
      quantity: 3,
      note: '',
      exists: false,
      changed: true,
    },
  ],
  removed: [],
  page: 1,
  perPage: 50,
  total: 2,
};
const restoredAnswer: RestoreResponse = {
  revision: restoredRevision,
  itemCount: 1,
  missing: [{ symbol: 'NE555P', quantity: 3 }],
};

function wrap(children: ReactNode, messages: Messages = en) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider messages={messages}>
        <UiProviders>{children}</UiProviders>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('RevisionHistory', () => {
  it('lists who changed what and when, shows a version, and restores it after a confirmation — by keyboard', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(historyPage([newest, older])))
      .mockResolvedValueOnce(json(olderVersion))
      .mockResolvedValueOnce(json(restoredAnswer))
      // The restore refetches what it changed: the history (the list's own query is the page's).
      .mockImplementation(async () => json(historyPage([restoredRevision, newest, older])));
    wrap(<RevisionHistory directoryId={7} name="Board A" language="en" />);
    const user = userEvent.setup();

    // The panel opens from the keyboard and loads the history only then.
    expect(fetchMock).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('History');
    // jsdom does not toggle <details> from the keyboard as browsers do (the journey presses Enter).
    await user.click(document.activeElement!);
    const entries = await screen.findAllByTestId('favourites-revision');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/ajax/favourites/directory/7/revisions?page=1');
    expect(entries[0]!.textContent).toContain('Removed NE555P');
    expect(entries[0]!.textContent).toContain('You');
    expect(entries[0]!.textContent).toContain('Current version');
    expect(entries[1]!.textContent).toContain('Added 2 products');
    expect(entries[1]!.textContent).toContain('Jan Kowalski');
    expect(entries[1]!.textContent).toContain('2 products');

    // View the older version: focus moves to its heading; a product gone from the catalogue says so.
    within(entries[1]!)
      .getByRole('button', { name: /View the version of/ })
      .focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: /Version of/ });
    expect(document.activeElement).toBe(heading);
    const version = screen.getByTestId('favourites-version');
    expect(await within(version).findByText('BC547')).toBeTruthy();
    expect(within(version).getByText('No longer in the catalogue')).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/ajax/favourites/directory/7/revisions/2?page=1');

    // Restore asks first; "No" has the focus, so an accidental Enter does nothing.
    screen.getByTestId('favourites-restore').focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const done = await screen.findByTestId('favourites-restored');
    expect(done.textContent).toContain('The list was restored to the version of');
    expect(done.textContent).toContain('NE555P (3)');
    const [url, init] = fetchMock.mock.calls[2]!;
    expect([init?.method, String(url)]).toEqual(['POST', '/ajax/favourites/directory/7/revisions/2/restore']);
    // Back on the history, refetched, with the restore as the newest revision.
    await waitFor(() =>
      expect(screen.getAllByTestId('favourites-revision')[0]!.textContent).toContain(
        'Restored the version of',
      ),
    );
  });

  it('does not restore when the confirmation is declined, and offers no restore of the current version', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(historyPage([newest, older])))
      .mockResolvedValueOnce(json(olderVersion));
    wrap(<RevisionHistory directoryId={7} name="Board A" language="en" />);
    const user = userEvent.setup();
    await user.click(screen.getByText('History'));
    const entries = await screen.findAllByTestId('favourites-revision');
    await user.click(within(entries[0]!).getByRole('button', { name: /View/ }));
    expect(await screen.findByTestId('favourites-version')).toBeTruthy();
    expect(screen.queryByTestId('favourites-restore')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back to the history/ }));
    await user.click(
      within((await screen.findAllByTestId('favourites-revision'))[1]!).getByRole('button', { name: /View/ }),
    );
    await user.click(await screen.findByTestId('favourites-restore'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET')).not.toContain('POST');
  });

  it('speaks the page’s language', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(historyPage([restoredRevision])));
    wrap(<RevisionHistory directoryId={7} name="Platine" language="de" />, de);
    await userEvent.click(screen.getByText('Verlauf'));
    const [entry] = await screen.findAllByTestId('favourites-revision');
    expect(entry!.textContent).toContain('Version vom 24.11.2026');
    expect(entry!.textContent).toContain('wiederhergestellt');
    expect(screen.getByRole('heading', { name: 'Verlauf von „Platine“' })).toBeTruthy();
  });
});
