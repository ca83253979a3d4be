import {
  createContext,
  type ReactNode,
  type MouseEvent as ReactMouseEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { initialFocusTarget, trapTab } from './focus';

/** DOM event fired on window after any dialog closes (spec §4 events); detail: { id }. */
export const MODAL_CLOSED_EVENT = 'modalClosed';

export interface ModalOptions {
  /** A click on the dimmed backdrop closes the dialog unless this is false. */
  closeOnBackdrop?: boolean;
  /** Escape closes the dialog (when topmost) unless this is false. */
  closeOnEscape?: boolean;
  /** Runs once the dialog has closed, however it was closed. */
  onClose?: () => void;
  /** Accessible name when the content renders no element with the modal's titleId. */
  ariaLabel?: string;
  /** Extra class on the dialog box, e.g. a size modifier. */
  className?: string;
}

/** What the content of a dialog knows about the dialog it is in. */
export interface CurrentModal {
  id: string;
  /** Give this id to the dialog's heading: the dialog is labelled by it. */
  titleId: string;
  close: () => void;
}

export type ModalContent = ReactNode | ((modal: CurrentModal) => ReactNode);

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

interface Entry {
  id: string;
  content: ModalContent;
  options: ModalOptions;
}

const ModalStackContext = createContext<ModalStack | null>(null);
const CurrentModalContext = createContext<CurrentModal | null>(null);

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
  const [entries, setEntries] = useState<Entry[]>([]);
  // Mirrors `entries` synchronously so close() is idempotent and its side effects run once.
  const entriesRef = useRef<Entry[]>([]);
  const sequence = useRef(0);
  const [elements, setElements] = useState<Record<string, HTMLElement>>({});
  const portalTarget = useSyncExternalStore(subscribeToNothing, clientBody, noBodyOnServer);

  const commit = useCallback((next: Entry[]) => {
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

  useEffect(() => {
    if (!topId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const top = entriesRef.current.at(-1);
      if (!top || event.defaultPrevented) return;
      if (event.key === 'Escape' && top.options.closeOnEscape !== false) {
        event.preventDefault();
        close(top.id);
      } else if (event.key === 'Tab' && topElement) {
        trapTab(event, topElement);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('ui-modal-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('ui-modal-open');
    };
  }, [topId, topElement, close]);

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
          entries.map((entry, index) => (
            <ModalLayer
              key={entry.id}
              entry={entry}
              depth={index}
              isTop={index === entries.length - 1}
              close={close}
              registerElement={registerElement}
            />
          )),
          portalTarget,
        )}
    </ModalStackContext.Provider>
  );
}

interface ModalLayerProps {
  entry: Entry;
  depth: number;
  isTop: boolean;
  close: (id: string) => void;
  registerElement: (id: string, element: HTMLElement | null) => void;
}

function ModalLayer({ entry, depth, isTop, close, registerElement }: ModalLayerProps) {
  const { id, options, content } = entry;
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const titleId = `${id}-title`;
  const current = useMemo<CurrentModal>(
    () => ({ id, titleId, close: () => close(id) }),
    [id, titleId, close],
  );

  const setDialog = useCallback(
    (element: HTMLDivElement | null) => {
      dialogRef.current = element;
      registerElement(id, element);
    },
    [id, registerElement],
  );

  useEffect(() => {
    // Whatever had focus opened this dialog; give it focus back when the dialog goes away.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialogRef.current) initialFocusTarget(dialogRef.current).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onBackdropClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    // Clicks inside the dialog bubble here too; only the backdrop itself counts.
    if (event.target === event.currentTarget && options.closeOnBackdrop !== false) close(id);
  };

  return (
    <div
      className="ui-modal-backdrop"
      style={{ zIndex: 1000 + depth * 2 }}
      onClick={onBackdropClick}
      inert={!isTop}
    >
      <div
        ref={setDialog}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={options.ariaLabel}
        aria-labelledby={options.ariaLabel ? undefined : titleId}
        tabIndex={-1}
        className={options.className ? `ui-modal ${options.className}` : 'ui-modal'}
      >
        <CurrentModalContext.Provider value={current}>
          {typeof content === 'function' ? content(current) : content}
        </CurrentModalContext.Provider>
      </div>
    </div>
  );
}
