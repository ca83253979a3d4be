import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ChunkBoundary } from './chunk-boundary';
// Its types only: the frames are a chunk of their own (loadLayers).
import type * as LayersModule from './modal-layers';
import {
  CurrentModalContext,
  type CurrentModal,
  type ModalContent,
  type ModalEntry,
  type ModalOptions,
} from './modal-parts';

export type { CurrentModal, ModalContent, ModalOptions } from './modal-parts';

let layers: Promise<typeof LayersModule> | undefined;
let layersModule: typeof LayersModule | undefined;
const loadLayers = () =>
  (layers ??= import('./modal-layers').then(
    (module) => (layersModule = module),
    (error: unknown) => {
      layers = undefined; // a failed chunk fetch may be retried by the next dialog
      throw error;
    },
  ));
// The server renders a page's first dialogs (`initial`) whole: the frames are there from the start.
if (import.meta.env.SSR) void loadLayers();

/**
 * Browser, before hydrating: the dialogs' frames when the server's page shows a dialog from its
 * first paint (ADR 088), so it hydrates with the page and its buttons answer as soon as the page's
 * do (a press on a part React has not hydrated is lost). A failed load does not stop hydration: the
 * dialog then loads them itself (and a chunk's failure reloads once or says so).
 */
export function firstPaintDialogsReady(doc: Document = document): Promise<unknown> {
  return doc.querySelector('.ui-modal-backdrop') ? loadModalLayers() : Promise.resolve();
}

/** The dialogs' frames loaded (tests: a first dialog then renders at once, as later ones do). */
export function loadModalLayers(): Promise<unknown> {
  return loadLayers().catch(() => undefined);
}

/**
 * The open dialogs' frames: the loaded ones when there (always on the server, and in the browser
 * for a dialog of the first paint, after `firstPaintDialogsReady`), else loaded with the first
 * dialog (while hydrating, the server's HTML stays until they come). Of one kind while any dialog
 * is open: another kind would mount them anew.
 */
const LazyLayers = lazy(() => loadLayers().then((m) => ({ default: m.ModalLayers })));
function Layers(props: ComponentProps<typeof LazyLayers>) {
  const [Kind] = useState(() => layersModule?.ModalLayers ?? LazyLayers);
  return <Kind {...props} />;
}

/** DOM event fired on window after any dialog closes (spec §4 events); detail: { id }. */
export const MODAL_CLOSED_EVENT = 'modalClosed';

export interface ModalStack {
  /** Opens a dialog on top of the stack and returns its id. */
  open: (content: ModalContent, options?: ModalOptions) => string;
  close: (id: string) => void;
  closeTop: () => void;
  /** Ids of the open dialogs, bottom first, when read (`useOpenModalCount` re-renders on changes). */
  stack: readonly string[];
  /** The topmost dialog box when read (`useTopModalElement` re-renders on changes). */
  topElement: HTMLElement | null;
}

const ModalStackContext = createContext<ModalStack | null>(null);

export function useModals(): ModalStack {
  const stack = useContext(ModalStackContext);
  if (!stack) throw new Error('useModals() needs a <ModalStackProvider> above it');
  return stack;
}

/** The dialog the calling component is rendered in, or null outside any dialog. */
export function useCurrentModal(): CurrentModal | null {
  return useContext(CurrentModalContext);
}

/**
 * The topmost dialog box and the number open, as a store: their changes re-render their readers,
 * not the page (the provider's value stays the same, below).
 */
interface TopElementStore {
  subscribe: (listener: () => void) => () => void;
  get: () => HTMLElement | null;
  count: () => number;
}

const TopElementContext = createContext<TopElementStore | null>(null);
const subscribeToNothing = () => () => {};
const noElement = () => null;

/** Null outside a provider, so optional consumers (progress bar) work without a modal stack. */
export function useTopModalElement(): HTMLElement | null {
  const store = useContext(TopElementContext);
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.get ?? noElement, noElement);
}

const noDialogs = () => 0;

/** How many dialogs are open, re-rendering the caller as it changes (0 outside a provider). */
export function useOpenModalCount(): number {
  const store = useContext(TopElementContext);
  const count = store?.count ?? noDialogs;
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, count, count);
}

