import type { ProductSummary } from '../../../common/contracts/catalog';

/** Product photo, or a neutral drawing of a part when the catalogue has none. */
export function ProductImage({ product, size }: { product: ProductSummary; size: number }) {
  const src = product.imageUrl ?? '/images/no-photo.svg';
  return (
    <img
      className="product-image"
      src={src}
      alt={product.name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
