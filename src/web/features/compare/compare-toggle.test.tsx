import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_COOKIE, parseCompareCookie, serializeCompareCookie } from '../../../common/compare-list';
import { readCookie } from '../../lib/cookies';
import { catalogues } from '../../../common/i18n';
import { I18nProvider } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { ModalStackProvider } from '../../ui/modal-stack';
import { ProgressProvider } from '../../ui/progress-bar';
import { CompareBar } from './compare-bar';
import { CompareProvider } from '../../lib/compare-list';
import { CompareToggle } from '../../ui/product/compare-toggle';

const locale: Locale = {
  country: 'en',
  language: 'en',
  currency: 'EUR',
  vatRate: 0,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

function cookieList(): string[] {
  return parseCompareCookie(readCookie(COMPARE_COOKIE));
}

function setCookieList(symbols: string[]) {
  document.cookie = `${COMPARE_COOKIE}=${serializeCompareCookie(symbols)}; Path=/`;
}

function renderShop(symbols: string[], path = '/katalog/', initial: string[] = []) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider messages={catalogues.en}>
        <ModalStackProvider>
          <ProgressProvider>
            <CompareProvider initial={initial}>
              {symbols.map((s) => (
                <section key={s} aria-label={s}>
                  <CompareToggle symbol={s} />
                  <CompareToggle symbol={s} compact />
                </section>
              ))}
              <CompareBar locale={locale} />
            </CompareProvider>
          </ProgressProvider>
        </ModalStackProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const toggles = (symbol: string) =>
  within(screen.getByRole('region', { name: symbol })).getAllByTestId('compare-toggle');

beforeEach(() => {
  document.cookie = `${COMPARE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('compare toggle and bar', () => {
  it('adds and removes a product, keeping every toggle of it and the bar in step with the cookie', () => {
    renderShop(['BC547B', 'RC0603FR-0710KL']);
    expect(screen.queryByTestId('compare-bar')).toBeNull();
    const [full, compact] = toggles('BC547B');
    expect(full!.getAttribute('aria-pressed')).toBe('false');
    expect(full!.textContent).toContain('Compare');

    fireEvent.click(full!);
    expect(cookieList()).toEqual(['BC547B']);
    expect(full!.getAttribute('aria-pressed')).toBe('true');
    expect(compact!.getAttribute('aria-pressed')).toBe('true');
    expect(full!.textContent).toContain('In comparison');
    expect(screen.getByTestId('compare-count').textContent).toBe('1/10');
    expect(screen.getByTestId('compare-bar').querySelector('a')!.getAttribute('href')).toBe('/compare/');

    fireEvent.click(toggles('RC0603FR-0710KL')[1]!);
    expect(cookieList()).toEqual(['BC547B', 'RC0603FR-0710KL']);
    expect(screen.getByTestId('compare-count').textContent).toBe('2/10');

    fireEvent.click(compact!);
    expect(cookieList()).toEqual(['RC0603FR-0710KL']);
    expect(full!.getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses an eleventh product with a clear message and leaves the list as it was', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `PART-${i}`);
    setCookieList(ten);
    renderShop(['PART-0', 'PART-10']);
    expect(screen.getByTestId('compare-count').textContent).toBe('10/10');
    expect(toggles('PART-0')[0]!.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggles('PART-10')[0]!);
    expect(cookieList()).toEqual(ten);
    expect(toggles('PART-10')[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toContain('You can compare up to 10 products');
  });

  it('clears the list from the bar', () => {
    setCookieList(['A1', 'B2']);
    renderShop(['A1']);
    fireEvent.click(within(screen.getByTestId('compare-bar')).getByRole('button', { name: 'Clear all' }));
    expect(cookieList()).toEqual([]);
    expect(screen.queryByTestId('compare-bar')).toBeNull();
  });

  it('hides the bar on the comparison page itself', () => {
    setCookieList(['A1']);
    renderShop(['A1'], '/pl/compare/');
    expect(screen.queryByTestId('compare-bar')).toBeNull();
  });

  it('follows changes made in another tab when the page gets the focus back', () => {
    renderShop(['A1']);
    expect(toggles('A1')[0]!.getAttribute('aria-pressed')).toBe('false');
    setCookieList(['A1']);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(toggles('A1')[0]!.getAttribute('aria-pressed')).toBe('true');
  });
});
