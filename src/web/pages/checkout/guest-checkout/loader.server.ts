import { getMarket } from '../../../../common/markets';
import { pageLoader, personalMeta, priceContext, translator } from '../../loader-support.server';
import page from './page';

/**
 * The guest's form: the part the order button was pressed for (`?symbol=&amount=`), and the
 * market's delivery methods with their payments, as a customer of the market gets them.
 */
export default pageLoader(page, async (args) => {
  const t = translator(args);
  const { locale, services } = args;
  const market = getMarket(locale.country);
  const symbol = (args.url.searchParams.get('symbol') ?? '').slice(0, 100);
  const amount = Math.min(
    Math.max(Number.parseInt(args.url.searchParams.get('amount') ?? '1', 10) || 1, 1),
    1_000_000,
  );
  const product = symbol ? await services.catalog.getProductDetails(symbol, priceContext(locale)) : null;
  const byCountry = await services.deliveryCatalog.forCountries(
    [market.country],
    market.currency,
    locale.language,
  );
  const methods = (byCountry.get(market.country) ?? []).map(({ countries: _countries, ...method }) => method);
  return {
    meta: personalMeta(args, t('guest.title')),
    data: {
      lines: product ? [{ symbol: product.symbol, amount, description: product.description ?? '' }] : [],
      methods,
      country: market.country,
      countryName: t(market.nameKey),
    },
  };
});
