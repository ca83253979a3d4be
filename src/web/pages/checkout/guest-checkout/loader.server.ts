import { AppError } from '../../../../common/errors';
import { getMarket } from '../../../../common/markets';
import {
  notFound,
  pageLoader,
  personalMeta,
  priceContext,
  translator,
  type PageLoadArgs,
} from '../../loader-support.server';
import page from './page';

/**
 * The guest's form: the part the order button was pressed for (`?symbol=&amount=`), and the
 * market's delivery methods with their payments, as a customer of the market gets them.
 */
async function form(args: PageLoadArgs) {
  const t = translator(args);
  const { locale, services } = args;
  const market = getMarket(locale.country);
  const symbol = (args.url.searchParams.get('symbol') ?? '').slice(0, 100);
  const asked = Number.parseInt(args.url.searchParams.get('amount') ?? '1', 10) || 1;
  const amount = Math.min(Math.max(asked, 1), 1_000_000);
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
      kind: 'form' as const,
      lines: product ? [{ symbol: product.symbol, amount, description: product.description ?? '' }] : [],
      methods,
      country: market.country,
      countryName: t(market.nameKey),
    },
  };
}

/** The order by its link: only a valid, unexpired link opens it; anything else is the 404 page. */
async function order(args: PageLoadArgs) {
  const t = translator(args);
  const token = args.match.params.token ?? '';
  try {
    const view = await args.services.guestCheckout.view(token, args.locale.language);
    return {
      meta: personalMeta(args, t('guest.statusTitle', { orderNumber: view.order.orderNumber })),
      data: { kind: 'order' as const, token, view, loggedIn: args.customer !== null },
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return notFound(args);
    throw error;
  }
}

export default pageLoader(page, (args) => (args.match.name === 'guest_order' ? order(args) : form(args)));
