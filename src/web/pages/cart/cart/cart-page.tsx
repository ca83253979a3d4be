import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isOfferNumber } from '../../../../common/offers';
import type {
  CartLine,
  CartStep1,
  Completeness,
  DeliveryTime,
  OrderMode,
  DiscountState,
} from '../../../../common/contracts/cart';
import { productNameOf } from '../../../../common/cart-rules';
import type { ErrorBody } from '../../../../common/errors';
import { LoginForm } from '../../../features/auth/login-form';
import { cartApi } from '../../../features/cart/cart-api';
import { CartLinesHead } from '../../../features/cart/cart-lines-head';
import { CART_EVENTS, fireCartEvent } from '../../../lib/cart-events';
import { ApiError } from '../../../lib/api';
import { useT, useUiTranslate, type Translate } from '../../../lib/i18n';
import { localHref } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { useRootData } from '../../../lib/root-data';
import { AmountInput } from '../../../ui/amount-input';
import { useConfirm } from '../../../ui/confirmation-modal';
import { useErrorModal } from '../../../ui/error-modal';
import { SaveToFavourites } from '../../../features/favourites/save-to-favourites';
import { DiscountCodeField } from '../../../features/discounts/discount-code-field';
import '../../../features/discounts/discounts.css';
import type { PageProps } from '../../page-types';
import { OutOfRangeNote } from '../../../features/orders/out-of-range-note';
import { BackorderSplit } from '../../../features/orders/backorder-split';
import { StockByPlace } from '../../../features/backorders/stock-by-place';
import { TransferCartButton } from '../../../features/punchout/transfer-cart-button';

/** Spec §9: amount changes are sent 300 ms after the last keystroke. */
export interface CartPageData {
  orderNumber: string;
  /** The cart, or null for visitors (login prompt) and for an order that cannot be shown. */
  cart: CartStep1 | null;
  /** Why the cart cannot be shown (not found, expired, closed), in the shop's error shape. */
  error: { status: number; erpCode: number | null; message: string } | null;
  /** The customer's own symbols of the lines' products, by product symbol (issue 17). */
  customerSymbols: Record<string, string>;
  /** /cart (ADR 087): the visitor cart, kept by the browser; the rest is empty then. */
  visitorCart?: true;
}

// The visitor cart's view loads only on /cart: a customer's cart page does not carry it.
const VisitorCartPage = lazy(() => import('./visitor-cart').then((m) => ({ default: m.VisitorCartPage })));

export const AMOUNT_DEBOUNCE_MS = 300;

function deliveryText(t: Translate, delivery: DeliveryTime): string {
  switch (delivery.kind) {
    case 'today':
      return t('cart.delivery.today');
    case 'nextWorkingDay':
      return t('cart.delivery.nextWorkingDay');
    case 'leadTime':
      return t('cart.delivery.leadTime', { days: delivery.days });
    default:
      return t('cart.delivery.unknown');
  }
}

/** /cart/step/1/order/{orderNumber}: the lines of the cart, their amounts, totals and order fields. */
export function CartPage({ data, locale }: PageProps<CartPageData>) {
  const t = useT();
  const { customer } = useRootData();

  if (data.visitorCart)
    return (
      <Suspense fallback={<p className="cart-page">{t('cart.loading')}</p>}>
        <VisitorCartPage locale={locale} />
      </Suspense>
    );

  if (!customer) {
    return (
      <div className="cart-page" data-testid="login-required">
        <h1>{t('cart.page.title')}</h1>
        <p>{t('cart.page.loginRequired')}</p>
        <LoginForm locale={locale} onLoggedIn={() => window.location.reload()} />
      </div>
    );
  }
  if (!data.cart) {
    return (
      <div className="cart-page" data-testid="cart-unavailable">
        <h1>{t('cart.page.title')}</h1>
        <p className="cart-page__problem" role="alert">
          {data.error?.erpCode === 35
            ? t('cart.page.expired')
            : data.error?.erpCode === 59
              ? t('cart.page.closed')
              : t('cart.page.notFound')}
        </p>
        <p>
          <a href={localHref(locale, 'catalog_index')}>{t('cart.page.browse')}</a>
        </p>
      </div>
    );
  }
  return <CartView initial={data.cart} customerSymbols={data.customerSymbols} locale={locale} />;
}

