import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ChunkBoundary } from './chunk-boundary';

/**
 * What counts as using a part: the first of these inside it loads its code. A pointer over it
 * comes before its press (a focus before a key), so the part is React's by the time it is pressed;
 * a press on a part React has not hydrated yet is lost (React replays none).
 */
const USE_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

// Whether React is hydrating the server's HTML: it reads a store's server snapshot then.
const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const hydrating = () => true;

const navigationParts = new Set<() => Promise<unknown>>();

/** A press on a part's button, or a form of it sent (a press right after typing). */
type Pressed = HTMLButtonElement | HTMLFormElement;
const press = (target: Pressed) =>
  target instanceof HTMLFormElement ? target.requestSubmit() : target.click();

/**
 * A press on a part before it is React's is held on the window's capture (before React's listeners,
 * so React never sees it and it is never done twice) and pressed again once it is; a form's sending
 * too (the browser's would reload the page). By wrapper, what its part does with such a press
 * (false: React takes it). A wrapper without one is inside a boundary React has not hydrated yet
 * (the page's content hydrates after the document's shell): its press waits for the part's effect.
 */
const pressHolders = new WeakMap<Element, (target: Pressed) => boolean>();
const earlyPresses = new WeakMap<Element, Pressed>();
function holdPress(event: Event) {
  const { target } = event;
  if (!(target instanceof Element)) return;
  const pressed = event.type === 'submit' ? (target as HTMLFormElement) : target.closest('button');
  const wrapper = pressed?.closest('.hydrate-on-use');
  if (!pressed || !wrapper) return;
  const hold = pressHolders.get(wrapper);
  if (!hold) earlyPresses.set(wrapper, pressed);
  else if (!hold(pressed)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}
if (!import.meta.env.SSR && typeof window !== 'undefined') {
  for (const type of ['click', 'submit']) window.addEventListener(type, holdPress, true);
}

/**
 * The parts of the pages the browser has loaded so far (`withPage`), loaded: the dispatcher's
 * clientLoader waits for them after the next page's module (whose parts it registers), so a page
 * shown by a navigation renders whole at once.
 */
export function loadNavigationParts(): Promise<unknown> {
  return Promise.all([...navigationParts].map((loadPart) => loadPart()));
}

/** Renders nothing; its effect runs once the part around it is React's (hydrated or rendered). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * A part the server renders whole and the browser loads on its first use (ADR 088): a focus, a
 * press, a key or a touch inside it. Until then React keeps
 * the server's HTML as it is (a Suspense boundary that suspends while hydrating leaves its DOM in
 * place), so nothing moves and its links work; then its code loads and React hydrates it in place,
 * the focus where it was. A part mounted after the page hydrated (a client render) loads at once.
 *
 * Props must be plain values that stay the same (the part is memoised on them): a dehydrated part
 * that receives new props is rendered anew by React. The part's own stylesheet belongs in a module
 * of the first paint, or the server's HTML would show unstyled.
 */
export function hydrateOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /**
     * A page's part: a navigation to a page that shows it loads it with the page (the dispatcher's
     * clientLoader, `loadNavigationParts`), so a client render never waits for it.
     */
    withPage?: boolean;
  } = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let start: () => void = () => undefined;
  const loadNow = () => {
    // Loaded for any reason (a use, a navigation, React rendering it anew): a hydration waiting for
    // a use goes on. React may need one for an update that reaches the part (any context above it
    // changing: React cannot tell whether the part reads it); a transition with that update commits
    // only once the part has hydrated, which it did not while that waited for a use alone: a
    // revalidation's new customer never reached the header after a registration (ADR 088).
    start();
    return (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk fetch may be retried by the next use
        throw error;
      },
    ));
  };
  if (options.withPage) navigationParts.add(loadNow);
  const used = new Promise<void>((resolve) => (start = resolve)).then(loadNow);
  // The server renders it whole: its code is there from the start.
  if (import.meta.env.SSR) void loadNow();

  function Part({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    const whileHydrating = useSyncExternalStore(subscribeToNothing, notHydrating, hydrating);
    const Component = loaded ?? use(import.meta.env.SSR || !whileHydrating ? loadNow() : used);
    return (
      <>
        {/* The part's module export, the same function on every render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Component {...props} />
        <Hydrated onHydrated={onHydrated} />
      </>
    );
  }

  function OnUse(props: P): ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    const held = useRef<Pressed | null>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      const hold = (target: Pressed) => {
        if (live.current) return false;
        held.current = target;
        start();
        return true;
      };
      pressHolders.set(element, hold);
      const early = earlyPresses.get(element);
      earlyPresses.delete(element);
      // Hydrated in this effect's pass (its code was there): React takes the press now.
      if (early && !hold(early)) press(early);
      if (live.current) return;
      const begin = () => start();
      for (const type of USE_EVENTS) element.addEventListener(type, begin, { passive: true });
      return () => {
        for (const type of USE_EVENTS) element.removeEventListener(type, begin);
      };
    }, []);
    const onHydrated = useCallback(() => {
      live.current = true;
      const pressed = held.current;
      held.current = null;
      if (pressed?.isConnected) press(pressed);
    }, []);
    return (
      <div ref={ref} className="hydrate-on-use">
        <ChunkBoundary>
          <Suspense fallback={null}>
            <Part props={props} onHydrated={onHydrated} />
          </Suspense>
        </ChunkBoundary>
      </div>
    );
  }
  return memo(OnUse) as unknown as ComponentType<P>;
}
