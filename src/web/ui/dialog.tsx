import type { ReactNode } from 'react';
import { useCurrentModal } from './modal-stack';

export interface DialogProps {
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  /** Accessible name of the × button (i18n). */
  closeLabel?: string;
  /** Defaults to closing the dialog this is rendered in. */
  onClose?: () => void;
  className?: string;
}

/** Standard dialog layout (title, × button, body, footer) for content opened with useModals().open. */
export function Dialog({ title, children, footer, closeLabel = 'Close', onClose, className }: DialogProps) {
  const modal = useCurrentModal();
  return (
    <div className={className ? `ui-dialog ${className}` : 'ui-dialog'}>
      <header className="ui-dialog__header">
        {title !== undefined && (
          <h2 id={modal?.titleId} className="ui-dialog__title">
            {title}
          </h2>
        )}
        <button
          type="button"
          className="ui-dialog__close"
          aria-label={closeLabel}
          onClick={onClose ?? modal?.close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="ui-dialog__body">{children}</div>
      {footer !== undefined && <footer className="ui-dialog__footer">{footer}</footer>}
    </div>
  );
}
