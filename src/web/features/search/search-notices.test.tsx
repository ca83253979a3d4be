import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/contracts/search';
import { de } from '../../../common/i18n/de';
import { en, type Messages } from '../../../common/i18n/en';
import { hu } from '../../../common/i18n/hu';
import { pl } from '../../../common/i18n/pl';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { SearchNotices } from './search-notices';

const locale: Locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

function show(
  props: { noExactMatch: SearchResponse['noExactMatch']; relaxed: SearchResponse['relaxed'] },
  messages: Messages = en,
) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider messages={messages}>
          <SearchNotices locale={locale} {...props} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/katalog/?q=x']} />);
}

describe('SearchNotices', () => {
  it('says a part number has no exact match and marks where each similar one differs', async () => {
    show({
      noExactMatch: { query: 'RC0603FR-0710KL', similar: ['RC0603FR-0711KL', 'RC0603FR-0715KL'] },
      relaxed: null,
    });
    const notice = await screen.findByTestId('no-exact-match');
    expect(notice.textContent).toMatch(/^No exact match for "RC0603FR-0710KL"; similar part numbers:/);
    const links = within(notice).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['RC0603FR-0711KL', 'RC0603FR-0715KL']);
    expect(links[0]!.getAttribute('href')).toBe('/RC0603FR-0711KL/details');
    // Only the character that differs is marked.
    expect(links.map((a) => [...a.querySelectorAll('mark')].map((m) => m.textContent))).toEqual([
      ['1'],
      ['5'],
    ]);
    expect(screen.queryByTestId('relaxed-query')).toBeNull();
  });

  it('names the term left out when all terms together found nothing', async () => {
    show({ noExactMatch: null, relaxed: { dropped: '1%', query: '10k 0603' } });
    expect((await screen.findByTestId('relaxed-query')).textContent).toBe(
      'No results for all terms; showing results without "1%".',
    );
    expect(screen.queryByTestId('no-exact-match')).toBeNull();
  });

  it('says both in every language', async () => {
    const expected = {
      pl: /„RC0603FR-0710KL”.*„1%”/s,
      hu: /„RC0603FR-0710KL”.*„1%”/s,
      de: /„RC0603FR-0710KL“.*„1%“/s,
    };
    for (const [language, messages] of Object.entries({ pl, hu, de })) {
      const { container, unmount } = show(
        {
          noExactMatch: { query: 'RC0603FR-0710KL', similar: ['RC0603FR-0711KL'] },
          relaxed: { dropped: '1%', query: '10k 0603' },
        },
        messages,
      );
      await screen.findByTestId('no-exact-match');
      expect(container.textContent, language).toMatch(expected[language as keyof typeof expected]);
      expect(container.textContent).not.toMatch(/searchUi\./);
      unmount();
    }
  });

  it('shows nothing when the results are what was asked for', () => {
    const { container } = show({ noExactMatch: null, relaxed: null });
    expect(container.textContent).toBe('');
  });
});
