import type { QueryClient } from '@tanstack/react-query';
import type { MiniCart } from '../../../common/contracts/cart';
import { ERP_CODES } from '../../../common/erp-codes';
import type { ErrorBody } from '../../../common/errors';
import { ApiError } from '../../lib/api';
import { Dialog } from '../../ui/dialog';
import { showErrorModal } from '../../ui/error-modal';
import type { ModalStack } from '../../ui/modal-stack';
import type { ProgressApi } from '../../ui/progress-bar';
import type { Translate as UiTranslate } from '../../ui/texts';
import type { Translate } from '../../lib/i18n';
import { cartApi, MINI_CART_QUERY_KEY, newIdempotencyKey } from './cart-api';
import { CART_EVENTS, fireCartEvent, type CartEventName, type CartEventDetail } from '../../lib/cart-events';
import { track } from '../../lib/analytics';

/** Spec §9: the credit-control warning follows the success message after 2 s. */
export const CREDIT_WARNING_DELAY_MS = 2000;

export interface AddToCartRequest {
  symbol: string;
  amount: number;
}

export interface AddToCartDeps {
  api: Pick<typeof cartApi, 'miniCart' | 'create' | 'addItem' | 'clearTouch'>;
  /** The active order number if the page knows it already (the mini-cart's cache). */
  knownOrderNumber: () => string | undefined;
  progress: Pick<ProgressApi, 'start' | 'done' | 'success' | 'warning'>;
  fire: (name: CartEventName, detail?: CartEventDetail) => void;
  texts: { added: string; created: string; creditWarning: string };
  onZblOutOfStock: (request: AddToCartRequest, message: string) => void;
  onMarketplaceCompanyOnly: (message: string) => void;
  /** Any other failure (the error modal); `clearActive` for ERP 20/35 (the order is gone). */
  onError: (error: ErrorBody, clearActive: () => void) => void;
  schedule?: (run: () => void, ms: number) => void;
}

/**
 * The order button's flow (spec §4): with no active order (number "0") a new order is created,
 * otherwise the item goes into the active one. Progress shows while it runs, then success; credit
 * control (10331) adds a warning 2 s later. ZBL out of stock and marketplace items for persons get
 * their own dialogs; everything else goes to the error modal.
 */
export async function runAddToCart(deps: AddToCartDeps, request: AddToCartRequest): Promise<string | null> {
  const schedule = deps.schedule ?? ((run, ms) => void setTimeout(run, ms));
  deps.progress.start();
  let done = false;
  const finish = () => {
    if (!done) deps.progress.done();
    done = true;
  };
  try {
    const known = deps.knownOrderNumber();
    const mini = known === undefined ? await deps.api.miniCart() : undefined;
    const orderNumber = known ?? mini!.orderNumber;
    let result: { orderNumber: string; creditControlStatus?: number };
    if (orderNumber === '0') {
      // Open carts exist but none is active (spec §4 restriction events): a new order is made, and
      // the open-order selection is told it was skipped.
      if (mini && mini.openOrders > 0)
        deps.fire(CART_EVENTS.INCOMPLETE_ORDER_SELECTION, { orderNumber: null, openOrders: mini.openOrders });
      result = await deps.api.create(
        { item: { symbol: request.symbol, amount: request.amount } },
        newIdempotencyKey(),
      );
      deps.fire(CART_EVENTS.NEW_ORDER_CREATED, { orderNumber: result.orderNumber });
      deps.fire(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: result.orderNumber });
    } else {
      result = await deps.api.addItem(orderNumber, request.symbol, request.amount);
    }
    finish();
    deps.fire(CART_EVENTS.ADDED_TO_CART, {
      orderNumber: result.orderNumber,
      symbol: request.symbol,
      amount: request.amount,
    });
    deps.fire(CART_EVENTS.CART_CHANGED, { orderNumber: result.orderNumber });
    deps.progress.success(orderNumber === '0' ? deps.texts.created : deps.texts.added);
    if (result.creditControlStatus === ERP_CODES.CREDIT_LIMIT_WARNING) {
      schedule(() => deps.progress.warning(deps.texts.creditWarning), CREDIT_WARNING_DELAY_MS);
    }
    return result.orderNumber;
  } catch (failure) {
    finish();
    const body: ErrorBody =
      failure instanceof ApiError
        ? failure.body
        : { error: 'Error', code: 0, erpCode: null, message: '', issues: [] };
    const restriction =
      body.erpCode === ERP_CODES.ZBL_OUT_OF_STOCK || body.erpCode === ERP_CODES.MARKETPLACE_COMPANY_ONLY;
    // A rule of the customer's kind refused the product (spec §4 ORDER_RESTRICTION), not an error.
    if (restriction)
      deps.fire(CART_EVENTS.ORDER_RESTRICTION, {
        symbol: request.symbol,
        amount: request.amount,
        erpCode: body.erpCode,
      });
    if (body.erpCode === ERP_CODES.ZBL_OUT_OF_STOCK) deps.onZblOutOfStock(request, body.message);
    else if (body.erpCode === ERP_CODES.MARKETPLACE_COMPANY_ONLY) deps.onMarketplaceCompanyOnly(body.message);
    else {
      deps.onError(body, () => {
        void deps.api.clearTouch().catch(() => undefined);
        // The active order is gone: the next add falls back to a new order (FALLBACK_ORDER_SELECTION).
        deps.fire(CART_EVENTS.FALLBACK_ORDER_SELECTION, { orderNumber: null });
        deps.fire(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: null });
      });
    }
    return null;
  }
}

