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

/** What counts as using a part: the first of these inside it loads its code. */
const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const;

// Whether React is hydrating the server's HTML: it reads a store's server snapshot then.
const subscribeToNothing = () => () => {};
const notHydrating = () => false;
const hydrating = () => true;

const navigationParts = new Set<() => Promise<unknown>>();

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
 * A part the server renders whole and the browser loads on its first use (ADR 087): a focus, a
 * press, a key or a touch inside it (or `startWhen`, e.g. coming into view). Until then React keeps
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
    className?: string;
    startWhen?: (element: HTMLElement, start: () => void) => () => void;
    /**
     * A page's part: a navigation to a page that shows it loads it with the page (the dispatcher's
     * clientLoader, `loadNavigationParts`), so a client render never waits for it.
     */
    withPage?: boolean;
  } = {},
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const loadNow = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk fetch may be retried by the next use
        throw error;
      },
    ));
  if (options.withPage) navigationParts.add(loadNow);
  let start: () => void = () => undefined;
  const used = new Promise<void>((resolve) => (start = resolve)).then(loadNow);
  // The server renders it whole: its code is there from the start.
  if (import.meta.env.SSR) void loadNow();

  function Part({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    const whileHydrating = useSyncExternalStore(subscribeToNothing, notHydrating, hydrating);
    const Component = loaded ?? use(import.meta.env.SSR || !whileHydrating ? loadNow() : used);
    return (
      <>
        <Component {...props} />
        <Hydrated onHydrated={onHydrated} />
      </>
    );
  }

  function OnUse(props: P): ReactNode {
    const ref = useRef<HTMLDivElement>(null);
    const live = useRef(false);
    // A form sent or a button pressed before its code came (a press right after typing): held, then
    // done again once the part is React's, so its own handler takes it (the browser's form would
    // reload the page; a button would do nothing). Links go on as they are.
    const held = useRef<{ form?: HTMLFormElement; button?: HTMLButtonElement } | null>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element || live.current) return;
      const begin = () => start();
      const hold = (event: Event) => {
        if (live.current) return;
        if (event.type === 'submit') held.current = { form: event.target as HTMLFormElement };
        else {
          const button = (event.target as Element).closest('button');
          if (!button || button.type === 'submit') return; // a form's button: its submit is held
          held.current = { button };
        }
        event.preventDefault();
        start();
      };
      for (const type of USE_EVENTS) element.addEventListener(type, begin, { passive: true });
      element.addEventListener('submit', hold);
      element.addEventListener('click', hold);
      const stop = options.startWhen?.(element, begin);
      return () => {
        for (const type of USE_EVENTS) element.removeEventListener(type, begin);
        element.removeEventListener('submit', hold);
        element.removeEventListener('click', hold);
        stop?.();
      };
    }, []);
    const onHydrated = useCallback(() => {
      live.current = true;
      const { form, button } = held.current ?? {};
      held.current = null;
      if (form?.isConnected) form.requestSubmit();
      if (button?.isConnected) button.click();
    }, []);
    return (
      <div ref={ref} className={options.className ? `hydrate-on-use ${options.className}` : 'hydrate-on-use'}>
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
