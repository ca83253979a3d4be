import { useLocation } from 'react-router';
import type { ProductList } from '../../../../common/contracts/catalog';
import type { ManufacturerWithCount, RecommendedItem, ZoneView } from '../../../../common/contracts/content';
import { parseListParams } from '../../../../common/product-list';
import { Breadcrumb } from '../../../features/catalog/breadcrumb';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { LinearView, ParametricView, TiledView } from '../../../features/catalog/product-rows';
import { WeekSlider } from '../../../features/content/recommended-sliders';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

interface ZoneData {
  zone: ZoneView;
  manufacturer: ManufacturerWithCount | null;
  list: ProductList;
  recommendations: RecommendedItem[];
}

/** A zone (spec §2 /katalog/{zoneSymbol}/sub), optionally narrowed to one manufacturer. */
export function ZonePage({ data, locale }: PageProps<ZoneData>) {
  const t = useT();
  const { search } = useLocation();
  const { view, sort } = parseListParams(search);
  const { zone, manufacturer, list } = data;
  const zoneHref = localHref(locale, 'catalog_zone', { zoneSymbol: zone.symbol });
  return (
    <div className="list-page zone-page" data-testid="zone-page">
      <Breadcrumb
        locale={locale}
        trail={[]}
        current={manufacturer ? `${zone.name} – ${manufacturer.name}` : zone.name}
      />
      <h1>{manufacturer ? `${zone.name} – ${manufacturer.name}` : zone.name}</h1>
      {/* Sanitised from a whitelist when it was stored (modules/content/html-sanitizer). */}
      {zone.content ? (
        <div className="zone-page__text" dangerouslySetInnerHTML={{ __html: zone.content }} />
      ) : (
        <p className="lead">{zone.description}</p>
      )}
      {zone.manufacturers.length > 0 && (
        <nav className="zone-manufacturers" aria-label={t('content.zoneManufacturers')}>
          <h2>{t('content.zoneManufacturers')}</h2>
          <ul>
            <li>
              <a href={zoneHref} aria-current={manufacturer ? undefined : 'page'}>
                {t('content.allManufacturers')}
              </a>
            </li>
            {zone.manufacturers.map((m) => (
              <li key={m.id}>
                <a
                  href={localHref(locale, 'catalog_zone_manufacturer', {
                    zoneSymbol: zone.symbol,
                    producer_id: m.id,
                    producer_name: m.slug,
                  })}
                  aria-current={manufacturer?.id === m.id ? 'page' : undefined}
                >
                  {m.name} <span className="muted">({m.productCount})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <WeekSlider
        items={data.recommendations}
        place="zone_page"
        zoneSymbol={zone.symbol}
        heading={t('content.zoneRecommended')}
      />
      <ListToolbar list={list} view={view} sort={sort} />
      {list.items.length === 0 ? (
        <p className="empty-state">{t('content.zoneEmpty')}</p>
      ) : view === 'tiled' ? (
        <TiledView items={list.items} />
      ) : view === 'parametric' ? (
        <ParametricView list={list} />
      ) : (
        <LinearView items={list.items} />
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
