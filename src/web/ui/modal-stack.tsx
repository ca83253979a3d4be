import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
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
  if (!doc.querySelector('.ui-modal-backdrop')) return Promise.resolve();
  return loadLayers().catch(() => undefined);
}

/** The frames for dialogs opened in the browser: loaded with the first dialog a page opens. */
const LazyLayers = lazy(() => loadLayers().then((m) => ({ default: m.ModalLayers })));

/**
 * The frames for a page with dialogs from its first paint: rendered at once where loaded (always on
 * the server); in the browser the server's HTML stays while their chunk comes (React keeps it while
 * hydrating), then they hydrate.
 */
function FirstPaintLayers(props: ComponentProps<typeof LazyLayers>) {
  const { ModalLayers } = layersModule ?? use(loadLayers());
  return <ModalLayers {...props} />;
}

/** DOM event fired on window after any dialog closes (spec §4 events); detail: { id }. */
export const MODAL_CLOSED_EVENT = 'modalClosed';

export interface ModalStack {
  /** Opens a dialog on top of the stack and returns its id. */
  open: (content: ModalContent, options?: ModalOptions) => string;
  close: (id: string) => void;
  closeTop: () => void;
  /** Ids of the open dialogs, bottom first. */
  stack: readonly string[];
  /** The topmost dialog box, so overlays (progress bar) can render inside it. */
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

/** Null outside a provider, so optional consumers (progress bar) work without a modal stack. */
export function useTopModalElement(): HTMLElement | null {
  return useContext(ModalStackContext)?.topElement ?? null;
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
  // One kind for the provider's life (another would mount the open dialogs anew).
  const [Layers] = useState(() => (first.length > 0 ? FirstPaintLayers : LazyLayers));
  // Mirrors `entries` synchronously so close() is idempotent and its side effects run once.
  const entriesRef = useRef<ModalEntry[]>(first);
  const sequence = useRef(0);
  const [elements, setElements] = useState<Record<string, HTMLElement>>({});

  const commit = useCallback((next: ModalEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

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

  const registerElement = useCallback((id: string, element: HTMLElement | null) => {
    setElements((previous) => {
      if (element) return previous[id] === element ? previous : { ...previous, [id]: element };
      if (!(id in previous)) return previous;
      const { [id]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);

  const topId = entries.at(-1)?.id;
  const topElement = (topId && elements[topId]) || null;

  const value = useMemo<ModalStack>(
    () => ({ open, close, closeTop, stack: entries.map((e) => e.id), topElement }),
    [open, close, closeTop, entries, topElement],
  );

  return (
    <ModalStackContext.Provider value={value}>
      {children}
      {entries.length > 0 && (
        // The dialogs' frames, focus and keyboard load with the first dialog (ADR 088): what opens
        // one (its content) is loaded on the press already, so this comes with it.
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Layers
              entries={entries}
              entriesRef={entriesRef}
              topElement={topElement}
              close={close}
              registerElement={registerElement}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </ModalStackContext.Provider>
  );
}
