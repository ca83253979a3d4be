/**
 * The one React Router route of the shop (docs/decisions/001): it matches the URL with the shop's
 * route table, runs the loader of the page that answers the route, and renders the page its answer
 * names. Pages are folders of their own (docs/decisions/027); the tables here are read from them.
 */
import { Suspense } from 'react';
// The whole table: the loader runs on the server only (the browser has its part, ADR 044).
import { matchPage } from '../../common/routes.server';
import { parseCookieHeader } from '../../common/cookies';
import { localeForCustomer } from '../lib/locale';
import { resolveLocale } from '../lib/locale.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/dispatch';
import { notFound } from './loader-support.server';
import { loadPage, withPreloads } from './page-loaders.server';
import type { PagePayload } from './page-types';
import { PAGE_META_NAME, preloadPage, preloadRenderedPage } from './lazy-page';
import { loadDeskPages, pageEntryOf, PAGE_COMPONENTS as PAGES } from './pages';
import { PageSlot } from './page-slot';
import { scriptsOf, stylesheetsOf } from './page-files';
// The desk's pages and the parts hydrated on use are the page table's to load (ADR 088).
// eslint-disable-next-line boundaries/dependencies
import { loadNavigationParts } from '../ui/hydrate-on-use';

if (import.meta.env.SSR) {
  // The server holds every page's code from the start: a render never waits for a module (the
  // loader below also waits for a desk page's, should one be asked for in the first moments).
  const preloadAll = () => Object.values(PAGES).forEach((entry) => void preloadPage(entry));
  preloadAll();
  void loadDeskPages().then(preloadAll);
} else if (typeof document !== 'undefined') {
  // The browser fetches the rendered page's chunk now (after the desk's definitions for a desk
  // page, ADR 088); entry.client hydrates once it is there.
  preloadRenderedPage(pageEntryOf);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const match = matchPage(url.pathname);
  const resolved = resolveLocale(url);
  if (!match || !resolved) return notFound({ locale: resolved ?? resolveLocale(new URL('/', url))!, url });
  const locale = localeForCustomer(resolved, context.customer);
  const answer = await loadPage({
    match,
    locale,
    url,
    services: context.services,
    publicUrl: context.publicUrl,
    customer: context.customer,
    staff: context.staff,
    clientIp: context.clientIp,
    cookies: parseCookieHeader(request.headers.get('cookie')),
  });
  if (!(answer instanceof Response)) {
    const payload = ('page' in answer ? answer : answer.data) as PagePayload;
    await preloadPage(await pageEntryOf(payload.page));
  }
  return withPreloads(answer, context.pagePreloads);
}

/** Client navigations: the next page's data and its code, before React renders it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const payload = (await serverLoader()) as PagePayload;
  // The page's imports load beside its chunk rather than after it (ADR 082); its stylesheets are
  // there before it shows (its lazy import no longer loads them, ADR 088).
  const preload = payload.preload ?? [];
  for (const href of scriptsOf(preload)) addModulePreload(href);
  await Promise.all([
    // Then the parts its first paint would have hydrated on use (ui/hydrate-on-use.tsx, ADR 088).
    preloadPage(await pageEntryOf(payload.page)).then(loadNavigationParts),
    ...stylesheetsOf(preload).map(addStylesheet),
  ]);
  return payload;
}

export const meta: Route.MetaFunction = ({ data }) => {
  const payload = data as PagePayload | undefined;
  if (!payload) return [];
  const tags: Route.MetaDescriptors = [
    { title: payload.meta.title },
    { name: 'description', content: payload.meta.description },
    { tagName: 'link', rel: 'canonical', href: payload.meta.canonical },
    { name: PAGE_META_NAME, content: payload.page },
  ];
  if (payload.meta.noindex) tags.push({ name: 'robots', content: 'noindex' });
  // The page's own scripts, fetched with the entry's rather than after the dispatcher runs (ADR 082).
  // Its stylesheets are linked after the root's, by the root's Layout (pageStylesheets).
  for (const href of scriptsOf(payload.preload ?? []))
    tags.push({ tagName: 'link', rel: 'modulepreload', href });
  return tags;
};

export default function Dispatch({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const payload = loaderData as PagePayload;
  // The page's loader made the data for the page it named (pageLoader checks them against each
  // other); by the name, the table gives that page's component.
  const data = payload.data as never;
  return (
    // Never shown in practice (modules are loaded before render, see lazy-page.ts); during
    // hydration a page that still suspends keeps the server's HTML instead.
    <Suspense fallback={null}>
      <PageSlot name={payload.page} data={data} locale={locale} />
    </Suspense>
  );
}

/** Resolves once the stylesheet is there (or could not be had: the page shows anyway). */
function addStylesheet(href: string): Promise<void> {
  if (document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    link.onerror = () => resolve();
  });
  document.head.append(link);
  return loaded;
}

function addModulePreload(href: string): void {
  if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
