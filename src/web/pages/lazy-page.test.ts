import { describe, expect, it } from 'vitest';
import {
  isLazyPage,
  lazyPage,
  PAGE_META_NAME,
  preloadPage,
  preloadRenderedPage,
  renderedPageReady,
  type PageComponent,
} from './lazy-page';

const Page: PageComponent<null> = () => null;
const Other: PageComponent<null> = () => null;

describe('lazily loaded pages', () => {
  it('imports the module once and keeps the component for synchronous renders', async () => {
    let imports = 0;
    const entry = lazyPage(
      async () => {
        imports++;
        return { Page };
      },
      (m) => m.Page,
    );
    expect(isLazyPage(entry)).toBe(true);
    expect(entry.loaded).toBeUndefined();
    const [a, b] = await Promise.all([entry.load(), preloadPage(entry)]);
    expect(a).toBe(Page);
    expect(b).toBe(Page);
    expect(entry.loaded).toBe(Page);
    await preloadPage(entry);
    expect(imports).toBe(1);
  });

  it('tries again after a failed import (a chunk lost to the network)', async () => {
    let attempt = 0;
    const entry = lazyPage(
      async () => {
        if (attempt++ === 0) throw new Error('Failed to fetch dynamically imported module');
        return { Page };
      },
      (m) => m.Page,
    );
    await expect(entry.load()).rejects.toThrow('Failed to fetch');
    expect(await entry.load()).toBe(Page);
  });

  it('treats a statically imported component as ready', async () => {
    expect(isLazyPage(Page)).toBe(false);
    await expect(preloadPage(Page)).resolves.toBeUndefined();
    await expect(preloadPage(undefined)).resolves.toBeUndefined();
  });

  it('loads the page the server named in its meta tag before hydration, and only that one', async () => {
    const meta = document.createElement('meta');
    meta.name = PAGE_META_NAME;
    meta.content = 'product_details';
    document.head.append(meta);
    const product = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    );
    const other = lazyPage(
      async () => ({ Other }),
      (m) => m.Other,
    );
    const pages: Record<string, typeof product> = { product_details: product, other };
    preloadRenderedPage(async (name) => (name === undefined ? undefined : pages[name]));
    await renderedPageReady();
    expect(product.loaded).toBe(Page);
    expect(other.loaded).toBeUndefined();
    meta.remove();
  });

  it('lets hydration go on when the chunk cannot be loaded', async () => {
    const meta = document.createElement('meta');
    meta.name = PAGE_META_NAME;
    meta.content = 'broken';
    document.head.append(meta);
    const broken = lazyPage(
      () => Promise.reject(new Error('offline')),
      () => Page,
    );
    preloadRenderedPage(async (name) => (name === 'broken' ? broken : undefined));
    await expect(renderedPageReady()).resolves.toBeUndefined();
    meta.remove();
  });
});
