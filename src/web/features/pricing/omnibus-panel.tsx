import { useQuery } from '@tanstack/react-query';
import type { OmnibusResponse } from '../../../common/contracts/pricing';
import { useT } from '../../lib/i18n';
import type { Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import { postJson } from '../../lib/api';

/**
 * EU Omnibus price (lowest price of the last 30 days), asked for when the visitor opens the panel
 * so the product page itself stays one query lighter. A failure shows "error occurred" (spec §8).
 */
export function OmnibusPanel({ symbol, locale }: { symbol: string; locale: Locale }) {
  const t = useT();
  const format = useFormat();
  const query = useQuery({
    queryKey: ['omnibus', symbol, locale.country, locale.gross],
    queryFn: () =>
      postJson<OmnibusResponse>('/ajax/price-stock/omnibus-price', {
        symbol,
        country: locale.country,
        isGrossPrice: locale.gross,
        language: locale.language,
      }),
  });
  const group = query.data?.products[0]?.priceGroup;
  const first = group?.elements[0];
  return (
    <div className="omnibus" data-testid="omnibus">
      <span>{t('product.omnibusLowestPrice')}: </span>
      {query.isPending ? (
        <span className="muted">{t('common.loading')}</span>
      ) : query.isError || !group || !first ? (
        <span className="omnibus__error">{t('product.errorOccurred')}</span>
      ) : (
        <strong>
          {format.price(first.omnibusPrice ?? first.price, group.currency, first.precisions.price)}
        </strong>
      )}
    </div>
  );
}
