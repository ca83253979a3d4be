import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AddToCartResponseSchema,
  AddToCartSchema,
  CartStep1Schema,
  DiscountStateSchema,
  ItemAmountUpdateSchema,
  ItemEndUseSchema,
  MiniCartSchema,
  OpenOrderListSchema,
  OrderCreateResponseSchema,
  OrderCreateSchema,
  OrderItemParamsSchema,
  OrderNumberParamsSchema,
  OrderUpdateSchema,
} from '../../../common/contracts/cart';
import { DiscountApplySchema, DiscountQuerySchema } from '../../../common/contracts/discounts';
import { endpoint } from '../../http/endpoint';
import type { RateLimits } from '../auth';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { pageLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import type { CartActor, CartService } from './cart.service';

/** Fastify path of a route-table path: `{name}` → `:name`. */
const path = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

async function actor(request: FastifyRequest, reply: FastifyReply): Promise<CartActor> {
  const { customerId, contactPersonId } = await requireCustomer(request);
  // Carts are personal and change with every call: never cached anywhere.
  reply.header('cache-control', 'private, no-store');
  return { customerId, contactPersonId, language: pageLanguage(request) };
}

/** The cart's calls (spec §7 "Order and cart"); the paths are the route table's (common/routes). */
export async function cartRoutes(
  app: FastifyInstance,
  { cart, rateLimits }: { cart: CartService; rateLimits: Pick<RateLimits, 'consume'> },
): Promise<void> {
  const tags = ['cart'];

  // Spec §7 Customer "discount GET and POST" (ADR 050): the code of the cart, here because only
  // ordering writes orders; the code's rules are the discounts module's.
  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/discount',
    operationId: 'customer_discount',
    summary:
      'The discount code of the active order (or the cart named), what it takes off, and why not when it does not apply',
    tags: ['customer', 'cart'],
    querystring: DiscountQuerySchema,
    response: DiscountStateSchema,
    handler: async ({ query }, request, reply) =>
      cart.discount(await actor(request, reply), query.orderNumber),
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/discount',
    operationId: 'customer_discount_apply',
    summary:
      'Applies a discount code to the active order (or the cart named), or removes it with code null; a code that does not apply is refused with its reason',
    tags: ['customer', 'cart'],
    body: DiscountApplySchema,
    response: DiscountStateSchema,
    handler: async ({ body }, request, reply) => {
      const me = await actor(request, reply);
      if (body.code !== null) await rateLimits.consume('discountCodeCustomer', String(me.customerId));
      return cart.applyDiscount(me, body);
    },
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/order/create'),
    operationId: 'order_create',
    summary:
      'Creates an order (a cart) with its first item and makes it the active order; honours Idempotency-Key',
    tags,
    body: OrderCreateSchema,
    response: OrderCreateResponseSchema,
    handler: async ({ body }, request, reply) => {
      const me = await actor(request, reply);
      const result = await cart.create(me, body, idempotencyKeyOf(request));
      reply.code(result.status);
      return result.body;
    },
  });

  endpoint(app, {
    method: 'POST',
    url: path('/ajax/order/item'),
    operationId: 'order_item_post',
    summary:
      'Adds a product to a cart (orderNumber "0": to a new one); may warn with creditControlStatus 10331',
    tags,
    body: AddToCartSchema,
    response: AddToCartResponseSchema,
    handler: async ({ body }, request, reply) => cart.addToCart(await actor(request, reply), body),
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/order/open'),
    operationId: 'order_open_list',
    summary: 'The customer’s open carts, newest first, and which one is active',
    tags,
    response: OpenOrderListSchema,
    handler: async (_input, request, reply) => cart.openOrders(await actor(request, reply)),
  });

  // A POST: it changes which order is active, and a GET may come from a link, a prefetch or a crawler.
  endpoint(app, {
    method: 'POST',
    url: path('/ajax/order/touch/{orderNumber}'),
    operationId: 'order_touch',
    summary: 'Makes a cart the active order and returns its mini-cart',
    tags,
    params: OrderNumberParamsSchema,
    response: MiniCartSchema,
    handler: async ({ params }, request, reply) =>
      cart.touch(await actor(request, reply), params.orderNumber),
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/order/touch'),
    operationId: 'order_touch_clear',
    summary: 'Forgets the active order (the next add to cart starts a new one)',
    tags,
    response: z.undefined(),
    handler: async (_input, request, reply) => {
      await cart.clearTouch(await actor(request, reply));
      return undefined;
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: path('/ajax/order/{orderNumber}/item/{itemId}'),
    operationId: 'order_item_update',
    summary: 'Changes the amount of a line; answers the cart’s first step',
    tags,
    params: OrderItemParamsSchema,
    body: ItemAmountUpdateSchema,
    response: CartStep1Schema,
    handler: async ({ params, body }, request, reply) =>
      cart.updateItem(await actor(request, reply), params.orderNumber, params.itemId, body.amount),
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/order/{orderNumber}/item/{itemId}'),
    operationId: 'order_item_delete',
    summary: 'Removes a line; answers the cart’s first step',
    tags,
    params: OrderItemParamsSchema,
    response: CartStep1Schema,
    handler: async ({ params }, request, reply) =>
      cart.deleteItem(await actor(request, reply), params.orderNumber, params.itemId),
  });

  endpoint(app, {
    method: 'PATCH',
    url: path('/ajax/order/{orderNumber}/item/{itemId}/end-user'),
    operationId: 'order_item_end_user',
    summary: 'Declares the end use of a line (null clears it)',
    tags,
    params: OrderItemParamsSchema,
    body: ItemEndUseSchema,
    response: CartStep1Schema,
    handler: async ({ params, body }, request, reply) =>
      cart.setEndUse(await actor(request, reply), params.orderNumber, params.itemId, body.endUse),
  });

  endpoint(app, {
    method: 'PATCH',
    url: path('/ajax/order/{orderNumber}'),
    operationId: 'order_update',
    summary: 'Changes the customer order number, completeness, discount code or mode of a cart',
    tags,
    params: OrderNumberParamsSchema,
    body: OrderUpdateSchema,
    response: CartStep1Schema,
    handler: async ({ params, body }, request, reply) =>
      cart.updateOrder(await actor(request, reply), params.orderNumber, body),
  });

  endpoint(app, {
    method: 'DELETE',
    url: path('/ajax/order/{orderNumber}'),
    operationId: 'order_delete',
    summary: 'Deletes a cart (placed orders are cancelled on the order status page instead)',
    tags,
    params: OrderNumberParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request, reply) => {
      await cart.deleteOrder(await actor(request, reply), params.orderNumber);
      return undefined;
    },
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/cart/mini-cart'),
    operationId: 'cart_mini',
    summary: 'The mini-cart of the active order (orderNumber "0" when there is none)',
    tags,
    response: MiniCartSchema,
    handler: async (_input, request, reply) => cart.miniCart(await actor(request, reply)),
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/cart/mini-cart-order/{orderNumber}'),
    operationId: 'cart_mini_order',
    summary: 'The mini-cart of one cart',
    tags,
    params: OrderNumberParamsSchema,
    response: MiniCartSchema,
    handler: async ({ params }, request, reply) =>
      cart.miniCartOrder(await actor(request, reply), params.orderNumber),
  });

  endpoint(app, {
    method: 'GET',
    url: path('/ajax/cart/step-1/{orderNumber}'),
    operationId: 'cart_step_1',
    summary: 'The cart page’s first step: lines with prices, stock and delivery time, totals, order fields',
    tags,
    params: OrderNumberParamsSchema,
    response: CartStep1Schema,
    handler: async ({ params }, request, reply) =>
      cart.step1(await actor(request, reply), params.orderNumber),
  });
}
