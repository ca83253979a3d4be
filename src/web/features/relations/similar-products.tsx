import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RelatedProductsResponse } from '../../../common/contracts/relations';
import { generate } from '../../../common/routes';
import { postJson } from '../../lib/api';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { ProductStrip } from './product-strip';

/** Cards in the strip of similar products. */
export const SIMILAR_ON_PAGE = 12;

/**
 * Similar products on the product page (POST /ajax/products/similar). They sit below the fold, so
 * they load when the visitor scrolls near them: the page itself renders without waiting for the
 * ranking, and visitors who never scroll cost the server nothing.
 */
export function SimilarProducts({ symbol, locale }: { symbol: string; locale: Locale }) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell when it comes into view: load it after the page has settled.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const { data } = useQuery({
    queryKey: ['similar-products', symbol, locale.country, locale.language, locale.gross],
    queryFn: () =>
      postJson<RelatedProductsResponse>(generate('ajax_products_similar'), {
        symbol,
        limit: SIMILAR_ON_PAGE,
        country: locale.country,
        language: locale.language,
        isGrossPrice: locale.gross,
      }),
    enabled: near,
  });

  return (
    <div
      ref={sentinel}
      className="similar-products"
      data-testid="similar-products"
      data-state={data ? 'loaded' : near ? 'loading' : 'waiting'}
    >
      {data && <ProductStrip title={t('relations.similar')} items={data.products} />}
    </div>
  );
}
