import { generate, type RouteParams } from '../../common/routes';
import { generateDesk, isDeskTableRoute } from '../../common/routes-desk';
import type { Locale } from './locale';

/**
 * A link to a desk page in the staff member's locale form, as `localHref` for the shop's pages: the
 * desk's pages are routes-desk.ts's, which a shop page's first paint does not carry (ADR 088), but
 * for the two at the shop's addresses (`login_by_office`, `catalog_debug`), which stay routes.ts's.
 */
export function deskHref(locale: Pick<Locale, 'prefix'>, name: string, params: RouteParams = {}): string {
  return (isDeskTableRoute(name) ? generateDesk : generate)(name, { ...params, ...locale.prefix });
}
