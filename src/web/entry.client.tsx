import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from './lib/message-store';
import { renderedPageReady } from './pages/lazy-page';
import { installChunkErrorRecovery } from './lib/chunk-load';
import { firstPaintDialogsReady } from './ui/modal-stack';

// A lazy chunk gone after a deploy reloads the page once, then says so (ADR 082).
installChunkErrorRecovery();

/**
 * The page's message catalogue (named by the root's `shop-messages` meta tag, preloaded by a link
 * beside it): the first client render must say what the server said.
 */
function pageMessagesReady(): Promise<unknown> {
  const [language, version] = (
    document.querySelector('meta[name="shop-messages"]')?.getAttribute('content') ?? ''
  ).split(':');
  return language && version ? loadMessages(language, version) : Promise.resolve();
}

// The current page's code is its own chunk (docs/decisions/009) and its texts a cached file
// (docs/decisions/014): hydrate once both are there, so the first client render is the server's
// tree, without a Suspense pass. Without its texts the page stays as the server rendered it. A
// dialog of the first paint (the after-login message) hydrates with it too (ADR 088).
void Promise.all([renderedPageReady(), pageMessagesReady(), firstPaintDialogsReady()]).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => console.error('The page could not start:', error),
);
