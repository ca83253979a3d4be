/** What the modal stack (modal-stack.tsx) and its dialogs' frames (modal-layers.tsx) share. */
import { createContext, type ReactNode } from 'react';

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

export interface ModalEntry {
  id: string;
  content: ModalContent;
  options: ModalOptions;
}

/** The dialog a component is rendered in (useCurrentModal). */
export const CurrentModalContext = createContext<CurrentModal | null>(null);
