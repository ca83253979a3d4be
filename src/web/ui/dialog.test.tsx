import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { type ModalStack, ModalStackProvider, useModals } from './modal-stack';

/** Hook results captured during render, for driving the UI imperatively from tests. */
const hooks = {} as { modals: ModalStack };
function Capture() {
  const modals = useModals();
  // Effects may write outside the component; render may not.
  useEffect(() => {
    Object.assign(hooks, { modals });
  });
  return null;
}

describe('Dialog', () => {
  it('is labelled by its title and closes with the × button', async () => {
    render(
      <ModalStackProvider>
        <Capture />
      </ModalStackProvider>,
    );
    act(() => void hooks.modals.open(<Dialog title="Shipping">Body text</Dialog>));
    expect(screen.getByRole('dialog', { name: 'Shipping' }).textContent).toContain('Body text');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses a given close handler and label', async () => {
    const onClose = vi.fn();
    render(
      <Dialog
        title="Inline"
        closeLabel="Zamknij"
        onClose={onClose}
        footer={<button type="button">OK</button>}
      >
        x
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
