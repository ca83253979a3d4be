/**
 * The customer API v1's operations (ADR 079): method, path, scope, contracts and examples. The routes
 * are registered from this list (api.routes.ts binds a handler to each) and the OpenAPI document and
 * the /api-docs page are made from it, so neither can name a call the server does not answer.
 */
import { z } from 'zod';
import {
  ApiCartLinesSchema,
  ApiCartParamsSchema,
  ApiCartSchema,
  ApiDetailsRequestSchema,
  ApiDetailsResponseSchema,
  ApiOrderListQuerySchema,
  ApiOrderListSchema,
  ApiOrderParamsSchema,
  ApiOrderRequestSchema,
  ApiOrderSchema,
  ApiSearchQuerySchema,
  ApiSearchResponseSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  type ApiScope,
} from '../../../common/contracts/customer-api';
import type { HttpMethod } from '../../../common/routes.server';

export interface ApiOperation {
  method: HttpMethod;
  /** With `{param}` placeholders, as the route table writes paths. */
  path: string;
  /** The route table's name of the call. */
  operationId: string;
  summary: string;
  description?: string;
  tag: 'auth' | 'products' | 'carts' | 'orders' | 'meta';
  /** The token scope the call needs; null: no bearer token (the token call itself, the document). */
  scope: ApiScope | null;
  body?: z.ZodType;
  /** The token call also takes application/x-www-form-urlencoded (RFC 6749 §4.4.2). */
  formBody?: boolean;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  successStatus: 200 | 201;
  /** Needs the Idempotency-Key header. */
  idempotent?: boolean;
  example: { request?: unknown; query?: string; response: unknown };
}

