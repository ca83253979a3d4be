import { act, waitFor } from '@testing-library/react';
import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  use,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnUse } from './hydrate-on-use';

const Who = createContext('visitor');
const control = { setWho: (_who: string): void => undefined };

function Signup() {
  const who = useContext(Who);
  return (
    <button type="button" title={who}>
      Sign up
    </button>
  );
}

/** A page: a header reading a context and a part kept on use below it. */
function Page({ Part }: { Part: ComponentType }) {
  const [who, set] = useState('visitor');
  // Effects may write outside the component; render may not.
  useEffect(() => {
    control.setWho = set;
  }, []);
  return (
    <Who.Provider value={who}>
      <p>{who}</p>
      <Part />
    </Who.Provider>
  );
}

/** The server's HTML of the page: the part whole inside its wrapper and Suspense boundary. */
function serverHtml(): string {
  return renderToString(
    <Page
      Part={() => (
        <div className="hydrate-on-use">
          <Suspense fallback={null}>
            <Signup />
          </Suspense>
        </div>
      )}
    />,
  );
}

describe('hydrateOnUse (ADR 088)', () => {
  const roots: Root[] = [];
  afterEach(() => {
    roots.splice(0).forEach((root) => root.unmount());
    document.body.innerHTML = '';
  });

  async function hydrated(load: () => Promise<ComponentType>) {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const button = container.querySelector('button')!;
    const Part = hydrateOnUse(load);
    await act(async () => void roots.push(hydrateRoot(container, <Page Part={Part} />)));
    return { container, button };
  }

  it('keeps the server HTML and loads nothing until used', async () => {
    const load = vi.fn(async () => Signup);
    const { container, button } = await hydrated(load);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
  });

  it('lets a transition that changes a context above it commit: the part loads and hydrates in place', async () => {
    const load = vi.fn(async () => Signup);
    const { container, button } = await hydrated(load);
    await act(async () => startTransition(() => control.setWho('Ewa')));
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Ewa'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
  });
  it('holds a press made before the boundary around it hydrated, and starts the load when it has', async () => {
    // The page's content hydrates after the document's shell: here its boundary waits for `later`.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <div className="hydrate-on-use">
          <Suspense fallback={null}>
            <Signup />
          </Suspense>
        </div>
      </Suspense>,
    );
    document.body.append(container);
    const button = container.querySelector('button')!;
    const load = vi.fn(async () => Signup);
    const Part = hydrateOnUse(load);
    let releaseContent = () => undefined as void;
    const later = new Promise<void>((resolve) => (releaseContent = resolve));
    function Later({ children }: { children: ReactNode }) {
      use(later);
      return children;
    }
    const page = (
      <Suspense fallback={null}>
        <Later>
          <Part />
        </Later>
      </Suspense>
    );
    await act(async () => void roots.push(hydrateRoot(container, page)));

    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(load).not.toHaveBeenCalled();
    await act(async () => releaseContent());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(container.querySelector('button')).toBe(button);
  });
  // A press held until the code comes is the browser's to show: first-paint.spec.ts (jsdom's act
  // never retries the hydration here).
});
