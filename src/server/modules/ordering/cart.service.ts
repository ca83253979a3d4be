import { mayBuyFromMarketplace } from '../../../common/marketplace';
import {
  claimIdempotencyKey,
  selectIdempotencyKey,
  storeIdempotentResponse,
} from '../../http/idempotency-keys.repository';
import { productText } from '../catalog';
import { createHash } from 'node:crypto';
import {
  AMOUNT_MAX_VALUE,
  roundUpToOrderable,
  validateAmount,
  type AmountError,
} from '../../../common/amount-rules';
import {
  CART_ADD_LINES_MAX,
  deliveryTimeOf,
  exceedsCreditLimit,
  isNewOrderNumber,
  productNameOf,
} from '../../../common/cart-rules';
import {
  MINI_CART_LINES,
  type AddToCartResponse,
  type CartItemInput,
  type CartStep1,
  type Completeness,
  type DiscountState,
  type MiniCart,
  type OpenOrderList,
  type OrderCreate,
  type OrderCreateResponse,
  type OrderMode,
  type OrderUpdate,
} from '../../../common/contracts/cart';
import { normaliseSymbol } from '../../../common/contracts/catalog';
import { ERP_CODES } from '../../../common/erp-codes';
import { AppError, validationError, type FieldProblem } from '../../../common/errors';
import type { TranslationValues } from '../../../common/i18n/lookup';
import { findMarket, getMarket, isCurrency, type Language } from '../../../common/markets';
import { CART_EXPIRY_DAYS } from '../../../common/order-status';
import type { Db } from '../../db/client';
import {
  clearActiveOrder,
  countOpenOrders,
  deleteCart,
  deleteItem,
  insertOrder,
  selectActiveOrder,
  selectBuyer,
  selectContactPersonIdByCrc,
  selectCustomerOrder,
  selectItemProduct,
  selectOpenOrders,
  selectOrderableProduct,
  setActiveOrder,
  touchAndActivate,
  touchOrder,
  updateItem,
  updateOrderFields,
  upsertOrderItem,
  insertSpecialLine,
  selectItemSpecialLine,
  type BuyerRow,
  type OrderableProductRow,
  type OrderHeaderRow,
} from './cart.repository';
import { lineSplitOf } from './line-split';
import type { WarehouseStockReader } from './warehouse-stock';
import { outOfRangeOf, selectCategoryPaths } from './order-lines.repository';
import {
  mergeOrderLines,
  selectLineAmounts,
  selectLineProducts,
  selectOrderableProducts,
} from './cart-lines.repository';
import { productUnit } from '../pricing';
import type { VisitorCartPriced, VisitorPricedLine } from '../../../common/contracts/visitor-cart';
import type { OrderPricing, PricedOrder } from './order-pricing';
import type { QuotedPrices, QuoteRef } from './quoted-prices';
import { discountView } from '../discounts';
import { normaliseDiscountCode } from '../../../common/contracts/discounts';
import { lockCustomerOrder, unitOfWork } from './unit-of-work.repository';

/** Who is asking: the session's customer and contact person (never taken from the request body). */
export interface CartActor {
  customerId: number;
  contactPersonId: number;
  /**
   * The page's language when the request names one: the lines are described in it. Without one
   * (an API client that says nothing) they are described in the order's own language.
   */
  language?: Language;
}

/** A line of a batch add: a product by symbol (exact, else normalised) and the units to add. */
export interface LineToAdd {
  symbol: string;
  amount: number;
}

/**
 * What became of one line of a batch add, in the order asked. `added`: `amount` units went in
 * (after rounding up when asked: `requested` is what was asked), the line now holds `lineAmount`.
 * `refused`: the product's own refusal, the same key and values adding it alone answers.
 */
export type LineOutcome =
  | {
      outcome: 'added';
      asked: string;
      symbol: string;
      requested: number;
      amount: number;
      itemId: number;
      lineAmount: number;
    }
  | {
      outcome: 'refused';
      asked: string;
      status: number;
      messageKey: string;
      params: TranslationValues;
    };

export interface AddLinesResult {
  /** The cart the lines went into; "0" when a new cart was asked for and no line could go in. */
  orderNumber: string;
  created: boolean;
  lines: LineOutcome[];
  /** The cart after the add, priced once; null when nothing was written or `withCart` was false. */
  cart: MiniCart | null;
  creditControlStatus?: number;
}

/** A product's refusal of a line as the line's outcome: the first field problem's key, else the error's. */
function refusalOf(asked: string, error: unknown): Extract<LineOutcome, { outcome: 'refused' }> {
  if (!(error instanceof AppError)) throw error;
  const problem = error.options.data?.[0];
  const keyed = problem && 'key' in problem ? problem : undefined;
  return {
    outcome: 'refused',
    asked,
    status: error.status,
    messageKey: keyed?.key ?? error.key,
    params: { ...(keyed ? keyed.params : error.options.params) },
  };
}

/** The refusal of an amount off the product's rules, under the field that carries it. */
const amountProblem = (field: string, error: AmountError): FieldProblem => ({
  field,
  key: error.type === 'minimum' ? 'errors.cart.amountMinimum' : 'errors.cart.amountMultiplicity',
  params: { value: error.value },
});

const IDEMPOTENCY_SCOPE_CREATE = 'create';

const OPEN_ORDERS_LIMIT = 50;
const DAY_MS = 86_400_000;

const orderNotFound = () =>
  new AppError(404, 'errors.order.notFound', { erpCode: ERP_CODES.ORDER_NOT_FOUND });

/** Hash of a request body that does not depend on key order. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

/** Marketplace items are for companies (spec §6): the one rule the marketplace's questions use too. */
export function mayOrderMarketplace(buyer: Pick<BuyerRow, 'customerType' | 'isPerson' | 'kind'>): boolean {
  return mayBuyFromMarketplace(buyer);
}

