import {
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
import { createPortal } from 'react-dom';
import { ChunkBoundary } from './chunk-boundary';
import {
  CurrentModalContext,
  type CurrentModal,
  type ModalContent,
  type ModalEntry,
  type ModalOptions,
} from './modal-parts';

export type { CurrentModal, ModalContent, ModalOptions } from './modal-parts';

const ModalLayers = lazy(() => import('./modal-layers').then((m) => ({ default: m.ModalLayers })));

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

// document.body never changes; the store form only tells server render (null) from client render.
const subscribeToNothing = () => () => {};
const clientBody = () => document.body;
const noBodyOnServer = () => null;

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const idPrefix = useId();
  const [entries, setEntries] = useState<ModalEntry[]>([]);
  // Mirrors `entries` synchronously so close() is idempotent and its side effects run once.
  const entriesRef = useRef<ModalEntry[]>([]);
  const sequence = useRef(0);
  const [elements, setElements] = useState<Record<string, HTMLElement>>({});
  const portalTarget = useSyncExternalStore(subscribeToNothing, clientBody, noBodyOnServer);

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
      {portalTarget &&
        entries.length > 0 &&
        createPortal(
          // The dialogs' frames, focus and keyboard load with the first dialog (ADR 088): what opens
          // one (its content) is loaded on the press already, so this comes with it.
          <ChunkBoundary>
            <Suspense fallback={null}>
              <ModalLayers
                entries={entries}
                entriesRef={entriesRef}
                topElement={topElement}
                close={close}
                registerElement={registerElement}
              />
            </Suspense>
          </ChunkBoundary>,
          portalTarget,
        )}
    </ModalStackContext.Provider>
  );
}
