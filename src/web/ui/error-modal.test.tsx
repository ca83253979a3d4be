import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ORDER_EVENT, ERROR_MODAL_TEXTS, errorView, useErrorModal } from './error-modal';
import { ModalStackProvider } from './modal-stack';

/** Hook results captured during render, for driving the UI imperatively from tests. */
const hooks = {} as { showError: ReturnType<typeof useErrorModal> };
function Capture() {
  const showError = useErrorModal();
  // Effects may write outside the component; render may not.
  useEffect(() => {
    Object.assign(hooks, { showError });
  });
  return null;
}

function setup() {
  render(
    <ModalStackProvider>
      <Capture />
    </ModalStackProvider>,
  );
}

const closeButton = () => screen.getByRole('button', { name: 'Close' });
const backdrop = () => screen.getByRole('dialog').parentElement as HTMLElement;

describe('errorView', () => {
  it('falls back to the unknown-error text', () => {
    expect(errorView({ code: 500 })).toEqual({ title: 'Error', message: ERROR_MODAL_TEXTS.unknownError });
    expect(errorView({ code: 500, message: '  ' }).message).toBe(ERROR_MODAL_TEXTS.unknownError);
  });

  it('shows the ERP code as title', () => {
    expect(errorView({ code: 409, erpCode: 77, message: 'Bad VAT' })).toEqual({
      title: '77',
      message: 'Bad VAT',
    });
  });

  it('shows an order-does-not-exist message for ERP 20 and 35 without one', () => {
    expect(errorView({ erpCode: 35 }).message).toBe(ERROR_MODAL_TEXTS.orderDoesNotExist);
    expect(errorView({ erpCode: 20, message: 'Order expired' }).message).toBe('Order expired');
  });

  it('replaces 401 wording with the information title and invalid-logging-data message', () => {
    expect(errorView({ code: 401, message: 'Unauthorized' })).toEqual({
      title: ERROR_MODAL_TEXTS.informationTitle,
      message: ERROR_MODAL_TEXTS.invalidLoggingData,
    });
  });
});

describe('ErrorModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps line breaks of multi-line messages', () => {
    setup();
    act(() => void hooks.showError({ code: 400, message: 'First line\nSecond line' }));
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('First lineSecond line');
  });

  it('reloads after closing a 401 error and runs the external handler', async () => {
    setup();
    const reload = vi.fn();
    const onClose = vi.fn();
    act(() => void hooks.showError({ code: 401 }, { reload, onClose }));
    expect(screen.getByRole('dialog', { name: 'Information' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(closeButton());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('handles a missing order: clears it when shown, reloads on close', async () => {
    setup();
    const reload = vi.fn();
    const onOrderMissing = vi.fn();
    act(() => void hooks.showError({ code: 404, erpCode: 20 }, { reload, onOrderMissing }));
    expect(onOrderMissing).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logs a zone customer out instead of reloading for a missing order', async () => {
    setup();
    const reload = vi.fn();
    const logoutToHome = vi.fn();
    act(() => void hooks.showError({ erpCode: 35 }, { reload, logoutToHome, isZoneCustomer: true }));
    await userEvent.click(closeButton());
    expect(logoutToHome).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fires closeOrder when an ERP 59 dialog closes', async () => {
    setup();
    const onCloseOrder = vi.fn();
    window.addEventListener(CLOSE_ORDER_EVENT, onCloseOrder);
    try {
      act(() => void hooks.showError({ erpCode: 59, message: 'Order closed' }));
      expect(onCloseOrder).not.toHaveBeenCalled();
      await userEvent.click(closeButton());
      expect(onCloseOrder).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(CLOSE_ORDER_EVENT, onCloseOrder);
    }
  });

  it('is not closable by an overlay click for ERP 10303, other codes are', () => {
    setup();
    act(() => void hooks.showError({ erpCode: 10303, message: 'Locked' }));
    fireEvent.click(backdrop());
    expect(screen.getByRole('dialog', { name: '10303' })).toBeTruthy();
  });

  it('is closable by an overlay click for other codes', () => {
    setup();
    act(() => void hooks.showError({ erpCode: 51, message: 'Other' }));
    fireEvent.click(backdrop());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses translated wording', () => {
    setup();
    const t = (key: string, fallback: string) =>
      key === 'errorModal.unknownError' ? 'Nieznany błąd' : fallback;
    act(() => void hooks.showError({ code: 500 }, { t }));
    expect(screen.getByRole('alert').textContent).toBe('Nieznany błąd');
  });
});
