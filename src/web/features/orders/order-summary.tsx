import { formatPrice } from '../../../common/format';
import type { Currency } from '../../../common/markets';
import { useT } from '../../lib/i18n';
import { OutOfRangeNote, type OutOfRangeFacts } from './out-of-range-note';
import { BackorderSplit } from './backorder-split';
import type { LineSplitView } from '../../../common/contracts/backorders';
import type { Locale } from '../../lib/locale';
import './orders.css';

export interface OrderSummaryLine {
  key: string;
  position: number;
  symbol: string;
  /** The manufacturer and its symbol, where the order knows them. */
  manufacturer?: string;
  description: string;
  /** The customer's own symbol of the product (issue 17), where it has one. */
  customerSymbol?: string | null;
  /** "Quote RFQ-000001, line 3": the quote the line was bought from (ADR 051). */
  quote?: string | null;
  /** A product outside the normal range (ADR 056): its part number, maker and lead time. */
  outOfRange?: OutOfRangeFacts | null;
  /** A back-ordered line (ADR 077): what ships from stock and what follows, with the order's delivery choice. */
  backorder?: { split: LineSplitView; completeness: 'complete' | 'partial' } | null;
  /** The amount as shown, with its unit where there is one. */
  amount: string;
  unitPrice: string | null;
  lineNet: string | null;
}

export interface OrderSummaryTotals {
  /** The lines' net sum; shown where the order still counts it apart from delivery (checkout). */
  linesNet?: string;
  deliveryCost: string | null;
  net: string;
  vat: string;
  vatRate: string | number;
  gross: string;
}

/** A discount code's line in the totals (ADR 050): its code and the net amount it takes off. */
export interface OrderTotalsDiscount {
  code: string;
  amountNet: string;
}

/** Money of an order: a missing value says so; a unit price keeps its significant decimals. */
function useOrderMoney(currency: string, grouping: Locale['grouping']) {
  const t = useT();
  const none = t('orders.details.none');
  return {
    money: (value: string | null) =>
      value === null ? none : formatPrice(value, currency as Currency, { grouping }),
    // Components cost fractions of a grosz: as many decimals as the price has, at least 2.
    unitMoney: (value: string | null) =>
      value === null
        ? none
        : formatPrice(value, currency as Currency, {
            grouping,
            precision: Math.max(2, (value.split('.')[1] ?? '').replace(/0+$/, '').length),
          }),
  };
}

interface MoneyProps {
  currency: string;
  grouping: Locale['grouping'];
}

/** An order's lines, the same on the checkout step and the order status page. */
export function OrderLinesTable({ lines, currency, grouping }: MoneyProps & { lines: OrderSummaryLine[] }) {
  const t = useT();
  const { money, unitMoney } = useOrderMoney(currency, grouping);
  return (
    <table className="order-table order-lines" data-testid="order-lines">
      <thead>
        <tr>
          <th scope="col">{t('orders.details.position')}</th>
          <th scope="col">{t('orders.details.symbol')}</th>
          <th scope="col">{t('orders.details.description')}</th>
          <th scope="col" className="is-number">
            {t('orders.details.amount')}
          </th>
          <th scope="col" className="is-number">
            {t('orders.details.unitPrice')}
          </th>
          <th scope="col" className="is-number">
            {t('orders.details.lineNet')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <td data-label={t('orders.details.position')}>{line.position}</td>
            <th scope="row" className="order-lines__symbol">
              {line.symbol}
              {line.manufacturer && <span className="order-lines__manufacturer">{line.manufacturer}</span>}
              {line.customerSymbol && (
                <span className="order-lines__own-symbol" data-testid="line-customer-symbol">
                  {t('customerSymbols.yourSymbol')}: {line.customerSymbol}
                </span>
              )}
              {line.quote && (
                <span className="order-lines__own-symbol" data-testid="line-quote-reference">
                  {line.quote}
                </span>
              )}
              {line.outOfRange && <OutOfRangeNote facts={line.outOfRange} />}
              {line.backorder && (
                <BackorderSplit split={line.backorder.split} completeness={line.backorder.completeness} />
              )}
            </th>
            <td data-label={t('orders.details.description')} className="order-lines__description">
              {line.description}
            </td>
            <td data-label={t('orders.details.amount')} className="is-number">
              {line.amount}
            </td>
            <td data-label={t('orders.details.unitPrice')} className="is-number">
              {unitMoney(line.unitPrice)}
            </td>
            <td data-label={t('orders.details.lineNet')} className="is-number">
              {money(line.lineNet)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * An order's totals, the same on the checkout step and the order status page. `grossLabel` names
 * the gross total where it is still to be paid (checkout).
 */
export function OrderTotalsList({
  totals,
  currency,
  grouping,
  grossLabel,
  discount,
}: MoneyProps & {
  totals: OrderSummaryTotals;
  grossLabel?: string;
  /** Shown between the goods and delivery when a code takes something off. */
  discount?: OrderTotalsDiscount | null;
}) {
  const t = useT();
  const { money } = useOrderMoney(currency, grouping);
  return (
    <dl className="order-totals" data-testid="order-totals">
      {totals.linesNet !== undefined && (
        <div>
          <dt>{t('orders.details.linesNet')}</dt>
          <dd>{money(totals.linesNet)}</dd>
        </div>
      )}
      {discount && (
        <div className="order-totals__discount" data-testid="order-discount">
          <dt>{t('discounts.line', { code: discount.code })}</dt>
          <dd>−{money(discount.amountNet)}</dd>
        </div>
      )}
      {totals.deliveryCost !== null && (
        <div>
          <dt>{t('orders.details.deliveryCost')}</dt>
          <dd>{money(totals.deliveryCost)}</dd>
        </div>
      )}
      <div>
        <dt>{t('orders.details.net')}</dt>
        <dd>{money(totals.net)}</dd>
      </div>
      <div>
        <dt>{t('orders.details.vat', { rate: totals.vatRate })}</dt>
        <dd>{money(totals.vat)}</dd>
      </div>
      <div className="order-totals__gross">
        <dt>{grossLabel ?? t('orders.details.gross')}</dt>
        <dd data-testid="order-gross">{money(totals.gross)}</dd>
      </div>
    </dl>
  );
}
