import { useLocation } from 'react-router';
import type { ProductList } from '../../../../common/contracts/catalog';
import type {
  ManufacturerWithCount,
  RecommendedItem,
  RecommendedProducts,
} from '../../../../common/contracts/content';
import { parseListParams, type ProductView } from '../../../../common/product-list';
import { forYouVariant, itemsOfKind } from '../../../../common/recommendations';
import { Breadcrumb } from '../../../features/catalog/breadcrumb';
import { LinearView, ParametricView, TiledView } from '../../../features/catalog/product-rows';
import { useConsent } from '../../../features/content/consent';
import { ManufacturerBlock } from '../../../features/content/manufacturer-block';
import { trackClicksIn } from '../../../features/content/tracking';
import { ViewSwitch } from '../../../features/content/view-switch';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

interface RecommendedData {
  recommendations: RecommendedProducts;
  manufacturers: ManufacturerWithCount[];
  /** The two groups as product lists with parameter columns, in the parametric view only. */
  parametric: { week: ProductList; forYou: ProductList } | null;
}

function Group({
  heading,
  items,
  list,
  view,
  testId,
}: {
  heading: string;
  items: RecommendedItem[];
  list: ProductList | undefined;
  view: ProductView;
  testId: string;
}) {
  if (items.length === 0) return null;
  const products = items.map((i) => i.product);
  return (
    <section
      className="recommended-group"
      data-testid={testId}
      onClick={trackClicksIn(items, 'recommended_page')}
    >
      <h2>{heading}</h2>
      {view === 'tiled' ? (
        <TiledView items={products} />
      ) : view === 'parametric' && list ? (
        <ParametricView list={list} />
      ) : (
        <LinearView items={products} />
      )}
    </section>
  );
}

/** /recommended-products/: the week's 14 and the 14 for you (or popular), in the list views. */
export function RecommendedProductsPage({ data, locale }: PageProps<RecommendedData>) {
  const t = useT();
  const { search } = useLocation();
  const { view } = parseListParams(search);
  const { consent, openSettings } = useConsent();
  const { recommendations, manufacturers, parametric } = data;
  const personal = forYouVariant(recommendations.forYou.symbolCount) === 'for_you';
  return (
    <div className="list-page recommended-page">
      <Breadcrumb locale={locale} trail={[]} current={t('recommended.pageTitle')} />
      <h1>{t('recommended.pageTitle')}</h1>
      <p className="lead">{t('recommended.pageDescription')}</p>
      <ViewSwitch view={view} />
      {recommendations.items.length === 0 && <p className="empty-state">{t('recommended.empty')}</p>}
      <Group
        heading={t('recommended.ofTheWeek')}
        items={itemsOfKind(recommendations.items, 'week')}
        list={parametric?.week}
        view={view}
        testId="recommended-week"
      />
      <Group
        heading={t(personal ? 'recommended.forYou' : 'recommended.products')}
        items={itemsOfKind(recommendations.items, 'for_you')}
        list={parametric?.forYou}
        view={view}
        testId="recommended-for-you"
      />
      {!personal && consent && !consent.marketing && (
        <p className="muted">
          <button type="button" className="link-button" onClick={openSettings}>
            {t('recommended.enableForYou')}
          </button>
        </p>
      )}
      <ManufacturerBlock
        title={t('recommended.manufacturers')}
        manufacturers={manufacturers}
        locale={locale}
        testId="recommended-manufacturers"
      />
    </div>
  );
}
