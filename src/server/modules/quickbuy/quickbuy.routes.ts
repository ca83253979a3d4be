import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AddLinesBodySchema,
  ApplyReplacementsBodySchema,
  LinesBodySchema,
  OrderPostBodySchema,
  OrderPutBodySchema,
  OrderResponseSchema,
  QuickBuyListSchema,
  ReadProductsBodySchema,
  ReadProductsParamsSchema,
  RemoveLinesBodySchema,
  ReplaceLinesBodySchema,
  UpdateLinesBodySchema,
  ValidateDuplicatesBodySchema,
} from '../../../common/contracts/quickbuy';
import { z } from 'zod';
import { BomFileQuerySchema, BomReadingSchema } from '../../../common/contracts/bom-files';
import { messageKey } from '../../../common/errors';
import { endpoint } from '../../http/endpoint';
import { acceptBomFileBodies, BOM_FILE_BODY_LIMIT } from '../bom-files';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { priceContextFor } from '../../http/price-context';
import { requestLanguage } from '../../http/request-language';
import { currentCustomer, requireCustomer } from '../../plugins/session';
import type { RateLimits } from '../auth';
import type { QuickBuyService, QuickBuyViewer } from './quickbuy.service';
import { linesBodyInSlices } from './quickbuy.body';
import { listJson, sendJsonPieces, withListJson, type ListAnswer } from './quickbuy.answer';

/**
 * 10 000 lines travel in every call (ADR 047): about 2.9 MiB of working lines as buyers write them
 * (bench/quickbuy-10k.ts), up to ~8 MiB with every note and candidate at its longest. Such a body
 * is checked, and every list answered, a slice of lines at a time (quickbuy.body.ts,
 * quickbuy.answer.ts; ADR 047, amended in session 15), so other requests are not held meanwhile.
 */
const LINES_BODY_LIMIT = 16 * 1024 * 1024;

/** The session's customer and contact person (never from the request); working lists are personal. */
async function buyer(request: FastifyRequest, reply: FastifyReply): Promise<QuickBuyViewer> {
  const { customerId, contactPersonId } = await requireCustomer(request);
  reply.header('cache-control', 'private, no-store');
  return { customerId, contactPersonId };
}

/** Prices in the viewer's market and currency, the page's language (one rule: priceContextFor). */
async function contextOf(request: FastifyRequest) {
  return priceContextFor(request, { language: await requestLanguage(request) });
}

