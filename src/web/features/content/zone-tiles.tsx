import type { ZoneSummary } from '../../../common/contracts/content';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';

/** The zones as tiles: "shop by application". */
export function ZoneTiles({ zones, locale }: { zones: readonly ZoneSummary[]; locale: Locale }) {
  const t = useT();
  if (zones.length === 0) return null;
  return (
    <section className="home-section" data-testid="zones">
      <h2>{t('content.zones')}</h2>
      <ul className="zone-tiles">
        {zones.map((zone) => (
          <li key={zone.id}>
            <a href={localHref(locale, 'catalog_zone', { zoneSymbol: zone.symbol })}>
              <strong>{zone.name}</strong>
              <span className="muted">{zone.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
