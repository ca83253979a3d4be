import { redirect } from 'react-router';
import { parseListParams } from '../../../../common/product-list';
import { itemsOfKind } from '../../../../common/recommendations';
import { localHref } from '../../../lib/locale';
import { notFound, num, pageLoader, priceContext, publicMeta } from '../../loader-support.server';
import page from './page';

/** A zone page (spec §2 /katalog/{zoneSymbol}/sub), or the zone's products of one manufacturer. */
export default pageLoader(page, async (args) => {
  const { services, locale, match } = args;
  const manufacturerId =
    match.name === 'catalog_zone_manufacturer' ? num(match.params.producer_id) : undefined;
  const zone = await services.content.zone(match.params.zoneSymbol, locale.language);
  if (!zone) return notFound(args);
  const manufacturer =
    manufacturerId === undefined ? null : zone.manufacturers.find((m) => m.id === manufacturerId);
  if (manufacturer === undefined) return notFound(args);
  const canonical = manufacturer
    ? localHref(locale, 'catalog_zone_manufacturer', {
        zoneSymbol: zone.symbol,
        producer_id: manufacturer.id,
        producer_name: manufacturer.slug,
      })
    : localHref(locale, 'catalog_zone', { zoneSymbol: zone.symbol });
  // An old or mistyped manufacturer name in the URL leads to the current one.
  if (manufacturer && match.params.producer_name !== manufacturer.slug)
    return redirect(canonical + args.url.search, 301);
  const params = parseListParams(args.url.searchParams);
  const ctx = priceContext(locale);
  const [list, recommendations] = await Promise.all([
    services.content.zoneProducts(zone.symbol, { ...params, manufacturerId: manufacturer?.id }, ctx),
    // The zone's own recommendations head its first page.
    !manufacturer && params.page === 1
      ? services.content.recommendedProducts({ ctx, zoneSymbol: zone.symbol, viewedSymbols: null })
      : null,
  ]);
  const title = manufacturer ? `${zone.name} – ${manufacturer.name}` : zone.name;
  return {
    meta: publicMeta(args, title, zone.description, canonical),
    data: {
      zone,
      manufacturer,
      list,
      recommendations: recommendations ? itemsOfKind(recommendations.items, 'week') : [],
    },
  };
});