const product = {
  symbol: 'BC547B-ONS',
  manufacturer: 'onsemi',
  manufacturerSymbol: 'BC547BTA',
  description: 'Transistor: NPN; bipolar; 45V; 0.1A; 0.5W; TO92',
  category: 'Transistors',
  unit: 'pcs',
  minimumQuantity: 10,
  multiples: 10,
  stock: 48250,
  leadTimeDays: null,
  currency: 'EUR',
  priceType: 'NET',
  priceBreaks: [
    { quantity: 10, unitPrice: '0.0420' },
    { quantity: 100, unitPrice: '0.0310' },
    { quantity: 1000, unitPrice: '0.0240' },
  ],
  url: 'https://shop.example/en/de/BC547B-ONS/details',
};

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/v1/oauth/token',
    operationId: 'api_v1_token',
    summary: 'A bearer token for a client (OAuth 2.0 client credentials, RFC 6749 §4.4)',
    description:
      'Form-encoded or JSON. The client authenticates with HTTP Basic (client_id:client_secret) or with client_id and client_secret in the body. `scope` (space-separated) may narrow the client’s scopes. Errors follow RFC 6749 §5.2 ({error, error_description}).',
    tag: 'auth',
    scope: null,
    body: TokenRequestSchema,
    formBody: true,
    response: TokenResponseSchema,
    successStatus: 200,
    example: {
      request: {
        grant_type: 'client_credentials',
        client_id: 'ck_3kTzq9…',
        client_secret: 'cs_…',
        scope: 'read order',
      },
      response: {
        access_token: 'q0Jm…43 characters',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'read order',
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/products/search',
    operationId: 'api_v1_product_search',
    summary: 'Searches products by text (symbols, words, values such as “100nF 50V”), a page at a time',
    tag: 'products',
    scope: 'read',
    query: ApiSearchQuerySchema,
    response: ApiSearchResponseSchema,
    successStatus: 200,
    example: {
      query: '?q=BC547&page=1&pageSize=25',
      response: { query: 'BC547', page: 1, pageSize: 25, total: 1, totalExact: true, products: [product] },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/products/details',
    operationId: 'api_v1_product_details',
    summary: 'Details, price breaks and stock of up to 50 symbols, priced at the quantities asked',
    description:
      'Prices are in the company’s currency, net or gross as its account shows them. 51 symbols or more: 400.',
    tag: 'products',
    scope: 'read',
    body: ApiDetailsRequestSchema,
    response: ApiDetailsResponseSchema,
    successStatus: 200,
    example: {
      request: { symbols: ['BC547B-ONS', 'NO-SUCH-PART'], quantities: [100, 2500] },
      response: {
        products: [
          {
            ...product,
            prices: [
              { quantity: 100, unitPrice: '0.0310', lineTotal: '3.10', inStock: true },
              { quantity: 2500, unitPrice: '0.0240', lineTotal: '60.00', inStock: true },
            ],
          },
        ],
        notFound: ['NO-SUCH-PART'],
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/carts',
    operationId: 'api_v1_cart_create',
    summary: 'Makes a cart with lines (a line the shop refuses is listed in `refused`, the rest go in)',
    tag: 'carts',
    scope: 'order',
    body: ApiCartLinesSchema,
    response: ApiCartSchema,
    successStatus: 201,
    example: {
      request: { lines: [{ symbol: 'BC547B-ONS', quantity: 100 }] },
      response: {
        cartId: 'K2611260001',
        currency: 'EUR',
        lines: [{ symbol: 'BC547B-ONS', quantity: 100, unitPrice: '0.0310', lineNet: '3.10' }],
        net: '3.10',
        gross: '3.81',
        refused: [],
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/carts/{cartId}/lines',
    operationId: 'api_v1_cart_add_lines',
    summary: 'Adds lines to one of the company’s open carts',
    tag: 'carts',
    scope: 'order',
    params: ApiCartParamsSchema,
    body: ApiCartLinesSchema,
    response: ApiCartSchema,
    successStatus: 200,
    example: {
      request: { lines: [{ symbol: 'BC547B-ONS', quantity: 7 }] },
      response: {
        cartId: 'K2611260001',
        currency: 'EUR',
        lines: [{ symbol: 'BC547B-ONS', quantity: 110, unitPrice: '0.0310', lineNet: '3.41' }],
        net: '3.41',
        gross: '4.19',
        refused: [{ symbol: 'NO-SUCH-PART', status: 404, reason: 'The product was not found.' }],
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/carts/{cartId}',
    operationId: 'api_v1_cart_get',
    summary: 'One of the company’s open carts with its lines and totals',
    tag: 'carts',
    scope: 'order',
    params: ApiCartParamsSchema,
    response: ApiCartSchema,
    successStatus: 200,
    example: {
      response: {
        cartId: 'K2611260001',
        currency: 'EUR',
        lines: [{ symbol: 'BC547B-ONS', quantity: 100, unitPrice: '0.0310', lineNet: '3.10' }],
        net: '3.10',
        gross: '3.81',
        refused: [],
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/orders',
    operationId: 'api_v1_order_place',
    summary: 'Places an order from a cart (Idempotency-Key header required: a retry gets the first answer)',
    description:
      'Addresses, delivery and payment default to the profile’s order settings. The same placement as the shop’s checkout: its rules, stock reservation and any approval the company’s buyers need apply.',
    tag: 'orders',
    scope: 'order',
    body: ApiOrderRequestSchema,
    response: ApiOrderSchema,
    successStatus: 201,
    idempotent: true,
    example: {
      request: {
        cartId: 'K2611260001',
        termsAccepted: true,
        deliveryMethod: 'courier_pl',
        paymentMethod: 'bank_transfer',
      },
      response: {
        orderNumber: 'K2611260001',
        status: 'placed',
        placedAt: '2026-11-26T10:15:00.000Z',
        currency: 'EUR',
        net: '3.10',
        gross: '3.81',
        lineCount: 1,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/orders',
    operationId: 'api_v1_order_list',
    summary: 'The company’s placed orders, newest first',
    tag: 'orders',
    scope: 'read',
    query: ApiOrderListQuerySchema,
    response: ApiOrderListSchema,
    successStatus: 200,
    example: {
      query: '?page=1&pageSize=20',
      response: {
        page: 1,
        pageSize: 20,
        total: 1,
        orders: [
          {
            orderNumber: 'K2611260001',
            status: 'placed',
            placedAt: '2026-11-26T10:15:00.000Z',
            currency: 'EUR',
            net: '3.10',
            gross: '3.81',
            lineCount: 1,
          },
        ],
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/orders/{orderNumber}',
    operationId: 'api_v1_order_get',
    summary: 'The status of one of the company’s orders (another company’s number: 404)',
    tag: 'orders',
    scope: 'read',
    params: ApiOrderParamsSchema,
    response: ApiOrderSchema,
    successStatus: 200,
    example: {
      response: {
        orderNumber: 'K2611260001',
        status: 'paid',
        placedAt: '2026-11-26T10:15:00.000Z',
        currency: 'EUR',
        net: '3.10',
        gross: '3.81',
        lineCount: 1,
      },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/openapi.json',
    operationId: 'api_v1_openapi',
    summary: 'This document (OpenAPI 3.1)',
    tag: 'meta',
    scope: null,
    response: z.record(z.string(), z.unknown()),
    successStatus: 200,
    example: { response: { openapi: '3.1.0' } },
  },
];
