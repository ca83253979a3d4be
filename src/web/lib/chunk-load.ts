/**
 * A lazy chunk that cannot be loaded (spec §8: ChunkLoadError "Loading chunk {id} failed", the
 * stylesheet's CSS_CHUNK_LOAD_FAILED; §9: a script chunk times out after 120 s). The usual cause is
 * a deploy: the page still names the previous release's content-hashed files, which are gone. A
 * reload fetches the new release's page, so the first failure reloads the page once; a failure
 * again soon after (the network, not a deploy) shows a message with a reload button instead, never a
 * blank screen and never a reload loop (ADR 082).
 *
 * Part of the first paint on purpose: what handles a failed chunk cannot itself be a chunk.
 */
import { useSyncExternalStore } from 'react';

/** Spec §9: a script chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Spec §8: the code of a stylesheet that could not be loaded. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
/** A second failure within this time of the reload is not a deploy's: no second reload. */
export const RELOAD_WINDOW_MS = 5 * 60_000;
const RELOADED_AT = 'shop:chunk-reloaded-at';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** CSS_CHUNK_LOAD_FAILED for a stylesheet, absent for a script. */
  readonly code: string | undefined;
  constructor(id: string, options: { css?: boolean; cause?: unknown } = {}) {
    super(`Loading chunk ${id} failed`, { cause: options.cause });
    this.code = options.css ? CSS_CHUNK_LOAD_FAILED : undefined;
  }
}

/** What browsers and Vite's preload helper say when a module or its stylesheet cannot be fetched. */
const SCRIPT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk .* failed/i;
const CSS_FAILURE = /Unable to preload CSS for (\S+)/;

/** The error as a ChunkLoadError when it is a failed chunk (of a script or a stylesheet), else null. */
export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const css = CSS_FAILURE.exec(error.message);
  if (css) return new ChunkLoadError(chunkId(css[1]), { css: true, cause: error });
  if (!SCRIPT_FAILURE.test(error.message)) return null;
  const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(error.message)?.[1];
  return new ChunkLoadError(url ? chunkId(url) : 'unknown', { cause: error });
}

/** A chunk's name without its directory and hash: `assets/cart-page-D0-_-EM9.js` → `cart-page`. */
export function chunkId(url: string): string {
  const file =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? url;
  return file.replace(/-[\w-]{8}\.(js|css)$/, '').replace(/\.(js|css)$/, '');
}

/** A chunk's import that fails with a ChunkLoadError after CHUNK_TIMEOUT_MS. */
export function withChunkTimeout<T>(load: Promise<T>, id: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(id)), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

export interface RecoveryEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
  now: number;
}

function browserEnvironment(): RecoveryEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: no way to remember a reload, so none is tried.
  }
  return { storage, reload: () => window.location.reload(), now: Date.now() };
}

let failure: ChunkLoadError | null = null;
/** One failure is often heard twice (Vite's event and the importer's catch): one reload is enough. */
let reloading = false;
const listeners = new Set<() => void>();

/**
 * Handles a failed chunk: reloads the page the first time (remembered for the tab), shows the
 * message when a reload already happened within RELOAD_WINDOW_MS. Other errors are not its business.
 */
export function recoverFromChunkError(
  error: unknown,
  environment: RecoveryEnvironment = browserEnvironment(),
): 'reloading' | 'shown' | 'ignored' {
  const chunkError = asChunkLoadError(error);
  if (!chunkError) return 'ignored';
  if (reloading) return 'reloading';
  const { storage, now } = environment;
  const last = Number(storage?.getItem(RELOADED_AT) ?? NaN);
  if (storage && !(now - last < RELOAD_WINDOW_MS)) {
    storage.setItem(RELOADED_AT, String(now));
    reloading = true;
    environment.reload();
    return 'reloading';
  }
  failure = chunkError;
  for (const listener of listeners) listener();
  return 'shown';
}

/** The chunk that failed after the reload (what the notice shows), or null. */
export function useChunkFailure(): ChunkLoadError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failure,
    () => null,
  );
}

/** Tests: forget a shown failure. */
export function resetChunkFailure(): void {
  failure = null;
  reloading = false;
  for (const listener of listeners) listener();
}

/**
 * Browser start (entry.client): every lazy import of the build goes through Vite's preload helper,
 * which announces a failed script or stylesheet as `vite:preloadError` before rethrowing it. The
 * error still reaches the code that imported (its own handling stays); the page reloads or says so.
 */
export function installChunkErrorRecovery(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    recoverFromChunkError((event as Event & { payload?: unknown }).payload);
  });
}
