import type { CategoryNode, HomeContent, ProductSummary } from '../../common/contracts/catalog';
import { useT } from '../lib/i18n';
import { localHref } from '../lib/locale';
import { useFormat } from '../lib/use-format';
import { Slider } from '../ui/slider';
import { ProductImage } from '../features/catalog/product-image';
import { StatusLabels } from '../features/catalog/status-labels';
import type { PageProps } from './page-types';

function ProductSlide({ product }: { product: ProductSummary }) {
  const format = useFormat();
  const first = product.priceGroup?.elements[0];
  return (
    <a className="product-slide" href={product.url}>
      <ProductImage product={product} size={120} />
      <strong className="product-slide__symbol">{product.symbol}</strong>
      <span className="product-slide__name">{product.name}</span>
      <span className="muted">{product.manufacturer.name}</span>
      <StatusLabels labels={product.statusLabels} />
      {first && product.priceGroup && (
        <span className="product-slide__price">{format.price(first.price, product.priceGroup.currency, first.precisions.price)}</span>
      )}
    </a>
  );
}

export function HomePage({ data, locale }: PageProps<{ home: HomeContent; categories: CategoryNode[] }>) {
  const t = useT();
  const { home, categories } = data;
  const sliderLabels = { previous: t('home.previousSlide'), next: t('home.nextSlide') };
  return (
    <div className="home">
      {/* Banners are drawn in CSS from their title: the catalogue has no banner artwork yet. */}
      <section className="home-banners" aria-label={t('home.banners')}>
        {home.banners.desktop.slice(0, 1).map((b) => (
          <a key={b.title} className="banner banner--desktop" href={b.linkUrl ?? '#'}>
            <span className="banner__title">{b.title}</span>
          </a>
        ))}
        {home.banners.mobile.slice(0, 1).map((b) => (
          <a key={b.title} className="banner banner--mobile" href={b.linkUrl ?? '#'}>
            <span className="banner__title">{b.title}</span>
          </a>
        ))}
      </section>

      {home.mainSlider.length > 0 && (
        <section className="home-section main-slider" data-testid="main-slider">
          <Slider label={t('home.recommended')} visible={{ mobile: 1, tablet: 2, desktop: 3, wide: 3 }} labels={sliderLabels}>
            {home.mainSlider.map((p) => (
              <ProductSlide key={p.productId} product={p} />
            ))}
          </Slider>
        </section>
      )}

      {home.recommendedWeek.length > 0 && (
        <section className="home-section" data-testid="recommended-week">
          <h2>{t('home.recommendedOfTheWeek')}</h2>
          <Slider label={t('home.recommendedOfTheWeek')} visible={{ mobile: 1, tablet: 2, desktop: 4, wide: 4 }} labels={sliderLabels}>
            {home.recommendedWeek.slice(0, 8).map((p) => (
              <ProductSlide key={p.productId} product={p} />
            ))}
          </Slider>
        </section>
      )}

      <section className="home-section">
        <h2>{t('header.catalogue')}</h2>
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.id}>
              <a href={localHref(locale, 'catalog_category', { id_category: c.id, category_name: c.slug })}>
                <strong>{c.name}</strong>
                <span className="muted">{c.children.slice(0, 4).map((child) => child.name).join(' · ')}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