function CartView({
  initial,
  customerSymbols,
  locale,
}: {
  initial: CartStep1;
  customerSymbols: CartPageData['customerSymbols'];
  locale: PageProps<CartPageData>['locale'];
}) {
  const t = useT();
  const uiT = useUiTranslate();
  const format = useFormat();
  const confirm = useConfirm();
  const showError = useErrorModal();
  const { customer, punchout } = useRootData();
  const [cart, setCart] = useState(initial);
  const [deleted, setDeleted] = useState(false);
  const [busy, setBusy] = useState(0);
  const { orderNumber } = cart;
  const currency = cart.totals.currency;

  const fail = useCallback(
    (failure: unknown) => {
      const body: ErrorBody =
        failure instanceof ApiError
          ? failure.body
          : { error: 'Error', code: 0, erpCode: null, message: '', issues: [] };
      showError(body, {
        t: uiT,
        isZoneCustomer: customer?.kind === 'zone',
        logoutToHome: () => {
          window.location.href = localHref(locale, 'logout');
        },
        onOrderMissing: () => {
          void cartApi.clearTouch().catch(() => undefined);
          fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: null });
        },
      });
    },
    [showError, uiT, customer, locale],
  );

  /** Runs a change; the server answers the whole cart, priced again. */
  const change = useCallback(
    async (call: () => Promise<CartStep1>) => {
      setBusy((n) => n + 1);
      try {
        const next = await call();
        setCart(next);
        fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber: next.orderNumber });
        return true;
      } catch (failure) {
        fail(failure);
        return false;
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [fail],
  );

  const removeLine = async (line: CartLine) => {
    const yes = await confirm('cancelOrder', {
      t: uiT,
      texts: {
        title: t('cart.remove.title'),
        info: t('cart.remove.info'),
        text: t('cart.remove.text', { symbol: line.symbol }),
      },
    });
    if (yes) await change(() => cartApi.deleteItem(orderNumber, line.itemId));
  };

  const deleteOrder = async () => {
    const yes = await confirm('cancelOrder', {
      t: uiT,
      texts: { title: t('cart.deleteOrder.title'), text: t('cart.deleteOrder.text', { orderNumber }) },
    });
    if (!yes) return;
    try {
      await cartApi.deleteOrder(orderNumber);
      setDeleted(true);
      fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: null });
      fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber });
    } catch (failure) {
      fail(failure);
    }
  };

  if (deleted) {
    return (
      <div className="cart-page" data-testid="cart-deleted">
        <h1>{t('cart.page.title')}</h1>
        <p role="status">{t('cart.deleteOrder.done', { orderNumber })}</p>
        <p>
          <a href={localHref(locale, 'catalog_index')}>{t('cart.page.browse')}</a>
        </p>
      </div>
    );
  }

  const empty = cart.lines.length === 0;
  const blocked = empty || cart.lines.some((l) => l.amountError !== null) || cart.totals.unpricedLines > 0;

  return (
    <div className="cart-page" data-testid="cart-page" aria-busy={busy > 0}>
      <div className="cart-page__head">
        <h1>{t('cart.page.title')}</h1>
        <p className="cart-page__number">{t('cart.orderNumber', { orderNumber })}</p>
        <a className="cart-page__quickbuy" href={localHref(locale, 'quick_buy')}>
          {t('quickbuy.cartLink')}
        </a>
      </div>

      {empty ? (
        <div className="cart-page__empty" data-testid="cart-empty">
          <p>{t('cart.page.empty')}</p>
          <a className="button button--primary" href={localHref(locale, 'catalog_index')}>
            {t('cart.page.browse')}
          </a>
        </div>
      ) : (
        <table className="cart-lines">
          <CartLinesHead />
          <tbody>
            {cart.lines.map((line) => (
              <CartLineRow
                key={line.itemId}
                line={line}
                customerSymbol={customerSymbols[line.symbol]}
                currency={currency}
                completeness={cart.completeness}
                onAmount={(amount) => change(() => cartApi.updateItem(orderNumber, line.itemId, amount))}
                onEndUse={(endUse) => change(() => cartApi.setEndUse(orderNumber, line.itemId, endUse))}
                onRemove={() => void removeLine(line)}
                format={format}
              />
            ))}
          </tbody>
        </table>
      )}

      {!empty && (
        <div className="cart-page__bottom">
          <OrderFields
            cart={cart}
            onChange={(fields) => change(() => cartApi.updateOrder(orderNumber, fields))}
            onDiscount={(state) => {
              setCart((current) => ({
                ...current,
                discountCode: state.discount?.code ?? null,
                discountCodeValid: state.discount?.valid ?? null,
                discount: state.discount,
                totals: state.totals,
              }));
              fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber });
            }}
            onError={fail}
          />
          <section className="cart-totals" aria-label={t('cart.totals.title')} data-testid="cart-totals">
            <dl>
              {cart.discount?.valid && (
                <>
                  <dt>{t('discounts.goodsBeforeDiscount')}</dt>
                  <dd>{format.price(cart.totals.goodsNet, currency)}</dd>
                  <dt className="cart-totals__discount">
                    {t('discounts.line', { code: cart.discount.code })}
                  </dt>
                  <dd className="cart-totals__discount" data-testid="cart-discount">
                    −{format.price(cart.totals.discount, currency)}
                  </dd>
                </>
              )}
              <dt>{t('cart.totals.net')}</dt>
              <dd>{format.price(cart.totals.net, currency)}</dd>
              <dt>{t('cart.totals.vat', { rate: cart.totals.vatRate })}</dt>
              <dd>{format.price(cart.totals.vat, currency)}</dd>
              <dt className="cart-totals__gross">{t('cart.totals.gross')}</dt>
              <dd className="cart-totals__gross" data-testid="cart-gross">
                {format.price(cart.totals.gross, currency)}
              </dd>
            </dl>
            {cart.discount?.valid && <p className="cart-totals__omnibus">{t('discounts.omnibusNote')}</p>}
            {cart.totals.unpricedLines > 0 && (
              <p className="cart-page__problem">
                {t('cart.totals.unpriced', { count: cart.totals.unpricedLines })}
              </p>
            )}
            {punchout ? (
              // A procurement system's session (ADR 074): the cart goes back there instead.
              <TransferCartButton orderNumber={orderNumber} disabled={blocked} />
            ) : (
              <a
                className={
                  blocked
                    ? 'button button--primary cart-totals__next is-disabled'
                    : 'button button--primary cart-totals__next'
                }
                href={blocked ? undefined : localHref(locale, 'order_cart', { orderStep: '2', orderNumber })}
                aria-disabled={blocked}
                data-testid="cart-continue"
              >
                {t('cart.page.continue')}
              </a>
            )}
          </section>
        </div>
      )}

      <div className="cart-page__footer">
        <SaveToFavourites
          locale={locale}
          variant="saveFavourites"
          items={cart.lines.map((line) => ({ symbol: line.symbol, quantity: line.amount }))}
        />
        <button
          type="button"
          className="button button--danger"
          onClick={() => void deleteOrder()}
          data-testid="cart-delete-order"
        >
          {t('cart.deleteOrder.button')}
        </button>
      </div>
    </div>
  );
}

