import type { Linecard } from '../../../../common/contracts/catalog';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import type { PageProps } from '../../page-types';

export function LinecardPage({ data, locale }: PageProps<{ linecard: Linecard; letter: string | null }>) {
  const t = useT();
  const { linecard, letter } = data;
  const base = localHref(locale, 'linecard_index');
  return (
    <div className="linecard">
      <h1>{letter ? t('linecard.letter', { letter }) : t('linecard.title')}</h1>
      <p className="lead">{t('linecard.intro')}</p>
      <nav className="letters" aria-label={t('linecard.title')}>
        <a href={base} aria-current={letter === null ? 'page' : undefined}>
          {t('linecard.allLetters')}
        </a>
        {linecard.letters.map((l) => (
          <a
            key={l}
            href={`${base}?letter=${encodeURIComponent(l)}`}
            aria-current={l === letter ? 'page' : undefined}
          >
            {l}
          </a>
        ))}
      </nav>
      {linecard.manufacturers.length === 0 ? (
        <p className="empty-state">{t('linecard.none')}</p>
      ) : (
        <ul className="manufacturer-grid" data-testid="manufacturers">
          {linecard.manufacturers.map((m) => (
            <li key={m.id}>
              <a
                href={localHref(locale, 'linecard_manufacturer', {
                  producer_name: m.slug,
                  producer_id: m.id,
                })}
              >
                {m.logoUrl && <img src={m.logoUrl} alt="" width={96} height={32} loading="lazy" />}
                <span>{m.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