/** Spec §7 common "quickbuy read-products/{source}" and customer "quickbuy …" (ADR 047). */
export async function quickBuyRoutes(
  app: FastifyInstance,
  { quickBuy, rateLimits }: { quickBuy: QuickBuyService; rateLimits: RateLimits },
): Promise<void> {
  const tags = ['quickbuy'];

  endpoint(app, {
    method: 'POST',
    url: '/ajax/quickbuy/read-products/:source',
    operationId: 'quickbuy_read_products',
    summary:
      'Typed lines, pasted text or a saved list matched to products (symbol, own symbol, part number, normalised, without packaging suffix, similar) and priced',
    tags,
    params: ReadProductsParamsSchema,
    body: ReadProductsBodySchema,
    response: QuickBuyListSchema,
    bodyLimit: LINES_BODY_LIMIT,
    handler: async ({ params, body }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await rateLimits.consume('quickbuyReadIp', request.ip);
      // Visitors may read; a customer's lines are matched among their own symbols too.
      const viewer = (await currentCustomer(request)) ? await requireCustomer(request) : null;
      const list = await quickBuy.readProducts(params.source, body, viewer, await contextOf(request));
      return sendJsonPieces(reply, listJson(list)) as never;
    },
  });

  // Own plugin context: the file comes as its bytes (CSV, TXT, XLS, XLSX), a parser no other call takes.
  await app.register(async (scope) => {
    acceptBomFileBodies(scope);
    endpoint(scope, {
      method: 'POST',
      url: '/ajax/quickbuy/read-products/file',
      operationId: 'quickbuy_read_file',
      summary:
        'A BOM file (CSV, TXT, XLS, XLSX) read, matched and priced, with its header row, columns, preview and row mistakes; an edited mapping reads it again',
      tags,
      querystring: BomFileQuerySchema,
      body: z.instanceof(Buffer, { error: messageKey('bomFiles.errors.notAFile') }),
      response: z.object({ list: QuickBuyListSchema, reading: BomReadingSchema }),
      bodyLimit: BOM_FILE_BODY_LIMIT,
      handler: async ({ body, query }, request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await rateLimits.consume('quickbuyReadIp', request.ip);
        // Visitors may read a file as they may paste; remembering a mapping is a customer's.
        const viewer = (await currentCustomer(request)) ? await requireCustomer(request) : null;
        const { list, reading } = await quickBuy.readFile(
          {
            bytes: body,
            fileName: query.fileName ?? '',
            mapping: query.mapping,
            remember: query.remember === '1',
          },
          viewer,
          await contextOf(request),
        );
        return sendJsonPieces(reply, withListJson(list, { reading })) as never;
      },
    });
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/quickbuy/add-lines',
    operationId: 'quickbuy_add_lines',
    summary: 'More typed or pasted lines matched and added after the working list’s',
    tags,
    body: AddLinesBodySchema,
    parseBody: linesBodyInSlices(AddLinesBodySchema),
    response: QuickBuyListSchema,
    bodyLimit: LINES_BODY_LIMIT,
    handler: async ({ body }, request, reply) => {
      const viewer = await buyer(request, reply);
      await rateLimits.consume('quickbuyReadIp', request.ip);
      return sendJsonPieces(
        reply,
        listJson(await quickBuy.addLines(body, viewer, await contextOf(request))),
      ) as never;
    },
  });

  /** A call that takes the working lines (and what to do with them) and answers the changed list. */
  const listCall = <S extends z.ZodObject<{ lines: z.ZodType }>>(
    operationId: string,
    url: string,
    summary: string,
    body: S,
    run: (body: z.infer<S>, ctx: Awaited<ReturnType<typeof contextOf>>) => Promise<ListAnswer>,
  ) =>
    endpoint(app, {
      method: 'POST',
      url,
      operationId,
      summary,
      tags,
      body,
      parseBody: linesBodyInSlices(body),
      response: QuickBuyListSchema,
      bodyLimit: LINES_BODY_LIMIT,
      handler: async ({ body }, request, reply) => {
        await buyer(request, reply);
        return sendJsonPieces(reply, listJson(await run(body, await contextOf(request)))) as never;
      },
    });

  listCall(
    'quickbuy_lines_data',
    '/ajax/customer/quickbuy/lines-data',
    'The working list checked and priced again: price at each line’s amount, value, stock, lead time',
    LinesBodySchema,
    (body, ctx) => quickBuy.linesData(body.lines, ctx),
  );
  listCall(
    'quickbuy_update_amounts',
    '/ajax/customer/quickbuy/update-amounts',
    'Every amount raised to its product’s minimum and multiples; each rounding shown on its line',
    LinesBodySchema,
    (body, ctx) => quickBuy.updateAmounts(body.lines, ctx),
  );
  listCall(
    'quickbuy_update_completeness',
    '/ajax/customer/quickbuy/update-completeness',
    'Which lines can go to the cart, and what keeps the others out',
    LinesBodySchema,
    (body, ctx) => quickBuy.updateCompleteness(body.lines, ctx),
  );

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/quickbuy/update-lines',
    operationId: 'quickbuy_update_lines',
    summary: 'Changes lines’ amounts, notes or part numbers (a new part number is matched again)',
    tags,
    body: UpdateLinesBodySchema,
    parseBody: linesBodyInSlices(UpdateLinesBodySchema),
    response: QuickBuyListSchema,
    bodyLimit: LINES_BODY_LIMIT,
    handler: async ({ body }, request, reply) =>
      sendJsonPieces(
        reply,
        listJson(await quickBuy.updateLines(body, await buyer(request, reply), await contextOf(request))),
      ) as never,
  });

  listCall(
    'quickbuy_replace_lines',
    '/ajax/customer/quickbuy/replace-lines',
    'The buyer’s product for lines: a suggestion accepted, a candidate or any symbol',
    ReplaceLinesBodySchema,
    (body, ctx) => quickBuy.replaceLines(body, ctx),
  );

  listCall(
    'quickbuy_remove_lines',
    '/ajax/customer/quickbuy/remove-lines',
    'Removes lines from the working list',
    RemoveLinesBodySchema,
    (body, ctx) => quickBuy.removeLines(body, ctx),
  );

  listCall(
    'quickbuy_validate_duplicates',
    '/ajax/customer/quickbuy/validate-duplicates',
    'Products named on several lines; with `merge`, the lines the buyer agreed to merge become one',
    ValidateDuplicatesBodySchema,
    (body, ctx) => quickBuy.validateDuplicates(body, ctx),
  );

  listCall(
    'quickbuy_apply_replacements',
    '/ajax/customer/quickbuy/apply-replacements',
    'Lines whose product is not in the offer take its replacement (all, or the lines named)',
    ApplyReplacementsBodySchema,
    (body, ctx) => quickBuy.applyReplacements(body, ctx),
  );

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/quickbuy/order',
    operationId: 'quickbuy_order',
    summary: 'The complete lines into a new cart or the active one (one batch add); honours Idempotency-Key',
    tags,
    body: OrderPostBodySchema,
    parseBody: linesBodyInSlices(OrderPostBodySchema),
    response: OrderResponseSchema,
    bodyLimit: LINES_BODY_LIMIT,
    handler: async ({ body }, request, reply) => {
      const viewer = await buyer(request, reply);
      const ctx = await contextOf(request);
      return quickBuy.orderInto({ ...viewer, language: ctx.language }, body, ctx, idempotencyKeyOf(request));
    },
  });

  endpoint(app, {
    method: 'PUT',
    url: '/ajax/customer/quickbuy/order',
    operationId: 'quickbuy_order_put',
    summary: 'The complete lines into an open cart of the customer, by its number; honours Idempotency-Key',
    tags,
    body: OrderPutBodySchema,
    parseBody: linesBodyInSlices(OrderPutBodySchema),
    response: OrderResponseSchema,
    bodyLimit: LINES_BODY_LIMIT,
    handler: async ({ body }, request, reply) => {
      const viewer = await buyer(request, reply);
      const ctx = await contextOf(request);
      return quickBuy.orderIntoCart(
        { ...viewer, language: ctx.language },
        body,
        ctx,
        idempotencyKeyOf(request),
      );
    },
  });
}