function CartLineRow({
  line,
  customerSymbol,
  currency,
  completeness,
  onAmount,
  onEndUse,
  onRemove,
  format,
}: {
  line: CartLine;
  customerSymbol: string | undefined;
  currency: string;
  completeness: Completeness;
  onAmount: (amount: number) => Promise<boolean>;
  onEndUse: (endUse: string | null) => Promise<boolean>;
  onRemove: () => void;
  format: ReturnType<typeof useFormat>;
}) {
  const t = useT();
  const [amount, setAmount] = useState(line.amount);
  const [endUse, setEndUse] = useState(line.endUse ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server's amount wins when it changes (after a save or another tab's change).
  const [serverAmount, setServerAmount] = useState(line.amount);
  if (serverAmount !== line.amount) {
    setServerAmount(line.amount);
    setAmount(line.amount);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <tr className="cart-line" data-testid="cart-line">
      <td className="cart-line__product" data-label={t('cart.columns.product')}>
        <div className="cart-line__product-inner">
          {/* The catalogue's neutral drawing stands in for a missing photo, as on product cards. */}
          <img
            src={line.imageUrl ?? '/images/no-photo.svg'}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="cart-line__image"
          />
          <div className="cart-line__text">
            <strong className="cart-line__symbol">{line.symbol}</strong>
            {customerSymbol !== undefined && (
              <span className="cart-line__customer-symbol" data-testid="cart-customer-symbol">
                {t('customerSymbols.yourSymbol')}: {customerSymbol}
              </span>
            )}
            <span className="cart-line__name">{productNameOf(line.description)}</span>
            <span className="cart-line__manufacturer">{line.manufacturer}</span>
            {line.outOfRange && <OutOfRangeNote facts={line.outOfRange} />}
            {line.split && <BackorderSplit split={line.split} completeness={completeness} />}
            {line.quotationId && line.quotationPosition != null && (
              // A line taken from a quote at its locked price (ADR 051) says which quote and line.
              <span className="cart-line__quote" data-testid="cart-quote-reference">
                {t(isOfferNumber(line.quotationId) ? 'offers.cartReference' : 'rfq.cartReference', {
                  number: line.quotationId,
                  position: line.quotationPosition,
                })}
                {line.quoteProblem && (
                  <strong className="cart-line__quote-problem"> {t(line.quoteProblem)}</strong>
                )}
              </span>
            )}
            <label className="cart-line__end-use">
              <span>{t('cart.endUse.label')}</span>
              <input
                type="text"
                maxLength={200}
                value={endUse}
                placeholder={t('cart.endUse.placeholder')}
                onChange={(e) => setEndUse(e.target.value)}
                onBlur={() => {
                  if (endUse.trim() !== (line.endUse ?? '')) void onEndUse(endUse.trim() || null);
                }}
              />
            </label>
          </div>
        </div>
      </td>
      <td className="cart-line__amount" data-label={t('cart.columns.amount')}>
        <AmountInput
          label={`${t('cart.columns.amount')} ${line.symbol}`}
          minimumQuantity={line.minimumQuantity}
          multiples={line.multiples}
          value={amount}
          onChange={(next, error) => {
            setAmount(next);
            clearTimeout(timer.current);
            if (error === null && next !== line.amount) {
              timer.current = setTimeout(() => void onAmount(next), AMOUNT_DEBOUNCE_MS);
            }
          }}
          stock={line.stock}
          messages={{
            minimum: (min: number) => t('amountInput.minimumAmount', { min }),
            multiplicity: (multiple: number) => t('amountInput.multiplicity', { multiple }),
            stock: (count: number) =>
              line.leadTimeDays === null
                ? t('amountInput.stockNoticeUnknown', { count: format.number(count) })
                : t('amountInput.stockNotice', { count: format.number(count), days: line.leadTimeDays }),
          }}
          increaseLabel={t('amountInput.increase')}
          decreaseLabel={t('amountInput.decrease')}
        />
        <span className="cart-line__unit">{format.unit(line.unit, line.amount)}</span>
      </td>
      <td className="cart-line__price" data-label={t('cart.columns.unitPrice')}>
        {line.unitPrice ? format.price(line.unitPrice, currency, line.pricePrecision) : t('cart.noPrice')}
      </td>
      <td className="cart-line__net" data-label={t('cart.columns.lineNet')}>
        <strong>{line.lineNet ? format.price(line.lineNet, currency) : '–'}</strong>
      </td>
      <td className="cart-line__stock" data-label={t('cart.columns.availability')}>
        <div className="cart-line__stock-inner">
          <span>{t('cart.stock', { count: format.number(line.stock) })}</span>
          <span className="cart-line__delivery">{deliveryText(t, line.deliveryTime)}</span>
          {line.warehouses && <StockByPlace places={line.warehouses} unit={line.unit} compact />}
        </div>
      </td>
      <td className="cart-line__actions">
        <button
          type="button"
          className="button button--link"
          onClick={onRemove}
          aria-label={t('cart.remove.label', { symbol: line.symbol })}
        >
          {t('cart.remove.button')}
        </button>
      </td>
    </tr>
  );
}

