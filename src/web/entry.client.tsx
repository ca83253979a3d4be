import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { renderedPageReady } from './pages/lazy-page';

// The current page's code is its own chunk (docs/decisions/009): hydrate once it is there, so the
// first client render is the server's tree, without a Suspense pass.
void renderedPageReady().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
