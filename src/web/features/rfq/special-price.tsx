import type { OfferProductAnswer } from '../../../common/contracts/offers';
import { formatDate } from '../../../common/format';
import { useT } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import './rfq.css';

/**
 * "Special price for you" on a product page (spec §7 "offer product", ADR 054): the customer's
 * orderable offer lines for this product, each at its first quantity, with a link to the offers
 * page, where they go into a cart at the offered price. Nothing when there is none.
 */
export function SpecialPrice({ offers, locale }: { offers: OfferProductAnswer['offers']; locale: Locale }) {
  const t = useT();
  const format = useFormat();
  if (offers.length === 0) return null;
  return (
    <section className="special-price" aria-labelledby="special-price-title" data-testid="special-price">
      <h2 id="special-price-title">{t('offers.specialPrice')}</h2>
      <ul>
        {offers.map((offer) => {
          const first = offer.breaks[0]!;
          return (
            <li key={`${offer.number}-${offer.position}`}>
              {t('offers.specialPriceLine', {
                number: offer.number,
                until: formatDate(offer.validUntil, locale.language),
                amount: format.number(first.amount),
                price: format.price(first.unitPrice, offer.currency, 4),
              })}
            </li>
          );
        })}
      </ul>
      <a href={localHref(locale, 'offers_show')}>{t('offers.seeOffers')}</a>
    </section>
  );
}
