import { act, render, screen } from '@testing-library/react';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../common/i18n';
import { ChunkLoadNotice } from '../ui/chunk-load-notice';
import { ChunkBoundary } from '../ui/chunk-boundary';
import { lazyPage } from '../pages/lazy-page';
import {
  asChunkLoadError,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  CSS_CHUNK_LOAD_FAILED,
  installChunkErrorRecovery,
  recoverFromChunkError,
  RELOAD_WINDOW_MS,
  resetChunkFailure,
  withChunkTimeout,
  type RecoveryEnvironment,
} from './chunk-load';
import { I18nProvider } from './i18n';

/** A tab's session storage and a reload that only counts. */
function tab(now = 1_000_000): RecoveryEnvironment & { reloads: number; stored: Map<string, string> } {
  const stored = new Map<string, string>();
  const env = {
    stored,
    reloads: 0,
    now,
    storage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    },
    reload: () => void env.reloads++,
  };
  return env;
}

const FETCH_FAILED = new TypeError(
  'Failed to fetch dynamically imported module: https://shop.example/assets/cart-page-D0-_-EM9.js',
);

afterEach(() => {
  act(() => resetChunkFailure());
  window.sessionStorage.clear();
});

describe('a chunk that cannot be loaded', () => {
  it("names it as the spec does, from Chromium's, Firefox's and Safari's words and Vite's stylesheet", () => {
    expect(asChunkLoadError(FETCH_FAILED)?.message).toBe('Loading chunk cart-page failed');
    expect(asChunkLoadError(FETCH_FAILED)?.name).toBe('ChunkLoadError');
    expect(asChunkLoadError(new TypeError('error loading dynamically imported module'))).toBeInstanceOf(
      ChunkLoadError,
    );
    expect(asChunkLoadError(new TypeError('Importing a module script failed.'))).toBeInstanceOf(
      ChunkLoadError,
    );
    const css = asChunkLoadError(new Error('Unable to preload CSS for /assets/favourites-ig2eR60n.css'));
    expect(css?.code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(css?.message).toBe('Loading chunk favourites failed');
    expect(asChunkLoadError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(asChunkLoadError('Failed to fetch dynamically imported module')).toBeNull();
  });

  it('reloads the page once, then shows the message instead of reloading again', () => {
    const first = tab();
    expect(recoverFromChunkError(FETCH_FAILED, first)).toBe('reloading');
    expect(first.reloads).toBe(1);
    resetChunkFailure(); // the reload: a new page, the same tab's storage
    const after = { ...first, now: first.now + 10_000 };
    expect(recoverFromChunkError(FETCH_FAILED, after)).toBe('shown');
    expect(first.reloads).toBe(1);
  });

  it('reloads again for a failure long after the last reload (the next deploy)', () => {
    const env = tab();
    recoverFromChunkError(FETCH_FAILED, env);
    resetChunkFailure();
    expect(recoverFromChunkError(FETCH_FAILED, { ...env, now: env.now + RELOAD_WINDOW_MS + 1 })).toBe(
      'reloading',
    );
  });

  it('never reloads where the tab cannot remember it did (storage blocked): it shows the message', () => {
    const env = { ...tab(), storage: null };
    expect(recoverFromChunkError(FETCH_FAILED, env)).toBe('shown');
    expect(env.reloads).toBe(0);
  });

  it('leaves other errors alone', () => {
    const env = tab();
    expect(recoverFromChunkError(new Error('boom'), env)).toBe('ignored');
    expect(env.reloads).toBe(0);
  });

  it('fails a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<never>(() => {});
      const load = withChunkTimeout(never, 'cart-page');
      const settled = expect(load).rejects.toThrow('Loading chunk cart-page failed');
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ChunkLoadNotice', () => {
  const renderNotice = () =>
    render(
      <I18nProvider messages={catalogues.de}>
        <main>server HTML</main>
        <ChunkLoadNotice />
      </I18nProvider>,
    );

  it('shows nothing while every chunk loads', () => {
    renderNotice();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says what happened, in the page's language, when a lazy page fails after the reload", async () => {
    // The reload already happened in this tab a moment ago.
    window.sessionStorage.setItem('shop:chunk-reloaded-at', String(Date.now()));
    renderNotice();
    const page = lazyPage(
      () => Promise.reject(FETCH_FAILED),
      (m: { Page: () => null }) => m.Page,
    );
    await act(async () => {
      await page.load().catch((error: unknown) => recoverFromChunkError(error));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(catalogues.de.chunkLoad.title);
    expect(screen.getByRole('button', { name: catalogues.de.chunkLoad.reload })).toBeTruthy();
    // The page's content stays: no blank screen.
    expect(screen.getByText('server HTML')).toBeTruthy();
  });

  it("hears Vite's preload error event (every lazy import of the build goes through it)", () => {
    window.sessionStorage.setItem('shop:chunk-reloaded-at', String(Date.now()));
    const target = new EventTarget();
    installChunkErrorRecovery(target as unknown as Window);
    renderNotice();
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload CSS for /assets/cart-page-BNLJlLz3.css'),
    });
    act(() => void target.dispatchEvent(event));
    expect(screen.getByRole('alert').dataset.chunk).toBe('Loading chunk cart-page failed');
    // Not prevented: the importer still hears its import failed and handles it its own way.
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('ChunkBoundary', () => {
  it('keeps the page when a part loaded on use cannot be loaded, and shows the notice', async () => {
    window.sessionStorage.setItem('shop:chunk-reloaded-at', String(Date.now()));
    const Part = lazy(() => Promise.reject(FETCH_FAILED));
    render(
      <I18nProvider messages={catalogues.en}>
        <main>the rest of the page</main>
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </ChunkBoundary>
        <ChunkLoadNotice />
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('the rest of the page')).toBeTruthy();
  });

  it('passes any other error on to the boundaries above', async () => {
    const Broken = lazy(() => Promise.reject(new Error('a bug, not a chunk')));
    const seen: unknown[] = [];
    class Above extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        seen.push(error);
      }
      override render() {
        return this.state.failed ? <p>error page</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Above>
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </ChunkBoundary>
      </Above>,
    );
    expect(await screen.findByText('error page')).toBeTruthy();
    expect((seen[0] as Error).message).toBe('a bug, not a chunk');
    quiet.mockRestore();
  });
});
