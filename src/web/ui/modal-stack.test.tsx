import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadModalLayers,
  MODAL_CLOSED_EVENT,
  type ModalStack,
  ModalStackProvider,
  useCurrentModal,
  useModals,
} from './modal-stack';

/** Hook results captured during render, for driving the UI imperatively from tests. */
const hooks = {} as { modals: ModalStack };
function Capture() {
  const modals = useModals();
  // Effects may write outside the component; render may not.
  useEffect(() => {
    Object.assign(hooks, { modals });
  });
  return <button type="button">opener</button>;
}

function Body({ name }: { name: string }) {
  const modal = useCurrentModal();
  return (
    <>
      <h2 id={modal?.titleId}>{name}</h2>
      <button type="button" onClick={modal?.close}>
        close {name}
      </button>
    </>
  );
}

function setup() {
  render(
    <ModalStackProvider>
      <Capture />
    </ModalStackProvider>,
  );
}

const backdropOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;

describe('modal stack', () => {
  const listeners: EventListener[] = [];
  afterEach(() => {
    listeners.splice(0).forEach((l) => window.removeEventListener(MODAL_CLOSED_EVENT, l));
    vi.restoreAllMocks();
  });

  it('renders nothing on the server', () => {
    const html = renderToString(
      <ModalStackProvider>
        <p>page</p>
      </ModalStackProvider>,
    );
    expect(html).toBe('<p>page</p>');
  });

  it('opens an accessible dialog labelled by its title (the frames load with the first dialog)', async () => {
    setup();
    act(() => void hooks.modals.open(<Body name="First" />));
    const dialog = await screen.findByRole('dialog', { name: 'First' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(hooks.modals.stack).toHaveLength(1);
  });

  it('closes only the topmost dialog on Escape', async () => {
    setup();
    act(() => {
      hooks.modals.open(<Body name="First" />);
      hooks.modals.open(<Body name="Second" />);
    });
    await screen.findByRole('dialog', { name: 'Second' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a dialog open on Escape when asked to', async () => {
    setup();
    act(() => void hooks.modals.open(<Body name="Sticky" />, { closeOnEscape: false }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toBeTruthy();
  });

  it('closes on a backdrop click but not on a click inside the dialog', () => {
    setup();
    act(() => void hooks.modals.open(<Body name="First" />));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('heading'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(backdropOf(dialog));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', () => {
    setup();
    act(() => void hooks.modals.open(<Body name="First" />, { closeOnBackdrop: false }));
    fireEvent.click(backdropOf(screen.getByRole('dialog')));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('moves focus into the dialog and gives it back on close', async () => {
    setup();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => void hooks.modals.open(<Body name="First" />));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'close First' }));
    await userEvent.click(screen.getByRole('button', { name: 'close First' }));
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the topmost dialog', async () => {
    setup();
    act(
      () =>
        void hooks.modals.open(
          <>
            <button type="button">a</button>
            <button type="button">b</button>
          </>,
          { ariaLabel: 'Two buttons' },
        ),
    );
    expect(document.activeElement?.textContent).toBe('a');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('b');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('a');
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('b');
  });

  it('fires modalClosed and onClose once per closed dialog', () => {
    setup();
    const onClosed = vi.fn();
    listeners.push(onClosed);
    window.addEventListener(MODAL_CLOSED_EVENT, onClosed);
    const onClose = vi.fn();
    let id = '';
    act(() => void (id = hooks.modals.open(<Body name="First" />, { onClose })));
    act(() => {
      hooks.modals.close(id);
      hooks.modals.close(id);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect((onClosed.mock.calls[0][0] as CustomEvent).detail).toEqual({ id });
  });

  it('closeTop closes the last opened dialog and exposes the top element', () => {
    setup();
    act(() => {
      hooks.modals.open(<Body name="First" />);
      hooks.modals.open(<Body name="Second" />);
    });
    expect(hooks.modals.topElement).toBe(screen.getByRole('dialog', { name: 'Second' }));
    act(() => hooks.modals.closeTop());
    expect(hooks.modals.topElement).toBe(screen.getByRole('dialog', { name: 'First' }));
  });

  it('passes the dialog handle to render functions', async () => {
    setup();
    act(
      () =>
        void hooks.modals.open(({ close, titleId }) => (
          <button id={titleId} type="button" onClick={close}>
            Done
          </button>
        )),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("renders the page's first dialogs on the server, in place, and holds them from the start (ADR 088)", async () => {
    await loadModalLayers(); // as the server has them
    const initial = [{ content: <Body name="Message" />, options: { className: 'after-login-alert' } }];
    const html = renderToString(
      <ModalStackProvider initial={initial}>
        <p>page</p>
      </ModalStackProvider>,
    );
    expect(html).toMatch(/^<p>page<\/p><!--\$--><div class="ui-modal-backdrop"/);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('after-login-alert');
    expect(html).toContain('Message');

    render(
      <ModalStackProvider initial={initial}>
        <Capture />
      </ModalStackProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Message' })).toBeTruthy();
    expect(hooks.modals.stack).toHaveLength(1);
    // A dialog opened later goes on top of it.
    act(() => void hooks.modals.open(<Body name="Later" />));
    expect(await screen.findByRole('dialog', { name: 'Later' })).toBeTruthy();
    expect(
      backdropOf(screen.getByRole('dialog', { name: 'Message', hidden: true })).hasAttribute('inert'),
    ).toBe(true);
  });

  it('keeps its value while dialogs open and close: a part kept on use is never made to hydrate (ADR 088)', async () => {
    const seen = new Set<ModalStack>();
    function Reader() {
      seen.add(useModals());
      return null;
    }
    setup();
    render(
      <ModalStackProvider>
        <Reader />
        <Capture />
      </ModalStackProvider>,
    );
    act(() => void hooks.modals.open(<Body name="First" />));
    await screen.findByRole('dialog', { name: 'First' });
    act(() => hooks.modals.closeTop());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.size).toBe(1);
  });

  it('refuses to work without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ModalStackProvider/);
  });
});
