import type { CategoryNode, HomeContent } from '../../../../common/contracts/catalog';
import type { ContentBanner, RecommendedProducts, ZoneSummary } from '../../../../common/contracts/content';
import { itemsOfKind } from '../../../../common/recommendations';
import { Banners } from '../../../features/content/banners';
import { ProductSlide } from '../../../features/content/product-slide';
import { ForYouSlider, WeekSlider } from '../../../features/content/recommended-sliders';
import { ZoneTiles } from '../../../features/content/zone-tiles';
import { PollSlot } from '../../../features/polls/poll-slot';
import { useT } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { Slider } from '../../../ui/slider';
import type { PageProps } from '../../page-types';

interface HomeData {
  home: HomeContent;
  categories: CategoryNode[];
  recommendations: RecommendedProducts;
  banners: ContentBanner[];
  zones: ZoneSummary[];
}

export function HomePage({ data, locale }: PageProps<HomeData>) {
  const t = useT();
  const { home, categories, recommendations, banners, zones } = data;
  const sliderLabels = { previous: t('home.previousSlide'), next: t('home.nextSlide') };
  return (
    <div className="home">
      <Banners banners={banners} label={t('home.banners')} />

      {home.mainSlider.length > 0 && (
        <section className="home-section main-slider" data-testid="main-slider">
          <Slider
            label={t('home.recommended')}
            visible={{ mobile: 1, tablet: 2, desktop: 3, wide: 3 }}
            labels={sliderLabels}
          >
            {home.mainSlider.map((p) => (
              <ProductSlide key={p.productId} product={p} />
            ))}
          </Slider>
        </section>
      )}

      <WeekSlider items={itemsOfKind(recommendations.items, 'week')} place="home" />
      <ForYouSlider
        items={itemsOfKind(recommendations.items, 'for_you')}
        symbolCount={recommendations.forYou.symbolCount}
        place="home"
      />
      <p className="home-more">
        <a href={localHref(locale, 'recommended-products_index')}>{t('recommended.all')} ›</a>
      </p>

      <ZoneTiles zones={zones} locale={locale} />

      <PollSlot placement="home" country={locale.country} />

      <section className="home-section">
        <h2>{t('header.catalogue')}</h2>
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug })}>
                <strong>{c.name}</strong>
                <span className="muted">
                  {c.children
                    .slice(0, 4)
                    .map((child) => child.name)
                    .join(' · ')}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
