import { useLocation } from 'react-router';
import type { ProductSummary } from '../../../../common/contracts/catalog';
import type {
  ContentBanner,
  ManufacturerWithCount,
  PromotionList,
} from '../../../../common/contracts/content';
import { formatDate } from '../../../../common/format';
import { parseListParams } from '../../../../common/product-list';
import { Breadcrumb } from '../../../features/catalog/breadcrumb';
import { ListToolbar } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import {
  LinearView,
  ParametricView,
  TiledView,
  type ProductExtra,
} from '../../../features/catalog/product-rows';
import { Banners } from '../../../features/content/banners';
import { ManufacturerBlock } from '../../../features/content/manufacturer-block';
import { useT } from '../../../lib/i18n';
import type { PageProps } from '../../page-types';

interface PromotionsData {
  list: PromotionList;
  promotedManufacturers: ManufacturerWithCount[];
  recommendedManufacturers: ManufacturerWithCount[];
  banners: ContentBanner[];
}

/** /promotions/: products with a running promotion, their discount and dates, and manufacturer blocks. */
export function PromotionsPage({ data, locale }: PageProps<PromotionsData>) {
  const t = useT();
  const { search } = useLocation();
  const { view, sort } = parseListParams(search);
  const { list } = data;
  const date = (iso: string) => formatDate(iso, locale.language);
  const extra: ProductExtra = {
    label: t('promotions.title'),
    render: (product: ProductSummary) => {
      const promotion = list.promotions[String(product.productId)];
      if (!promotion) return null;
      return (
        <p className="promotion-info" data-testid="promotion-info">
          <span className="promotion-info__discount">
            {t('promotions.discount', { percent: Number(promotion.discountPercent) })}
          </span>{' '}
          <span>
            {t('promotions.validity', { from: date(promotion.dateFrom), to: date(promotion.dateTo) })}
          </span>
        </p>
      );
    },
  };
  return (
    <div className="list-page promotions-page">
      <Breadcrumb locale={locale} trail={[]} current={t('promotions.title')} />
      <h1>{t('promotions.title')}</h1>
      <p className="lead">{t('promotions.description')}</p>
      <Banners banners={data.banners} label={t('home.banners')} />
      {list.total === 0 ? (
        <p className="empty-state">{t('promotions.empty')}</p>
      ) : (
        <>
          <ListToolbar list={list} view={view} sort={sort} />
          {view === 'tiled' ? (
            <TiledView items={list.items} extra={extra} />
          ) : view === 'parametric' ? (
            <ParametricView list={list} extra={extra} />
          ) : (
            <LinearView items={list.items} extra={extra} />
          )}
          <Pagination page={list.page} pageCount={list.pageCount} />
        </>
      )}
      <ManufacturerBlock
        title={t('promotions.promotedManufacturers')}
        manufacturers={data.promotedManufacturers}
        locale={locale}
        testId="promoted-manufacturers"
      />
      <ManufacturerBlock
        title={t('recommended.manufacturers')}
        manufacturers={data.recommendedManufacturers}
        locale={locale}
        testId="recommended-manufacturers"
      />
    </div>
  );
}
