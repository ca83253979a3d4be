import { useT } from '../lib/i18n';
import type { Locale } from '../lib/locale';

/**
 * What the prices of the page are in ("Prices in PLN, net"): for a logged-in customer their
 * contract's currency and price type, which may differ from the site's market (localeForCustomer).
 */
export function PriceIndication({ locale }: { locale: Locale }) {
  const t = useT();
  return (
    <span className="price-indication" data-testid="price-indication">
      {t('header.pricesIn', {
        currency: locale.currency,
        priceType: locale.gross ? t('product.gross') : t('product.net'),
      })}
    </span>
  );
}
