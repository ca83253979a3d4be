/**
 * The open dialogs' frames (modal-stack.tsx): backdrop, dialog box, first focus and focus back to
 * the opener, Escape and the Tab trap on the topmost. Loaded with the first dialog a page opens
 * (ADR 088); the stack itself (open, close, the ids) is every page's.
 */
import {
  type MouseEvent as ReactMouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { initialFocusTarget, trapTab } from './focus';
import { CurrentModalContext, type CurrentModal, type ModalEntry } from './modal-parts';

export function ModalLayers({
  entries,
  entriesRef,
  topElement,
  close,
  registerElement,
}: {
  entries: readonly ModalEntry[];
  entriesRef: RefObject<ModalEntry[]>;
  /** The topmost dialog box (the stack's store). */
  topElement: () => HTMLElement | null;
  close: (id: string) => void;
  registerElement: (id: string, element: HTMLElement | null) => void;
}) {
  const topId = entries.at(-1)?.id;
  useEffect(() => {
    if (!topId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const top = entriesRef.current.at(-1);
      if (!top || event.defaultPrevented) return;
      if (event.key === 'Escape' && top.options.closeOnEscape !== false) {
        event.preventDefault();
        close(top.id);
      } else if (event.key === 'Tab') {
        const box = topElement();
        if (box) trapTab(event, box);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('ui-modal-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('ui-modal-open');
    };
  }, [topId, topElement, close, entriesRef]);

  return entries.map((entry, index) => (
    <ModalLayer
      key={entry.id}
      entry={entry}
      depth={index}
      isTop={index === entries.length - 1}
      close={close}
      registerElement={registerElement}
    />
  ));
}

interface ModalLayerProps {
  entry: ModalEntry;
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
