import type { ManufacturerWithCount } from '../../../common/contracts/content';
import { localHref, type Locale } from '../../lib/locale';

/** A row of manufacturer logos linking to their catalogue pages. */
export function ManufacturerBlock({
  title,
  manufacturers,
  locale,
  testId,
}: {
  title: string;
  manufacturers: readonly ManufacturerWithCount[];
  locale: Locale;
  testId: string;
}) {
  if (manufacturers.length === 0) return null;
  return (
    <section className="home-section manufacturer-block" data-testid={testId}>
      <h2>{title}</h2>
      <ul className="manufacturer-block__list">
        {manufacturers.map((m) => (
          <li key={m.id}>
            <a href={localHref(locale, 'catalog_manufacturer', { producer_name: m.slug, producer_id: m.id })}>
              {m.logoUrl ? <img src={m.logoUrl} alt="" width={120} height={40} loading="lazy" /> : null}
              <span>{m.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
