import { useCallback } from 'react';
import { Dialog } from './dialog';
import { type ModalOptions, type ModalStack, useModals } from './modal-stack';
import { resolveTexts, type Translate } from './texts';
import { erpDialogOf } from '../../common/erp-codes';

/** Fired on window when an ERP 59 error dialog closes (spec §8). */
export const CLOSE_ORDER_EVENT = 'closeOrder';

/** The parts of the shop's error payload (spec §3) the dialog needs. */
export interface ErrorDetails {
  code?: number;
  erpCode?: number | null;
  message?: string | null;
}

export interface ErrorModalTexts {
  title: string;
  informationTitle: string;
  unknownError: string;
  invalidLoggingData: string;
  orderDoesNotExist: string;
  close: string;
}

export const ERROR_MODAL_TEXTS: ErrorModalTexts = {
  title: 'Error',
  informationTitle: 'Information',
  unknownError: 'An unknown error occurred. Please try again later.',
  invalidLoggingData: 'Invalid login data. Please log in again.',
  orderDoesNotExist: 'The order does not exist or has expired.',
  close: 'Close',
};

export type ErrorKind = 'unauthorized' | 'orderMissing' | 'closeOrder' | 'notClosableByOverlay' | 'generic';

/** How the dialog behaves comes from the ERP-code catalogue (common/erp-codes), the one list of codes. */
export function errorKindOf(error: ErrorDetails): ErrorKind {
  if (error.code === 401) return 'unauthorized';
  switch (erpDialogOf(error.erpCode)) {
    case 'resetOrder':
      return 'orderMissing';
    case 'closeOrder':
      return 'closeOrder';
    case 'notClosableByOverlay':
      return 'notClosableByOverlay';
    default:
      return 'generic';
  }
}

/** Title and message the dialog shows for an error (spec §8). */
export function errorView(error: ErrorDetails, texts: ErrorModalTexts = ERROR_MODAL_TEXTS) {
  const message = error.message?.trim() ? error.message : undefined;
  switch (errorKindOf(error)) {
    case 'unauthorized':
      return { title: texts.informationTitle, message: texts.invalidLoggingData };
    case 'orderMissing':
      return { title: String(error.erpCode), message: message ?? texts.orderDoesNotExist };
    default:
      return {
        title: error.erpCode != null ? String(error.erpCode) : texts.title,
        message: message ?? texts.unknownError,
      };
  }
}

export interface ErrorModalProps {
  error: ErrorDetails;
  texts?: Partial<ErrorModalTexts>;
  t?: Translate;
}

/** Content of the error dialog. Close behaviour per code comes from errorModalOptions/useErrorModal. */
export function ErrorModal({ error, texts, t }: ErrorModalProps) {
  const wording = resolveTexts('errorModal', ERROR_MODAL_TEXTS, t, texts);
  const { title, message } = errorView(error, wording);
  const lines = message.split(/\r?\n/);
  return (
    <Dialog title={title} closeLabel={wording.close} className="ui-error-modal">
      <p className="ui-error-modal__message" role="alert">
        {lines.map((line, index) => (
          // Lines never reorder, so the index is a stable key.
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </p>
    </Dialog>
  );
}

export interface ErrorModalHandlers {
  /** Reloads the page; injected so tests and the router can decide how. */
  reload?: () => void;
  /** ERP 20/35 while showing: clear the active order and announce ACTIVE_ORDER_CHANGED. */
  onOrderMissing?: () => void;
  /** ERP 20/35 on close for a zone customer, instead of reloading. */
  logoutToHome?: () => void;
  isZoneCustomer?: boolean;
  /** The caller's own handler; runs on every close before any reload. */
  onClose?: () => void;
}

const reloadPage = () => window.location.reload();

/** Stack options that give the error dialog its per-code close behaviour. */
export function errorModalOptions(error: ErrorDetails, handlers: ErrorModalHandlers = {}): ModalOptions {
  const kind = errorKindOf(error);
  const { reload = reloadPage, logoutToHome, isZoneCustomer, onClose } = handlers;
  return {
    closeOnBackdrop: kind !== 'notClosableByOverlay',
    onClose: () => {
      onClose?.();
      if (kind === 'unauthorized') reload();
      else if (kind === 'orderMissing') (isZoneCustomer && logoutToHome ? logoutToHome : reload)();
      else if (kind === 'closeOrder') window.dispatchEvent(new CustomEvent(CLOSE_ORDER_EVENT));
    },
  };
}

export interface ShowErrorOptions extends ErrorModalHandlers {
  texts?: Partial<ErrorModalTexts>;
  t?: Translate;
}

/** Opens the error dialog on top of the stack (`open` of useModals), returns its id. */
export function showErrorModal(
  open: ModalStack['open'],
  error: ErrorDetails,
  options: ShowErrorOptions = {},
): string {
  if (errorKindOf(error) === 'orderMissing') options.onOrderMissing?.();
  return open(
    <ErrorModal error={error} texts={options.texts} t={options.t} />,
    errorModalOptions(error, options),
  );
}

/** Returns showError(error, options): opens the error dialog on top of the stack, returns its id. */
export function useErrorModal(): (error: ErrorDetails, options?: ShowErrorOptions) => string {
  const { open } = useModals();
  return useCallback((error, options = {}) => showErrorModal(open, error, options), [open]);
}