function OrderFields({
  cart,
  onChange,
  onDiscount,
  onError,
}: {
  cart: CartStep1;
  onChange: (fields: {
    customerOrderNumber?: string | null;
    completeness?: Completeness;
    mode?: OrderMode;
  }) => Promise<boolean>;
  onDiscount: (state: DiscountState) => void;
  onError: (failure: unknown) => void;
}) {
  const t = useT();
  const [customerOrderNumber, setCustomerOrderNumber] = useState(cart.customerOrderNumber ?? '');

  return (
    <section className="cart-fields" aria-label={t('cart.fields.title')}>
      <fieldset className="cart-fields__completeness">
        <legend>{t('cart.completeness.label')}</legend>
        {(['partial', 'complete'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="completeness"
              value={value}
              checked={cart.completeness === value}
              onChange={() => void onChange({ completeness: value })}
            />{' '}
            {t(`cart.completeness.${value}`)}
          </label>
        ))}
      </fieldset>
      {/* Spec §4 order modes: an order not for the end user declares each line's end use. */}
      <fieldset className="cart-fields__completeness" data-testid="cart-mode">
        <legend>{t('cart.mode.label')}</legend>
        {(['standard', 'non_end_user'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="mode"
              value={value}
              checked={cart.mode === value}
              onChange={() => void onChange({ mode: value })}
            />{' '}
            {t(`cart.mode.${value}`)}
          </label>
        ))}
        {cart.mode === 'non_end_user' && <p className="cart-fields__hint">{t('cart.mode.hint')}</p>}
      </fieldset>
      <label className="cart-fields__field">
        <span>{t('cart.fields.customerOrderNumber')}</span>
        <input
          type="text"
          maxLength={35}
          value={customerOrderNumber}
          onChange={(e) => setCustomerOrderNumber(e.target.value)}
          onBlur={() => {
            if (customerOrderNumber.trim() !== (cart.customerOrderNumber ?? '')) {
              void onChange({ customerOrderNumber: customerOrderNumber.trim() || null });
            }
          }}
        />
      </label>
      <div className="cart-fields__field cart-fields__discount">
        <DiscountCodeField
          orderNumber={cart.orderNumber}
          discount={cart.discount}
          onChanged={onDiscount}
          onError={onError}
        />
      </div>
    </section>
  );
}
