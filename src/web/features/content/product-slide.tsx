import type { ProductSummary } from '../../../common/contracts/catalog';
import { useFormat } from '../../lib/use-format';
import { ProductImage } from '../../ui/product/product-image';
import { StatusLabels } from '../../ui/product/status-labels';

/** A product card of the home sliders: the whole card is one link. */
export function ProductSlide({ product }: { product: ProductSummary }) {
  const format = useFormat();
  const first = product.priceGroup?.elements[0];
  return (
    <a className="product-slide" href={product.url}>
      <ProductImage product={product} size={120} />
      <strong className="product-slide__symbol">{product.symbol}</strong>
      <span className="product-slide__name">{product.name}</span>
      <span className="muted">{product.manufacturer.name}</span>
      {/* Inside a link: labels without their tooltip buttons (no button may sit in a link). */}
      <StatusLabels labels={product.statusLabels} tooltips={false} />
      {first && product.priceGroup && (
        <span className="product-slide__price">
          {format.price(first.price, product.priceGroup.currency, first.precisions.price)}
        </span>
      )}
    </a>
  );
}
