/**
 * Delivery methods and the payments each allows (spec §3), per country, with the cost converted
 * from net PLN into the customer's currency. The addresses list and checkout both read them here.
 */
import type { DeliveryMethod, PaymentMethod } from '../../../common/contracts/checkout';
import { translate } from '../../../common/i18n';
import {
  currencyPrecision,
  findMarket,
  isCurrency,
  type Currency,
  type Language,
} from '../../../common/markets';
import { convertFromPln, roundHalfUp } from '../../../common/money';
import type { Db } from '../../db/client';
import type { PricingService } from '../pricing';
import { selectDeliveryMethods, type DeliveryPaymentRow } from './placement.repository';

export interface DeliveryMethodInfo extends DeliveryMethod {
  countries: string[];
}

export function createDeliveryCatalog(
  db: Db,
  pricing: PricingService,
  options: { ttlMs?: number; offers?: (provider: string, currency: string) => boolean } = {},
) {
  // A payment through operators of which none runs here (testpay in production, PayU unconfigured)
  // or none takes the currency (PayU and rupees) is not offered.
  const offers = options.offers ?? (() => false);
  const offered = (row: DeliveryPaymentRow, currency: string) =>
    (row.paymentProviders ?? []).length === 0 || row.paymentProviders!.some((p) => offers(p, currency));
  // Reference data that changes with a migration, not per request: a minute-old copy saves a query
  // on every addresses list and every checkout call.
  const ttlMs = options.ttlMs ?? 60_000;
  let cache: { at: number; rows: Promise<DeliveryPaymentRow[]> } | undefined;
  function allRows(): Promise<DeliveryPaymentRow[]> {
    const now = Date.now();
    if (!cache || now - cache.at >= ttlMs) {
      const rows = selectDeliveryMethods(db);
      cache = { at: now, rows };
      rows.catch(() => (cache = undefined));
    }
    return cache.rows;
  }

  /** country → its delivery methods (in sort order), for every country asked; one query. */
  async function forCountries(
    countries: readonly string[],
    currency: string,
    language: Language,
  ): Promise<Map<string, DeliveryMethodInfo[]>> {
    const wanted = [...new Set(countries)];
    const result = new Map<string, DeliveryMethodInfo[]>(wanted.map((c) => [c, []]));
    if (wanted.length === 0) return result;
    const cur: Currency = isCurrency(currency) ? currency : 'PLN';
    const [all, rates] = await Promise.all([allRows(), pricing.exchangeRates()]);
    const rows = all.filter((row) => row.countries.some((c) => result.has(c)));
    const rate = rates[cur] ?? '1';
    const methods = new Map<string, DeliveryMethodInfo>();
    for (const row of rows) {
      let method = methods.get(row.id);
      if (!method) {
        method = {
          id: row.id,
          name: translate(language, row.nameKey),
          masterName: row.masterName,
          cost: roundHalfUp(convertFromPln(row.costPln, rate), currencyPrecision(cur)).toFixed(
            currencyPrecision(cur),
          ),
          currency: cur,
          transportMethods: row.transportMethods.filter(
            (t): t is 'road' | 'flight' => t === 'road' || t === 'flight',
          ),
          isAccessPoint: row.isAccessPoint,
          paymentMethods: { elements: [] },
          countries: row.countries,
        };
        methods.set(row.id, method);
      }
      if (row.paymentId && offered(row, cur)) {
        const payment: PaymentMethod = {
          id: row.paymentId,
          name: translate(language, row.paymentNameKey ?? row.paymentId),
          kind: row.paymentKind ?? 'bank_transfer',
          paymentProviders: row.paymentProviders ?? [],
        };
        method.paymentMethods.elements.push(payment);
      }
    }
    for (const method of methods.values()) {
      for (const country of method.countries) result.get(country)?.push(method);
    }
    return result;
  }

  return { forCountries };
}

export type DeliveryCatalog = ReturnType<typeof createDeliveryCatalog>;

/**
 * A method's name where methods of every country are listed together (the order settings): the
 * service and its carrier, and the country when it serves one ("Courier – Poland (DPD Polska)"), so
 * nine couriers are not nine times "Courier".
 */
export function deliveryChoiceName(
  method: { nameKey: string; masterName: string; countries: readonly string[] },
  language: Language,
): string {
  const service = translate(language, method.nameKey);
  const only = method.countries.length === 1 ? findMarket(method.countries[0]!) : undefined;
  const where = only ? ` – ${translate(language, only.nameKey)}` : '';
  return `${service}${where} (${method.masterName})`;
}
