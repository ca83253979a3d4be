import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  VisitorCartPriced,
  VisitorLine,
  VisitorPricedLine,
} from '../../../common/contracts/visitor-cart';
import { productNameOf } from '../../../common/cart-rules';
import { useT, type Translate } from '../../lib/i18n';
import { localHref, type Locale } from '../../lib/locale';
import { useFormat } from '../../lib/use-format';
import { VISITOR_CART_KEY } from '../../lib/visitor-cart';
import { writeLines } from '../../lib/visitor-cart-write';
import { guestCheckoutHref } from '../../lib/visitor-cart-links';
import { AmountInput } from '../../ui/amount-input';
import { CartLinesHead } from './cart-lines-head';
import { readVisitorCart, visitorCartApi } from './visitor-cart-lines';

/** As the customer cart: an amount is sent 300 ms after the last keystroke (spec §9). */
const AMOUNT_DEBOUNCE_MS = 300;

export interface VisitorCartViewProps {
  locale: Locale;
  /** Opens the login dialog (the page hands in the auth feature's): after it the lines join the account's cart. */
  onLogin: () => void;
  api?: Pick<typeof visitorCartApi, 'price'>;
}

type State =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'failed' }
  | { kind: 'priced'; lines: VisitorLine[]; priced: VisitorCartPriced };

/**
 * The visitor cart (ADR 087): the lines kept by the browser, priced by the server for the page's
 * market (the customer cart's pricing): each line with its prices at each break, stock, amount
 * (the amount input's minimum and multiples), line total and a remove button; the totals with VAT;
 * then "Order as a guest" (private persons) or "Log in / register to order".
 */
