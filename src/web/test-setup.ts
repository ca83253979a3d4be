import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Parts loaded on use (dialogs, the international offer) are a dynamic import that the first test
// to need one transforms on the spot: on a loaded CI machine that took over the default 1 s of
// findBy*/waitFor. What a test waits for still has to come; it may take up to 5 s to.
configure({ asyncUtilTimeout: 5000 });

// The web files share one jsdom per worker (vitest.config.ts, ADR 026): each starts from the
// document a fresh one would have, whatever the file before it left behind.
const start = globalThis as { firstUrl?: string };
// This file runs again before every test file; the first time, the address is jsdom's own.
start.firstUrl ??= window.location.href;
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', start.firstUrl);
});

afterEach(() => {
  cleanup();
});