/**
 * A cart as a procurement system receives it (cXML PunchOut, ADR 074): each line with the shop's
 * symbol, the maker's part number, the description in the asked language, the unit, the net unit
 * price in the cart's currency and the category path (for the classification).
 */
export interface CartTransferView {
  orderNumber: string;
  currency: string;
  language: string;
  /** Net value of the lines (no discount code: the procurement system prices by the lines). */
  goodsNet: string;
  lines: Array<{
    symbol: string;
    description: string;
    manufacturerName: string;
    manufacturerSymbol: string;
    unit: string;
    amount: number;
    unitPrice: string | null;
    lineNet: string | null;
    amountError: string | null;
    leadTimeDays: number | null;
    categoryPath: string[];
  }>;
}

export interface CartServiceOptions {
  now?: () => Date;
  /** Where quoted lines get their locked prices (ADR 051); without it a quote line is refused. */
  quotes?: QuotedPrices;
  /** The stock by place the cart page shows per line (ADR 077). */
  warehouseStock?: Pick<WarehouseStockReader, 'forProducts'>;
}

/** What became of one quoted line put into a cart. */
export interface QuotedLineOutcome {
  quotationPosition: number;
  outcome: 'added' | 'refused';
  /** The HTTP status the refusal would have alone (a caller that adds one line answers with it). */
  status?: number;
  messageKey?: string;
  params?: Record<string, string | number>;
}

/**
 * The cart (issue 5): orders with status `cart`, their lines, the active order of a contact person,
 * the mini-cart and the first step of the cart page. Every call is scoped by the session's customer:
 * another customer's order number is "not found" (ERP 20), never "forbidden".
 */