export function VisitorCartView({ locale, onLogin, api = visitorCartApi }: VisitorCartViewProps) {
  const t = useT();
  const format = useFormat();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const page = { country: locale.country, language: locale.language };

  const price = useCallback(
    async (lines: VisitorLine[]) => {
      const call = ++asked.current;
      let next: State;
      try {
        next =
          lines.length === 0
            ? { kind: 'empty' }
            : { kind: 'priced', lines, priced: await api.price(lines, page) };
      } catch {
        next = { kind: 'failed' };
      }
      // An older answer never overwrites a newer one.
      if (call !== asked.current) return;
      setState(next);
      setBusy(false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, locale.country, locale.language],
  );

  const reload = useCallback(() => void price(readVisitorCart().lines), [price]);
  useEffect(() => {
    reload();
    // Another tab changed the cart: show what it holds now.
    const onStorage = (event: StorageEvent) => {
      // Not this page's own writes (those have no storage area): it prices what it wrote itself.
      if (event.storageArea && (event.key === null || event.key === VISITOR_CART_KEY)) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  const change = (lines: VisitorLine[]) => {
    writeLines(lines);
    setBusy(true);
    void price(lines);
  };

  if (state.kind === 'loading')
    return (
      <div className="cart-page visitor-cart" data-testid="visitor-cart" aria-busy="true">
        <h1>{t('guest.cart.title')}</h1>
        <p role="status">{t('cart.loading')}</p>
      </div>
    );
  if (state.kind === 'empty')
    return (
      <div className="cart-page visitor-cart" data-testid="visitor-cart">
        <h1>{t('guest.cart.title')}</h1>
        <div className="cart-page__empty" data-testid="visitor-cart-empty">
          <p>{t('guest.cart.empty')}</p>
          <p>{t('guest.cart.emptyHint')}</p>
          <a className="button button--primary" href={localHref(locale, 'catalog_index')}>
            {t('guest.cart.browse')}
          </a>
        </div>
      </div>
    );
  if (state.kind === 'failed')
    return (
      <div className="cart-page visitor-cart" data-testid="visitor-cart">
        <h1>{t('guest.cart.title')}</h1>
        <p className="cart-page__problem" role="alert">
          {t('guest.cart.priceFailed')}
        </p>
        <p>
          <button type="button" className="button button--secondary" onClick={reload}>
            {t('guest.cart.retry')}
          </button>
        </p>
      </div>
    );

  const { lines, priced } = state;
  const currency = priced.totals.currency;
  // What a guest order can take: lines with a product, a price and a valid amount.
  const orderable = priced.lines.filter(
    (l) => l.problem === null && l.amountError === null && l.lineNet !== null,
  );
  return (
    <div className="cart-page visitor-cart" data-testid="visitor-cart" aria-busy={busy}>
      <div className="cart-page__head">
        <h1>{t('guest.cart.title')}</h1>
        <p className="cart-page__number" role="status">
          {busy ? t('guest.cart.updating') : ''}
        </p>
      </div>
      <table className="cart-lines">
        <CartLinesHead />
        <tbody>
          {priced.lines.map((line) => (
            <VisitorLineRow
              key={line.asked}
              line={line}
              currency={currency}
              t={t}
              format={format}
              onAmount={(amount) =>
                change(lines.map((l) => (l.symbol === line.asked ? { ...l, amount } : l)))
              }
              onRemove={() => change(lines.filter((l) => l.symbol !== line.asked))}
            />
          ))}
        </tbody>
      </table>
      <div className="cart-page__bottom visitor-cart__bottom">
        <p className="visitor-cart__hint">{t('guest.cart.loginHint')}</p>
        <section
          className="cart-totals"
          aria-label={t('cart.totals.title')}
          data-testid="visitor-cart-totals"
        >
          <dl>
            <dt>{t('guest.cart.net')}</dt>
            <dd>{format.price(priced.totals.net, currency)}</dd>
            <dt>{t('guest.cart.vat', { rate: priced.totals.vatRate })}</dt>
            <dd>{format.price(priced.totals.vat, currency)}</dd>
            <dt className="cart-totals__gross">{t('guest.cart.gross')}</dt>
            <dd className="cart-totals__gross" data-testid="visitor-cart-gross">
              {format.price(priced.totals.gross, currency)}
            </dd>
          </dl>
          {orderable.length < priced.lines.length && (
            <p className="cart-page__problem">{t('guest.cart.unpriced')}</p>
          )}
          <a
            className={
              orderable.length === 0
                ? 'button button--primary cart-totals__next is-disabled'
                : 'button button--primary cart-totals__next'
            }
            aria-disabled={orderable.length === 0}
            href={guestCheckoutHref(
              locale,
              orderable.map((l) => ({ symbol: l.asked, amount: l.amount })),
            )}
            data-testid="visitor-cart-guest"
          >
            {t('guest.cart.orderAsGuest')}
          </a>
          <p className="visitor-cart__guest-hint">{t('guest.guestHint')}</p>
          <button
            type="button"
            className="button button--secondary cart-totals__next"
            onClick={onLogin}
            data-testid="visitor-cart-login"
          >
            {t('guest.cart.loginToOrder')}
          </button>
        </section>
      </div>
    </div>
  );
}

function VisitorLineRow({
  line,
  currency,
  t,
  format,
  onAmount,
  onRemove,
}: {
  line: VisitorPricedLine;
  currency: string;
  t: Translate;
  format: ReturnType<typeof useFormat>;
  onAmount: (amount: number) => void;
  onRemove: () => void;
}) {
  const [amount, setAmount] = useState(line.amount);
  // The server's amount (after a change is priced, or from another tab) replaces what was typed.
  const [priced, setPriced] = useState(line.amount);
  if (priced !== line.amount) {
    setPriced(line.amount);
    setAmount(line.amount);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const product = line.product;
  const symbol = product?.symbol ?? line.asked;
  return (
    <tr className="cart-line" data-testid="visitor-cart-line">
      <td className="cart-line__product" data-label={t('cart.columns.product')}>
        <div className="cart-line__product-inner">
          <img
            src={product?.imageUrl ?? '/images/no-photo.svg'}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="cart-line__image"
          />
          <div className="cart-line__text">
            <strong className="cart-line__symbol">{symbol}</strong>
            {product && (
              <>
                <span className="cart-line__name">{productNameOf(product.description)}</span>
                <span className="cart-line__manufacturer">{product.manufacturer}</span>
                {product.breaks.length > 0 && (
                  <dl className="visitor-cart__breaks" aria-label={t('guest.cart.prices')}>
                    {product.breaks.map((b) => (
                      <div
                        key={b.amount}
                        className={
                          isBreakOf(product.breaks, b.amount, line.amount)
                            ? 'visitor-cart__break is-current'
                            : 'visitor-cart__break'
                        }
                      >
                        <dt>{format.number(b.amount)}+</dt>
                        <dd>{format.price(b.price, currency)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </>
            )}
            {line.problem && (
              <span className="cart-page__problem" role="alert" data-testid="visitor-cart-problem">
                {t(line.problem.key, line.problem.params as Record<string, string>)}
              </span>
            )}
          </div>
        </div>
      </td>
      <td className="cart-line__amount" data-label={t('cart.columns.amount')}>
        {product ? (
          <>
            <AmountInput
              label={`${t('cart.columns.amount')} ${symbol}`}
              minimumQuantity={product.minimumQuantity}
              multiples={product.multiples}
              value={amount}
              onChange={(next, error) => {
                setAmount(next);
                clearTimeout(timer.current);
                if (error === null && next !== line.amount)
                  timer.current = setTimeout(() => onAmount(next), AMOUNT_DEBOUNCE_MS);
              }}
              stock={product.stock ?? undefined}
              messages={{
                minimum: (min: number) => t('amountInput.minimumAmount', { min }),
                multiplicity: (multiple: number) => t('amountInput.multiplicity', { multiple }),
                stock: (count: number) =>
                  product.leadTimeDays === null
                    ? t('amountInput.stockNoticeUnknown', { count: format.number(count) })
                    : t('amountInput.stockNotice', {
                        count: format.number(count),
                        days: product.leadTimeDays,
                      }),
              }}
              increaseLabel={t('amountInput.increase')}
              decreaseLabel={t('amountInput.decrease')}
            />
            <span className="cart-line__unit">{product.unit}</span>
          </>
        ) : (
          format.number(line.amount)
        )}
      </td>
      <td className="cart-line__price" data-label={t('cart.columns.unitPrice')}>
        {line.unitPrice ? format.price(line.unitPrice, currency) : '–'}
      </td>
      <td className="cart-line__net" data-label={t('cart.columns.lineNet')}>
        <strong data-testid="visitor-cart-line-net">
          {line.lineNet ? format.price(line.lineNet, currency) : '–'}
        </strong>
      </td>
      <td className="cart-line__stock" data-label={t('cart.columns.availability')}>
        {product?.stock != null && (
          <span>{t('guest.cart.inStock', { count: format.number(product.stock) })}</span>
        )}
        {product?.leadTimeDays != null && (
          <span className="cart-line__delivery">
            {' '}
            {t('guest.cart.leadTime', { days: product.leadTimeDays })}
          </span>
        )}
      </td>
      <td className="cart-line__actions">
        <button
          type="button"
          className="button button--link"
          onClick={onRemove}
          aria-label={t('guest.cart.removeLabel', { symbol })}
          data-testid="visitor-cart-remove"
        >
          {t('guest.cart.remove')}
        </button>
      </td>
    </tr>
  );
}

/** The break the line's amount is priced at: the last one it reaches. */
function isBreakOf(breaks: readonly { amount: number }[], at: number, amount: number): boolean {
  const reached = breaks.filter((b) => b.amount <= amount);
  return reached.length > 0 && reached[reached.length - 1]!.amount === at;
}
