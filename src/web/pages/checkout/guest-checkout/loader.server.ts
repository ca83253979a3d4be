import { AppError } from '../../../../common/errors';
import { getMarket } from '../../../../common/markets';
import { hasControlCharacters } from '../../../../common/customer-symbols';
import { VISITOR_CART_MAX_LINES, VISITOR_LINE_MAX_AMOUNT } from '../../../../common/contracts/visitor-cart';
import {
  notFound,
  pageLoader,
  personalMeta,
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
  // The lines (ADR 087): `?symbol=&amount=` once per line, from the visitor cart or the order button;
  // priced as the visitor cart is, a line that cannot be ordered is named and left out.
  const params = args.url.searchParams;
  const amounts = params.getAll('amount');
  const asked = new Map<string, number>();
  params.getAll('symbol').forEach((raw, i) => {
    const symbol = raw.trim().slice(0, 100);
    const amount = Math.min(
      Math.max(Number.parseInt(amounts[i] ?? '1', 10) || 1, 1),
      VISITOR_LINE_MAX_AMOUNT,
    );
    if (symbol && !hasControlCharacters(symbol) && asked.size < VISITOR_CART_MAX_LINES)
      asked.set(symbol, (asked.get(symbol) ?? 0) + amount);
  });
  const priced =
    asked.size > 0
      ? await services.visitorCart.price(
          [...asked].map(([symbol, amount]) => ({
            symbol,
            amount: Math.min(amount, VISITOR_LINE_MAX_AMOUNT),
          })),
          { country: market.country, language: locale.language },
        )
      : null;
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
      lines: (priced?.lines ?? []).flatMap((line) =>
        line.product && line.problem === null
          ? [
              {
                symbol: line.asked,
                amount: line.amount,
                description: line.product.description,
                lineNet: line.lineNet,
              },
            ]
          : [],
      ),
      refused: (priced?.lines ?? []).flatMap((line) =>
        line.problem ? [t(line.problem.key, line.problem.params as Record<string, string>)] : [],
      ),
      totals: priced?.totals ?? null,
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