export function createCartService(db: Db, orderPricing: OrderPricing, options: CartServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const expiryCutoff = () => new Date(now().getTime() - CART_EXPIRY_DAYS * DAY_MS);

  async function buyerOf(customerId: number): Promise<BuyerRow> {
    const buyer = await selectBuyer(db, customerId);
    if (!buyer) throw new AppError(401, 'errors.notLoggedIn');
    return buyer;
  }

  /** The order if it may still change: exists, is a cart and (unless `allowExpired`) has not expired. */
  function checkOpen(order: OrderHeaderRow | undefined, allowExpired = false): OrderHeaderRow {
    if (!order) throw orderNotFound();
    if (order.status !== 'cart')
      throw new AppError(409, 'errors.order.closed', { erpCode: ERP_CODES.ORDER_CLOSED });
    if (!allowExpired && order.touchedAt.getTime() < expiryCutoff().getTime()) {
      throw new AppError(410, 'errors.order.expired', { erpCode: ERP_CODES.ORDER_EXPIRED });
    }
    return order;
  }

  /** An open cart of the customer, for reading only (a change goes through `changeCart`). */
  async function openCart(actor: CartActor, orderNumber: string): Promise<OrderHeaderRow> {
    return checkOpen(await selectCustomerOrder(db, actor.customerId, orderNumber));
  }

  /**
   * The one way to change a cart: `change` runs in a transaction that holds the order row's lock
   * (the lock finishing takes) and has seen the order still open under it. A status read before and
   * a write after, without the lock, let edits land on orders placed in between: lines billed at
   * another amount's price, unpriced and unreserved lines in placed orders. `change` must use `tx`
   * only (PGlite has one connection: the service's own handle waits for the transaction).
   */
  async function changeCart<T>(
    actor: CartActor,
    orderNumber: string,
    change: (tx: Db, order: OrderHeaderRow) => Promise<T>,
    options: { allowExpired?: boolean } = {},
  ): Promise<{ order: OrderHeaderRow; result: T }> {
    return unitOfWork(db, async (tx) => {
      const order = checkOpen(
        await lockCustomerOrder(tx, actor.customerId, orderNumber),
        options.allowExpired,
      );
      return { order, result: await change(tx, order) };
    });
  }

  /**
   * Checks that the buyer may order `amount` of the product (spec §4-§6): it exists, is in the offer,
   * the amount keeps the minimum and multiples, marketplace items only for companies, it has a
   * price, and ZBL accounts only what is in stock.
   */
  async function orderableProduct(
    buyer: BuyerRow,
    item: { symbol: string; amount: number },
  ): Promise<OrderableProductRow> {
    return checkOrderable(buyer, item, await productBySymbol(item.symbol));
  }

  const productBySymbol = (symbol: string) => selectOrderableProduct(db, symbol, normaliseSymbol(symbol));

  function checkOrderable(
    buyer: BuyerRow,
    item: { symbol: string; amount: number },
    product: OrderableProductRow | undefined,
  ): OrderableProductRow {
    if (!product)
      throw validationError([
        { field: 'item.symbol', key: 'errors.cart.unknownSymbol', params: { symbol: item.symbol } },
      ]);
    if (product.flags.includes('NOT_IN_OFFER') || product.flags.includes('PRODUCT_BLOCKED')) {
      throw validationError([
        { field: 'item.symbol', key: 'errors.cart.notInOffer', params: { symbol: product.symbol } },
      ]);
    }
    const amountError = validateAmount(item.amount, {
      minimum: product.minimumQuantity,
      multiples: product.multiples,
    });
    if (amountError) throw validationError([amountProblem('item.amount', amountError)]);
    if (product.flags.includes('EXTERNAL_WAREHOUSE') && !mayOrderMarketplace(buyer)) {
      throw new AppError(403, 'cart.marketplace.text', {
        erpCode: ERP_CODES.MARKETPLACE_COMPANY_ONLY,
      });
    }
    if (!product.hasPrice) {
      // Pages offer "Ask for a price" instead of the order button; a call that comes anyway is told why.
      throw validationError([
        { field: 'item.symbol', key: 'cart.noPriceRefused', params: { symbol: product.symbol } },
      ]);
    }
    if (buyer.kind === 'zbl' && product.stock < item.amount) throw zblOutOfStock(product);
    return product;
  }

  /**
   * A special line's amount rules, as a product's (ADR 056): the offer's minimum and multiples, and
   * no stock bound (it ships after its lead time, never from stock). Undefined: no such line.
   */
  async function specialLineRules(tx: Db, orderId: number, itemId: number) {
    const special = (await selectItemSpecialLine(tx, orderId, itemId))?.specialLine;
    if (!special) return undefined;
    return {
      symbol: special.mpn,
      minimumQuantity: special.minimumQuantity,
      multiples: special.multiples,
      stock: AMOUNT_MAX_VALUE,
    };
  }

  const zblOutOfStock = (product: Pick<OrderableProductRow, 'symbol' | 'stock'>) => {
    const params = { symbol: product.symbol, stock: product.stock };
    return new AppError(409, 'errors.cart.zblOutOfStock', {
      params,
      erpCode: ERP_CODES.ZBL_OUT_OF_STOCK,
      data: [{ field: 'item.amount', key: 'errors.cart.zblOutOfStock', params }],
    });
  };

  async function addLine(
    tx: Db,
    buyer: BuyerRow,
    order: OrderHeaderRow,
    product: OrderableProductRow,
    item: Pick<CartItemInput, 'amount' | 'quotationId' | 'quotationPosition'>,
    activateFor?: number,
  ) {
    // ZBL: the line's total may not pass the stock either (the stock is the tighter bound then).
    const zblLimited = buyer.kind === 'zbl' && product.stock < AMOUNT_MAX_VALUE;
    const max = zblLimited ? product.stock : AMOUNT_MAX_VALUE;
    const line = await upsertOrderItem(
      tx,
      {
        orderId: order.id,
        productId: product.id,
        amount: item.amount,
        quotationId: item.quotationId,
        quotationPosition: item.quotationPosition,
      },
      max,
      activateFor,
    );
    if (!line) {
      if (zblLimited) throw zblOutOfStock(product);
      throw validationError([
        { field: 'item.amount', key: 'errors.cart.tooMany', params: { max: AMOUNT_MAX_VALUE } },
      ]);
    }
    return line;
  }

  function newOrderOf(actor: CartActor, buyer: BuyerRow, input: Partial<OrderCreate> = {}) {
    const market = findMarket(buyer.country) ?? getMarket(undefined);
    return {
      customerId: actor.customerId,
      contactPersonId: actor.contactPersonId,
      country: market.country,
      language: buyer.language,
      currency: market.currency,
      vatRate: String(market.vatRate),
      customerOrderNumber: input.customerOrderNumber ?? null,
      discountCode: input.discountCode ? normaliseDiscountCode(input.discountCode) : null,
      completeness: input.item?.completeness ?? 'partial',
      vatEuCountry: input.vatEuCountry ?? null,
      shippingAddressNumber: input.shippingAddressId ?? null,
      invoiceAddressNumber: input.invoiceAddressId ?? null,
      shippingCondition: input.shippingCondition ?? null,
      paymentId: input.paymentId ?? null,
      accessPointId: input.accessPointId ?? null,
      receiverEmail: input.receiverEmail ?? null,
      receiverPhone: input.receiverPhone ?? null,
    };
  }

  /**
   * Creates a cart with its first line and makes it the active order, all or nothing. The product is
   * checked before (outside the transaction: PGlite has one connection, and the checks read through
   * the services' own handle).
   */
  async function createWithItem(
    tx: Db,
    actor: CartActor,
    buyer: BuyerRow,
    input: Partial<OrderCreate> & { item: CartItemInput },
    product: OrderableProductRow,
  ) {
    const values = newOrderOf(actor, buyer, input);
    const order = await insertOrder(tx, values);
    const line = await addLine(tx, buyer, order, product, input.item);
    await setActiveOrder(tx, actor.contactPersonId, order.id);
    return { order, product, line };
  }

  /** A line's description as the actor's page reads it, else in the order's language. */
  function lineText(
    actor: CartActor,
    order: OrderHeaderRow,
    line: { description: string; generatedText: boolean },
  ): string {
    return productText(line.description, line.generatedText, actor.language ?? order.language);
  }

  function miniCartOf(
    actor: CartActor,
    order: OrderHeaderRow | undefined,
    priced: PricedOrder | undefined,
    openOrders: number,
  ): MiniCart {
    if (!order || !priced) return { orderNumber: '0', lineCount: 0, lines: [], totals: null, openOrders };
    return {
      orderNumber: order.orderNumber,
      lineCount: priced.lines.length,
      lines: priced.lines.slice(0, MINI_CART_LINES).map((l) => ({
        itemId: l.itemId,
        symbol: l.symbol,
        name: productNameOf(lineText(actor, order, l)),
        amount: l.amount,
        unit: l.unit,
        imageUrl: l.imageUrl,
        lineNet: l.lineNet,
      })),
      totals: priced.totals,
      openOrders,
    };
  }

  async function miniCartFor(
    actor: CartActor,
    order: OrderHeaderRow | undefined,
  ): Promise<{ cart: MiniCart; priced?: PricedOrder }> {
    const [priced, open] = await Promise.all([
      order ? orderPricing.priceOrder(order) : Promise.resolve(undefined),
      countOpenOrders(db, actor.customerId, expiryCutoff()),
    ]);
    return { cart: miniCartOf(actor, order, priced, open), priced };
  }

  async function creditStatus(buyer: BuyerRow, priced: PricedOrder | undefined): Promise<number | undefined> {
    if (!priced || !isCurrency(priced.totals.currency)) return undefined;
    return exceedsCreditLimit(priced.totals.gross, buyer.customerType, priced.totals.currency)
      ? ERP_CODES.CREDIT_LIMIT_WARNING
      : undefined;
  }

  /** A create-order item that names a quote must name a line the customer may buy, at a break. */
  async function checkQuoteOf(
    actor: CartActor,
    item: { symbol: string; amount: number; quotationId?: string; quotationPosition?: number },
  ): Promise<void> {
    if (item.quotationId === undefined && item.quotationPosition === undefined) return;
    if (item.quotationId === undefined || item.quotationPosition === undefined || !options.quotes) {
      throw new AppError(409, 'rfq.errors.quoteUnavailable');
    }
    const [answer] = await options.quotes.check(db, actor.customerId, [
      { quotationId: item.quotationId, quotationPosition: item.quotationPosition, amount: item.amount },
    ]);
    if (!answer!.ok) throw new AppError(answer!.status, answer!.key, { params: answer!.params });
    if (normaliseSymbol(answer!.symbol) !== normaliseSymbol(item.symbol)) {
      throw new AppError(409, 'rfq.errors.quoteUnavailable');
    }
  }

  return {
    /**
     * Quoted lines into a cart at their locked prices (ADR 051): each names a quote and one of its
     * lines at one of its breaks. A line the quote refuses (expired, not a break, bought already) or
     * whose product the cart already holds at the list price is refused alone; the others go in as
     * new lines carrying `quotationId` and `quotationPosition`, which pricing reads the quote's price by.
     */
    async addQuotedLines(
      actor: CartActor,
      input: { orderNumber: string; lines: readonly QuoteRef[] },
    ): Promise<{ orderNumber: string; lines: QuotedLineOutcome[] }> {
      if (input.lines.length > CART_ADD_LINES_MAX) {
        throw new AppError(422, 'errors.cart.tooManyLines', { params: { max: CART_ADD_LINES_MAX } });
      }
      if (!options.quotes) throw new AppError(409, 'rfq.errors.quoteUnavailable');
      const [buyer, answers] = await Promise.all([
        buyerOf(actor.customerId),
        options.quotes.check(db, actor.customerId, input.lines),
      ]);
      const market = findMarket(buyer.country) ?? getMarket(undefined);
      const refuse = (
        line: QuoteRef,
        key: string,
        params: Record<string, string | number> = {},
        status = 409,
      ) => ({
        quotationPosition: line.quotationPosition,
        outcome: 'refused' as const,
        status,
        messageKey: key,
        params: { quotationId: line.quotationId, position: line.quotationPosition, ...params },
      });
      const put = async (tx: Db, order: OrderHeaderRow): Promise<QuotedLineOutcome[]> => {
        const outcomes: QuotedLineOutcome[] = [];
        for (const [i, line] of input.lines.entries()) {
          const answer = answers[i]!;
          if (!answer.ok) {
            outcomes.push(refuse(line, answer.key, { ...answer.params }, answer.status));
            continue;
          }
          if (answer.currency !== order.currency) {
            outcomes.push(refuse(line, 'rfq.errors.quoteUnavailable'));
            continue;
          }
          const added =
            answer.productId === null
              ? // A product outside the range (ADR 056): a special line carrying what the offer describes.
                answer.specialLine &&
                (await insertSpecialLine(
                  tx,
                  { orderId: order.id, specialLine: answer.specialLine, ...line },
                  actor.contactPersonId,
                ))
              : await upsertOrderItem(
                  tx,
                  { orderId: order.id, productId: answer.productId, ...line },
                  AMOUNT_MAX_VALUE,
                  actor.contactPersonId,
                  true,
                );
          outcomes.push(
            added
              ? { quotationPosition: line.quotationPosition, outcome: 'added' }
              : refuse(line, 'rfq.errors.productInCart', { symbol: answer.symbol }),
          );
        }
        return outcomes;
      };
      if (!isNewOrderNumber(input.orderNumber)) {
        const { order, result } = await changeCart(actor, input.orderNumber, put);
        return { orderNumber: order.orderNumber, lines: result };
      }
      if (!answers.some((a) => a.ok && a.currency === market.currency)) {
        // Nothing can go in: no empty cart is made.
        return {
          orderNumber: '0',
          lines: input.lines.map((l, i) => {
            const a = answers[i]!;
            return a.ok
              ? refuse(l, 'rfq.errors.quoteUnavailable')
              : refuse(l, a.key, { ...a.params }, a.status);
          }),
        };
      }
      return unitOfWork(db, async (tx) => {
        const order = await insertOrder(tx, newOrderOf(actor, buyer));
        const lines = await put(tx, order);
        await setActiveOrder(tx, actor.contactPersonId, order.id);
        return { orderNumber: order.orderNumber, lines };
      });
    },

    /** The actor of a page loader, which knows the logged-in contact person by crc. */
    async actorOf(
      customerId: number,
      contactPersonCrc: string,
      language: Language,
    ): Promise<CartActor | null> {
      const contactPersonId = await selectContactPersonIdByCrc(db, customerId, contactPersonCrc);
      return contactPersonId === undefined ? null : { customerId, contactPersonId, language };
    },

    /**
     * POST order_create (spec §3 "Create-order payload"). With an Idempotency-Key the same key and
     * body answer the first answer again, so a double click makes one order; the key with another
     * body is refused (ERP 10390). A replay is answered before the product is checked again: what
     * was created is not undone by a change since (the stock a ZBL order took, a product withdrawn),
     * as a replayed finish answers what it placed. The key is claimed in the same unit of work that
     * creates the order, and its answer is stored there too, so a claimed key always has one.
     */
    async create(
      actor: CartActor,
      input: OrderCreate,
      idempotencyKey?: string,
    ): Promise<{ status: number; body: OrderCreateResponse }> {
      const buyer = await buyerOf(actor.customerId);
      await checkQuoteOf(actor, input.item);
      if (!idempotencyKey) {
        const product = await orderableProduct(buyer, input.item);
        const { order } = await unitOfWork(db, (tx) => createWithItem(tx, actor, buyer, input, product));
        return { status: 201, body: { orderNumber: order.orderNumber } };
      }
      const key = { customerId: actor.customerId, scope: IDEMPOTENCY_SCOPE_CREATE, key: idempotencyKey };
      const hash = requestHash(input);
      for (;;) {
        const stored = await selectIdempotencyKey(db, key);
        if (stored) {
          if (stored.requestHash !== hash)
            throw new AppError(409, 'errors.order.keyReused', { erpCode: ERP_CODES.IDEMPOTENCY_KEY_REUSED });
          return { status: stored.responseStatus!, body: stored.responseBody as OrderCreateResponse };
        }
        const product = await orderableProduct(buyer, input.item);
        const fresh = await unitOfWork(db, async (tx) => {
          if (!(await claimIdempotencyKey(tx, { ...key, requestHash: hash }))) return undefined;
          const { order } = await createWithItem(tx, actor, buyer, input, product);
          const body = { orderNumber: order.orderNumber };
          await storeIdempotentResponse(tx, key, 201, body);
          return { status: 201, body };
        });
        if (fresh) return fresh;
        // Another request with the key committed meanwhile (a double click): answer what it stored.
      }
    },

    /** POST order_item_post: adds to the given cart, or to a new one for orderNumber "0". */
    async addToCart(
      actor: CartActor,
      input: { orderNumber: string; item: { symbol: string; amount: number } },
    ): Promise<AddToCartResponse> {
      const created = isNewOrderNumber(input.orderNumber);
      // The buyer and the product are independent lookups: one round trip of latency.
      const [buyer, found] = await Promise.all([
        buyerOf(actor.customerId),
        productBySymbol(input.item.symbol),
      ]);
      let order: OrderHeaderRow;
      let line: { itemId: number; amount: number };
      let product: OrderableProductRow;
      if (created) {
        product = checkOrderable(buyer, input.item, found);
        ({ order, line } = await unitOfWork(db, (tx) =>
          createWithItem(tx, actor, buyer, { item: input.item }, product),
        ));
      } else {
        // The order's own refusals (not found, closed, expired) come before the product's.
        let orderable: OrderableProductRow | undefined;
        ({ order, result: line } = await changeCart(actor, input.orderNumber, (tx, open) => {
          orderable = checkOrderable(buyer, input.item, found);
          // The line, the touch and the active order in one statement.
          return addLine(tx, buyer, open, orderable, input.item, actor.contactPersonId);
        }));
        product = orderable!;
      }
      const symbol = product.symbol;
      const { cart, priced } = await miniCartFor(actor, order);
      const creditControlStatus = await creditStatus(buyer, priced);
      return {
        orderNumber: order.orderNumber,
        created,
        item: { itemId: line.itemId, symbol, amount: line.amount, added: input.item.amount },
        ...(creditControlStatus ? { creditControlStatus } : {}),
        cart,
      };
    },

    /**
     * Many lines into one cart at once (issue 17: a whole saved list): into the given open cart, or a
     * new one for "0". One look-up for all products, then one unit of work under the order's lock
     * (ADR 016): the lines the cart holds of them are read, every line is checked as `addToCart`
     * checks one (in the order given, so a repeat counts what the earlier ones added), and all that
     * pass are merged in one statement; the cart is priced once after (unless `withCart` is false:
     * no mini-cart and no credit warning then). With `roundUp`, each amount
     * is first raised to the product's minimum and multiples (`roundUpToOrderable`).
     *
     * A product's refusal (unknown, not in the offer or blocked, amount rules, marketplace for
     * persons, no price, ZBL stock, more than a line holds) refuses that line only and is reported
     * with its key. The order's refusals (not found, placed or cancelled, expired) and a batch over
     * CART_ADD_LINES_MAX refuse the whole call, and then nothing is written. A new cart is made only
     * when at least one line goes in.
     *
     * `alsoInUnitOfWork` runs inside the unit of work that writes the lines (not when nothing is
     * written): a caller's own record of the write (quick buy's idempotency key, ADR 047) commits
     * with the lines or not at all, and its refusal (a throw) undoes them.
     */
    async addLines(
      actor: CartActor,
      input: {
        orderNumber: string;
        lines: readonly LineToAdd[];
        roundUp?: boolean;
        withCart?: boolean;
        alsoInUnitOfWork?: (tx: Db) => Promise<void>;
      },
    ): Promise<AddLinesResult> {
      if (input.lines.length > CART_ADD_LINES_MAX) {
        throw new AppError(422, 'errors.cart.tooManyLines', { params: { max: CART_ADD_LINES_MAX } });
      }
      const created = isNewOrderNumber(input.orderNumber);
      const symbols = input.lines.map((l) => l.symbol);
      const [buyer, found] = await Promise.all([
        buyerOf(actor.customerId),
        selectOrderableProducts(db, symbols, symbols.map(normaliseSymbol)),
      ]);

      // Each line's product check needs no lock: it reads the catalogue only.
      const checked = input.lines.map((line) => {
        const product = found.get(line.symbol);
        const amount =
          input.roundUp && product
            ? roundUpToOrderable(line.amount, {
                minimum: product.minimumQuantity,
                multiples: product.multiples,
              })
            : line.amount;
        try {
          return { line, amount, product: checkOrderable(buyer, { symbol: line.symbol, amount }, product) };
        } catch (error) {
          return { line, amount, refusal: refusalOf(line.symbol, error) };
        }
      });
      const productIds = [...new Set(checked.flatMap((c) => (c.product ? [c.product.id] : [])))];

      /**
       * What each line adds to what the cart holds (`held`, read under the lock; nothing for a new
       * cart), in the order given, and the statement's rows: one per product, new ones numbered on.
       */
      const plan = (held: { amounts: Map<number, number>; lastPosition: number }) => {
        let position = held.lastPosition;
        // A product the cart holds keeps its line's position; only new lines are numbered on.
        const inCart = new Set(held.amounts.keys());
        const rows = new Map<number, { productId: number; amount: number; position: number }>();
        const outcomes = checked.map((c) => {
          if (!c.product) return c;
          const product = c.product;
          // As addLine: a line holds at most AMOUNT_MAX_VALUE, a ZBL account's at most the stock.
          const zblLimited = buyer.kind === 'zbl' && product.stock < AMOUNT_MAX_VALUE;
          const max = zblLimited ? product.stock : AMOUNT_MAX_VALUE;
          const holding = held.amounts.get(product.id) ?? 0;
          if (holding + c.amount > max) {
            const error = zblLimited
              ? zblOutOfStock(product)
              : validationError([
                  { field: 'item.amount', key: 'errors.cart.tooMany', params: { max: AMOUNT_MAX_VALUE } },
                ]);
            return { ...c, product: undefined, refusal: refusalOf(c.line.symbol, error) };
          }
          held.amounts.set(product.id, holding + c.amount);
          const row = rows.get(product.id);
          if (row) row.amount += c.amount;
          else
            rows.set(product.id, {
              productId: product.id,
              amount: c.amount,
              position: inCart.has(product.id) ? 0 : ++position,
            });
          return c;
        });
        return { outcomes, rows: [...rows.values()] };
      };
      type Merged = ReturnType<typeof plan> & { lines: Map<number, { itemId: number; amount: number }> };

      let order: OrderHeaderRow | undefined;
      let merged: Merged;
      if (created) {
        const planned = plan({ amounts: new Map(), lastPosition: 0 });
        if (planned.rows.length === 0) {
          // Nothing can go in: no empty cart is made.
          merged = { ...planned, lines: new Map() };
        } else {
          ({ order, merged } = await unitOfWork(db, async (tx) => {
            const fresh = await insertOrder(tx, newOrderOf(actor, buyer));
            // The lines and the active order in one statement.
            const lines = await mergeOrderLines(tx, fresh.id, planned.rows, actor.contactPersonId);
            await input.alsoInUnitOfWork?.(tx);
            return { order: fresh, merged: { ...planned, lines } };
          }));
        }
      } else {
        const changed = await changeCart(actor, input.orderNumber, async (tx, open) => {
          const planned = plan(await selectLineAmounts(tx, open.id, productIds));
          const lines =
            planned.rows.length > 0
              ? await mergeOrderLines(tx, open.id, planned.rows, actor.contactPersonId)
              : new Map<number, { itemId: number; amount: number }>();
          if (planned.rows.length > 0) await input.alsoInUnitOfWork?.(tx);
          return { ...planned, lines };
        });
        merged = changed.result;
        if (merged.rows.length > 0) order = changed.order;
      }

      const lines: LineOutcome[] = merged.outcomes.map((c) =>
        c.product
          ? {
              outcome: 'added',
              asked: c.line.symbol,
              symbol: c.product.symbol,
              requested: c.line.amount,
              amount: c.amount,
              itemId: merged.lines.get(c.product.id)!.itemId,
              lineAmount: merged.lines.get(c.product.id)!.amount,
            }
          : c.refusal!,
      );
      if (!order) {
        return { orderNumber: created ? '0' : input.orderNumber, created: false, lines, cart: null };
      }
      // A caller that shows no mini-cart (it asks for it itself) saves pricing the whole cart here.
      if (input.withCart === false) return { orderNumber: order.orderNumber, created, lines, cart: null };
      const { cart, priced } = await miniCartFor(actor, order);
      const creditControlStatus = await creditStatus(buyer, priced);
      return {
        orderNumber: order.orderNumber,
        created,
        lines,
        cart,
        ...(creditControlStatus ? { creditControlStatus } : {}),
      };
    },

    /**
     * A visitor cart's lines priced for the page's market (ADR 087). Each product is found as a
     * cart's line finds it and refused by the rules a private person's line meets (unknown,
     * withdrawn, no price, marketplace items for companies); the amount's own rules are shown
     * beside the line, for the visitor to change it. Priced by the cart's pricing; nothing is written.
     */
    async visitorLines(
      lines: readonly LineToAdd[],
      page: { country: string; language: Language },
    ): Promise<VisitorCartPriced> {
      const symbols = lines.map((l) => l.symbol);
      const found = await selectOrderableProducts(db, symbols, symbols.map(normaliseSymbol));
      // A guest order is a private person's (ADR 083): the visitor is checked as one.
      const visitor: BuyerRow = {
        customerId: 0,
        customerType: 'person',
        kind: 'standard',
        isPerson: true,
        country: page.country,
        language: page.language,
      };
      const checked = lines.map((line) => {
        const product = found.get(line.symbol);
        const rules = product && { minimum: product.minimumQuantity, multiples: product.multiples };
        try {
          const amount = rules ? roundUpToOrderable(1, rules) : line.amount;
          return { line, product: checkOrderable(visitor, { symbol: line.symbol, amount }, product) };
        } catch (error) {
          return { line, refusal: refusalOf(line.symbol, error) };
        }
      });
      const orderable = checked.flatMap((c) => (c.product ? [{ line: c.line, product: c.product }] : []));
      const [shown, priced] = await Promise.all([
        selectLineProducts(
          db,
          orderable.map((c) => c.product.id),
        ),
        orderPricing.priceLines(
          orderable.map((c) => ({ product: c.product, amount: c.line.amount })),
          page,
        ),
      ]);
      const pricedBySymbol = new Map(orderable.map((c, i) => [c.line.symbol, priced.lines[i]!]));
      return {
        country: getMarket(page.country).country,
        totals: priced.totals,
        lines: checked.map((c): VisitorPricedLine => {
          if (!c.product) {
            return {
              asked: c.line.symbol,
              amount: c.line.amount,
              product: null,
              unitPrice: null,
              lineNet: null,
              amountError: null,
              problem: { key: c.refusal!.messageKey, params: c.refusal!.params },
            };
          }
          const p = c.product;
          const line = pricedBySymbol.get(c.line.symbol)!;
          const more = shown.get(p.id);
          return {
            asked: c.line.symbol,
            amount: c.line.amount,
            product: {
              symbol: p.symbol,
              description: more ? productText(more.description, more.generatedText, page.language) : '',
              manufacturer: more?.manufacturerName ?? '',
              imageUrl: more?.imageUrl ?? null,
              unit: productUnit(p.unit, page.language).shortName,
              minimumQuantity: p.minimumQuantity,
              multiples: p.multiples,
              stock: p.permissions.includes('SHOW_STOCK') ? p.stock : null,
              leadTimeDays: more?.leadTimeDays ?? null,
              breaks: line.breaks,
            },
            unitPrice: line.unitPrice,
            lineNet: line.lineNet,
            amountError: line.amountError,
            problem: null,
          };
        }),
      };
    },

    /** GET order_open_list: the customer's open (not expired) carts, newest first. */
    async openOrders(actor: CartActor): Promise<OpenOrderList> {
      const [rows, active] = await Promise.all([
        selectOpenOrders(db, actor.customerId, expiryCutoff(), OPEN_ORDERS_LIMIT),
        selectActiveOrder(db, actor.customerId, actor.contactPersonId),
      ]);
      const priced = await Promise.all(rows.map((row) => orderPricing.priceOrder(row)));
      return {
        orders: rows.map((row, i) => ({
          orderNumber: row.orderNumber,
          createdAt: row.createdAt.toISOString(),
          touchedAt: row.touchedAt.toISOString(),
          customerOrderNumber: row.customerOrderNumber,
          lineCount: row.lineCount,
          totals: priced[i]!.totals,
          active: active?.id === row.id,
        })),
      };
    },

    /** POST order_touch: makes the cart the active order and marks it as worked on. */
    async touch(actor: CartActor, orderNumber: string): Promise<MiniCart> {
      const { order } = await changeCart(actor, orderNumber, (tx, open) =>
        touchAndActivate(tx, actor.contactPersonId, open.id),
      );
      return (await miniCartFor(actor, order)).cart;
    },

    async clearTouch(actor: CartActor): Promise<void> {
      await clearActiveOrder(db, actor.contactPersonId);
    },

    /** GET cart_mini: the active order (an expired one is no longer active). */
    async miniCart(actor: CartActor): Promise<MiniCart> {
      const active = await selectActiveOrder(db, actor.customerId, actor.contactPersonId);
      const live = active && active.touchedAt.getTime() >= expiryCutoff().getTime() ? active : undefined;
      return (await miniCartFor(actor, live)).cart;
    },

    async miniCartOrder(actor: CartActor, orderNumber: string): Promise<MiniCart> {
      return (await miniCartFor(actor, await openCart(actor, orderNumber))).cart;
    },

    async updateItem(
      actor: CartActor,
      orderNumber: string,
      itemId: number,
      amount: number,
    ): Promise<CartStep1> {
      const buyer = await buyerOf(actor.customerId);
      const { order } = await changeCart(actor, orderNumber, async (tx, open) => {
        const product =
          (await selectItemProduct(tx, open.id, itemId)) ?? (await specialLineRules(tx, open.id, itemId));
        if (!product) throw new AppError(404, 'errors.order.noSuchLine');
        const amountError = validateAmount(amount, {
          minimum: product.minimumQuantity,
          multiples: product.multiples,
        });
        if (amountError) throw validationError([amountProblem('amount', amountError)]);
        if (buyer.kind === 'zbl' && product.stock < amount) throw zblOutOfStock(product);
        await updateItem(tx, open.id, itemId, { amount });
        await touchOrder(tx, open.id);
      });
      return step1Of(actor, order);
    },

    async deleteItem(actor: CartActor, orderNumber: string, itemId: number): Promise<CartStep1> {
      const { order } = await changeCart(actor, orderNumber, async (tx, open) => {
        if (!(await deleteItem(tx, open.id, itemId))) throw new AppError(404, 'errors.order.noSuchLine');
        await touchOrder(tx, open.id);
      });
      return step1Of(actor, order);
    },

    async setEndUse(
      actor: CartActor,
      orderNumber: string,
      itemId: number,
      endUse: string | null,
    ): Promise<CartStep1> {
      const { order } = await changeCart(actor, orderNumber, async (tx, open) => {
        if (!(await updateItem(tx, open.id, itemId, { endUse: endUse || null }))) {
          throw new AppError(404, 'errors.order.noSuchLine');
        }
        await touchOrder(tx, open.id);
      });
      return step1Of(actor, order);
    },

    async updateOrder(actor: CartActor, orderNumber: string, input: OrderUpdate): Promise<CartStep1> {
      const fields: Parameters<typeof updateOrderFields>[2] = {};
      if (input.customerOrderNumber !== undefined)
        fields.customerOrderNumber = input.customerOrderNumber || null;
      if (input.completeness !== undefined) fields.completeness = input.completeness;
      if (input.discountCode !== undefined)
        fields.discountCode = input.discountCode ? normaliseDiscountCode(input.discountCode) : null;
      if (input.mode !== undefined) fields.mode = input.mode;
      const { order } = await changeCart(actor, orderNumber, (tx, open) =>
        updateOrderFields(tx, open.id, fields),
      );
      return step1Of(actor, { ...order, ...fields });
    },

    /** DELETE order_delete: only carts (expired ones too); the active order is forgotten with it. */
    async deleteOrder(actor: CartActor, orderNumber: string): Promise<void> {
      await changeCart(
        actor,
        orderNumber,
        async (tx, open) => {
          if (!(await deleteCart(tx, open.id))) {
            throw new AppError(409, 'errors.order.closed', { erpCode: ERP_CODES.ORDER_CLOSED });
          }
        },
        { allowExpired: true },
      );
    },

    /** GET discount (spec §7 Customer): the code of the named cart, else of the active order. */
    async discount(actor: CartActor, orderNumber?: string): Promise<DiscountState> {
      return discountStateOf(actor, await discountCart(actor, orderNumber));
    },

    /**
     * POST discount: applies a code to the cart (named, else the active order), or removes it (null).
     * A code that does not apply now is refused with its reason (422) and nothing is stored; one that
     * applies is stored, and the discount then follows every change of the cart (and may stop
     * applying, which the cart shows with the reason, and placing refuses).
     */
    async applyDiscount(
      actor: CartActor,
      input: { code: string | null; orderNumber?: string },
    ): Promise<DiscountState> {
      const order = await discountCart(actor, input.orderNumber);
      if (input.code !== null) {
        const priced = await orderPricing.priceOrder({ ...order, discountCode: input.code });
        const outcome = priced.discount!.evaluation!.outcome;
        if (!outcome.valid) {
          const problem = {
            field: 'code',
            key: `discounts.reason.${outcome.refusal}` as const,
            params: { code: input.code, ...outcome.params },
          };
          throw new AppError(422, problem.key, { params: problem.params, data: [problem] });
        }
      }
      const code = input.code;
      const { order: changed } = await changeCart(actor, order.orderNumber, async (tx, open) => {
        await updateOrderFields(tx, open.id, { discountCode: code });
        await touchOrder(tx, open.id);
      });
      return discountStateOf(actor, { ...changed, discountCode: code });
    },

    /** The cart's lines for a PunchOut transfer (ADR 074): read only, the customer's open cart. */
    async transferView(actor: CartActor, orderNumber: string): Promise<CartTransferView> {
      const order = await openCart(actor, orderNumber);
      const priced = await orderPricing.priceOrder(order);
      const paths = await selectCategoryPaths(
        db,
        priced.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
      );
      return {
        orderNumber: order.orderNumber,
        currency: priced.totals.currency,
        language: actor.language ?? order.language,
        goodsNet: priced.totals.goodsNet,
        lines: priced.lines.map((l) => ({
          symbol: l.symbol,
          description: lineText(actor, order, l),
          manufacturerName: l.manufacturerName,
          manufacturerSymbol: l.manufacturerSymbol,
          unit: l.unit,
          amount: l.amount,
          unitPrice: l.unitPrice,
          lineNet: l.lineNet,
          amountError: l.amountError,
          leadTimeDays: l.leadTimeDays,
          categoryPath: l.productId === null ? [] : (paths.get(l.productId) ?? []),
        })),
      };
    },

    /** GET cart_step_1: the cart page's lines, totals and order fields. */
    async step1(actor: CartActor, orderNumber: string): Promise<CartStep1> {
      return step1Of(actor, await openCart(actor, orderNumber));
    },
  };

  /** The cart the discount calls work on: the one named (the customer's, open), else the active order. */
  async function discountCart(actor: CartActor, orderNumber: string | undefined): Promise<OrderHeaderRow> {
    if (orderNumber !== undefined) return openCart(actor, orderNumber);
    const active = await selectActiveOrder(db, actor.customerId, actor.contactPersonId);
    return checkOpen(active);
  }

  async function discountStateOf(actor: CartActor, order: OrderHeaderRow): Promise<DiscountState> {
    const priced = await orderPricing.priceOrder(order);
    return { orderNumber: order.orderNumber, discount: viewOf(actor, order, priced), totals: priced.totals };
  }

  function viewOf(actor: CartActor, order: OrderHeaderRow, priced: PricedOrder) {
    const evaluation = priced.discount?.evaluation;
    if (!evaluation) return null;
    return discountView(evaluation, order, (actor.language ?? order.language) as Language);
  }

  async function step1Of(actor: CartActor, order: OrderHeaderRow): Promise<CartStep1> {
    const [priced, active] = await Promise.all([
      orderPricing.priceOrder(order),
      selectActiveOrder(db, actor.customerId, actor.contactPersonId),
    ]);
    const at = now();
    // The stock by place of the cart's products (ADR 077), in two queries however many lines.
    const places = options.warehouseStock
      ? await options.warehouseStock.forProducts(
          priced.lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
        )
      : new Map();
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      active: active?.id === order.id,
      lines: priced.lines.map((l) => ({
        itemId: l.itemId,
        position: l.position,
        symbol: l.symbol,
        description: lineText(actor, order, l),
        name: productNameOf(lineText(actor, order, l)),
        manufacturer: l.manufacturerName,
        imageUrl: l.imageUrl,
        amount: l.amount,
        unit: l.unit,
        minimumQuantity: l.minimumQuantity,
        multiples: l.multiples,
        unitPrice: l.unitPrice,
        pricePrecision: l.pricePrecision,
        lineNet: l.lineNet,
        stock: l.stock,
        // A back-orderable product's rest follows the factory's lead time (ADR 077).
        leadTimeDays: l.factoryLeadDays ?? l.leadTimeDays,
        deliveryTime: deliveryTimeOf(l.amount, l.stock, l.factoryLeadDays ?? l.leadTimeDays, at),
        amountError: l.amountError,
        endUse: l.endUse,
        quotationId: l.quotationId,
        quotationPosition: l.quotationPosition,
        quoteProblem: l.quoteProblem ? l.quoteProblem.key : null,
        outOfRange: outOfRangeOf(l),
        split: lineSplitOf(l, { ...order, placedAt: null }, at),
        warehouses: l.productId === null ? [] : (places.get(l.productId) ?? []),
      })),
      totals: priced.totals,
      completeness: order.completeness as Completeness,
      mode: order.mode as OrderMode,
      customerOrderNumber: order.customerOrderNumber,
      discountCode: order.discountCode,
      discountCodeValid: priced.discount ? priced.discount.valid : null,
      discount: viewOf(actor, order, priced),
      touchedAt: order.touchedAt.toISOString(),
      expiresAt: new Date(order.touchedAt.getTime() + CART_EXPIRY_DAYS * DAY_MS).toISOString(),
    };
  }
}

export type CartService = ReturnType<typeof createCartService>;