/** A dialog a page shows from its first paint (the provider's `initial`). */
export interface InitialModal {
  content: ModalContent;
  options?: ModalOptions;
}

const NO_MODALS: readonly InitialModal[] = [];

/**
 * The page's dialog stack. `initial`: dialogs open from the first paint (read once, at mount): the
 * server renders them with the page, so nothing opened later can be under them unseen (ADR 088).
 * The dialogs render after the page in the same parent (the root's: the document's body), on the
 * server as in the browser.
 */
export function ModalStackProvider({
  children,
  initial = NO_MODALS,
}: {
  children: ReactNode;
  initial?: readonly InitialModal[];
}) {
  const idPrefix = useId();
  const [first] = useState<ModalEntry[]>(() =>
    initial.map(({ content, options = {} }, index) => ({
      id: `${idPrefix}first-${index}`,
      content,
      options,
    })),
  );
  const [entries, setEntries] = useState<ModalEntry[]>(first);
  // Mirrors `entries` synchronously so close() is idempotent and its side effects run once.
  const entriesRef = useRef<ModalEntry[]>(first);
  const sequence = useRef(0);
  // The dialog boxes by id, and who reads the topmost or the count: a store rather than state, so
  // a dialog or its box coming or going changes no context value (`value` below never changes).
  // Any context change above a part still showing the server's HTML (ui/hydrate-on-use.tsx) makes
  // React hydrate it, loading its code: the after-login message's box, registered after
  // hydration, and its closing loaded every part of the page (ADR 088).
  const elements = useRef<Record<string, HTMLElement>>({});
  const [top] = useState(() => {
    const listeners = new Set<() => void>();
    return {
      listeners,
      store: {
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
        get: () => {
          const id = entriesRef.current.at(-1)?.id;
          return (id && elements.current[id]) || null;
        },
        count: () => entriesRef.current.length,
      } satisfies TopElementStore,
    };
  });

  const commit = useCallback(
    (next: ModalEntry[]) => {
      entriesRef.current = next;
      setEntries(next);
      top.listeners.forEach((listener) => listener());
    },
    [top],
  );

  const open = useCallback(
    (content: ModalContent, options: ModalOptions = {}) => {
      const id = `${idPrefix}modal-${++sequence.current}`;
      commit([...entriesRef.current, { id, content, options }]);
      return id;
    },
    [commit, idPrefix],
  );

  const close = useCallback(
    (id: string) => {
      const entry = entriesRef.current.find((e) => e.id === id);
      if (!entry) return;
      commit(entriesRef.current.filter((e) => e !== entry));
      entry.options.onClose?.();
      window.dispatchEvent(new CustomEvent(MODAL_CLOSED_EVENT, { detail: { id } }));
    },
    [commit],
  );

  const closeTop = useCallback(() => {
    const top = entriesRef.current.at(-1);
    if (top) close(top.id);
  }, [close]);

  const registerElement = useCallback(
    (id: string, element: HTMLElement | null) => {
      if (element) elements.current[id] = element;
      else delete elements.current[id];
      top.listeners.forEach((listener) => listener());
    },
    [top],
  );

  const value = useMemo<ModalStack>(
    () => ({
      open,
      close,
      closeTop,
      get stack() {
        return entriesRef.current.map((e) => e.id);
      },
      get topElement() {
        return top.store.get();
      },
    }),
    [open, close, closeTop, top],
  );

  return (
    <ModalStackContext.Provider value={value}>
      <TopElementContext.Provider value={top.store}>
        {children}
        {entries.length > 0 && (
          // The dialogs' frames, focus and keyboard load with the first dialog (ADR 088): what opens
          // one (its content) is loaded on the press already, so this comes with it.
          <ChunkBoundary>
            <Suspense fallback={null}>
              <Layers
                entries={entries}
                entriesRef={entriesRef}
                topElement={top.store.get}
                close={close}
                registerElement={registerElement}
              />
            </Suspense>
          </ChunkBoundary>
        )}
      </TopElementContext.Provider>
    </ModalStackContext.Provider>
  );
}