/** What the page gives the flow: its texts, progress bar, query cache and dialog stack. */
export interface AddToCartPage {
  t: Translate;
  uiT: UiTranslate;
  progress: ProgressApi;
  queryClient: QueryClient;
  open: ModalStack['open'];
  isZone: boolean;
  /** The page's currency: add-to-cart analytics count PLN only (spec §9, ADR 082). */
  currency?: string;
}

/**
 * The add-to-cart flow wired to the page (add-to-cart-listener.tsx loads this module on the first
 * press: the flow, its dialogs and the error dialog are not in the first paint's JavaScript).
 */
export function addToCart(page: AddToCartPage, request: AddToCartRequest): Promise<string | null> {
  const { t, uiT, progress, queryClient, open, isZone, currency } = page;
  const added = runAddToCart(
    {
      api: cartApi,
      knownOrderNumber: () => queryClient.getQueryData<MiniCart>(MINI_CART_QUERY_KEY)?.orderNumber,
      progress,
      fire: fireCartEvent,
      texts: {
        added: t('cart.added'),
        created: t('cart.created'),
        creditWarning: t('cart.creditWarning'),
      },
      onZblOutOfStock: (req) =>
        open(
          <Dialog
            title={t('cart.zblOutOfStock.title')}
            closeLabel={t('common.close')}
            className="cart-info-modal"
          >
            <p data-testid="zbl-out-of-stock">{t('cart.zblOutOfStock.text', { symbol: req.symbol })}</p>
          </Dialog>,
          { className: 'ui-modal--narrow' },
        ),
      onMarketplaceCompanyOnly: () =>
        open(
          <Dialog
            title={t('cart.marketplace.title')}
            closeLabel={t('common.close')}
            className="cart-info-modal"
          >
            <p data-testid="marketplace-company-only">{t('cart.marketplace.text')}</p>
          </Dialog>,
          { className: 'ui-modal--narrow' },
        ),
      onError: (error, clearActive) => {
        queryClient.removeQueries({ queryKey: MINI_CART_QUERY_KEY });
        showErrorModal(open, error, {
          t: uiT,
          isZoneCustomer: isZone,
          onOrderMissing: clearActive,
          logoutToHome: () => {
            window.location.href = '/logout';
          },
        });
      },
    },
    request,
  );
  return added.then((orderNumber) => {
    // Counted only with analytics consent, and only in PLN (lib/analytics.ts, ADR 082).
    if (orderNumber !== null && currency)
      track({ name: 'add_to_cart', symbol: request.symbol, amount: request.amount, currency });
    return orderNumber;
  });
}
