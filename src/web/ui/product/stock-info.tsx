import type { ProductSummary } from '../../../common/contracts/catalog';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/use-format';
import { useLiveStock } from '../../lib/live-product-data';

export function StockInfo({ product }: { product: ProductSummary }) {
  const t = useT();
  const format = useFormat();
  const live = useLiveStock(product);
  if (!product.permissions.includes('SHOW_STOCK')) return null;
  // The rendered stock until the live one arrives (same unit either way).
  const { count, external, unit } = live ?? product.stock;
  return (
    <div className="stock-info" data-testid="stock">
      {count > 0 ? (
        <span className="stock-info__in">
          {t('product.inStock')}: <strong>{format.number(count)}</strong> {unit}
        </span>
      ) : (
        <span className="stock-info__out">{t('product.outOfStock')}</span>
      )}
      {external > 0 && (
        <span className="stock-info__external">
          {t('status.marketplace')}: {format.number(external)} {unit}
        </span>
      )}
      {count === 0 && product.leadTimeDays !== null && product.permissions.includes('SHOW_DELIVERY_TIME') && (
        <span className="stock-info__lead">
          {t('product.deliveryTime')}: {t('product.deliveryDays', { days: product.leadTimeDays })}
        </span>
      )}
    </div>
  );
}
