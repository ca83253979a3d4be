import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CustomerSymbolCreateSchema,
  CustomerSymbolIdParamsSchema,
  CustomerSymbolListQuerySchema,
  CustomerSymbolListSchema,
  CustomerSymbolSchema,
  CustomerSymbolUpdateSchema,
  ExportQuerySchema,
  ImportFormatQuerySchema,
  ImportPreviewSchema,
  ImportResultSchema,
  SymbolsOfRequestSchema,
  SymbolsOfResponseSchema,
} from '../../../common/contracts/customer-symbols';
import { CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES } from '../../../common/customer-symbols';
import { requestLanguage } from '../../http/request-language';
import { endpoint } from '../../http/endpoint';
import { requireCustomer } from '../../plugins/session';
import type { CustomerSymbolsService } from './customer-symbols.service';

/** What an import file may be sent as; the service reads the bytes, not the type. */
const FILE_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
];
/** A little above the file limit, so the service can refuse a large file in its own words. */
const FILE_BODY_LIMIT = CUSTOMER_SYMBOLS_IMPORT_MAX_BYTES + 1024 * 1024;
const FileBodySchema = z.instanceof(Buffer);

/** Spec §7 Customer "symbols GET, POST, PATCH, DELETE" (paths and names: ADR 036). */
export async function customerSymbolsRoutes(
  app: FastifyInstance,
  { customerSymbols }: { customerSymbols: CustomerSymbolsService },
): Promise<void> {
  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/symbols',
    operationId: 'customer_symbols_list',
    summary: 'The customer’s own part numbers: a page, sorted, optionally searched',
    tags: ['customer'],
    querystring: CustomerSymbolListQuerySchema,
    response: CustomerSymbolListSchema,
    handler: async ({ query }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return customerSymbols.list(customerId, query, await requestLanguage(request));
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/symbols/of',
    operationId: 'customer_symbols_of',
    summary: 'The customer’s own symbols of the named products (a list page asks once for its cards)',
    tags: ['customer'],
    body: SymbolsOfRequestSchema,
    response: SymbolsOfResponseSchema,
    handler: async ({ body }, request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { customerId } = await requireCustomer(request);
      return { symbols: await customerSymbols.symbolsOf(customerId, body.productSymbols) };
    },
  });

  endpoint(app, {
    method: 'POST',
    url: '/ajax/customer/symbols',
    operationId: 'customer_symbol_create',
    summary: 'Gives a product the customer’s own symbol (one per product, and unique per customer)',
    tags: ['customer'],
    body: CustomerSymbolCreateSchema,
    response: CustomerSymbolSchema,
    handler: async ({ body }, request, reply) => {
      const { customerId } = await requireCustomer(request);
      const created = await customerSymbols.create(customerId, body);
      reply.code(201);
      return created;
    },
  });

  endpoint(app, {
    method: 'PATCH',
    url: '/ajax/customer/symbols/:id',
    operationId: 'customer_symbol_update',
    summary: 'Changes the customer’s symbol of a product, its description or both',
    tags: ['customer'],
    params: CustomerSymbolIdParamsSchema,
    body: CustomerSymbolUpdateSchema,
    response: CustomerSymbolSchema,
    handler: async ({ params, body }, request) => {
      const { customerId } = await requireCustomer(request);
      return customerSymbols.update(customerId, params.id, body);
    },
  });

  endpoint(app, {
    method: 'DELETE',
    url: '/ajax/customer/symbols/:id',
    operationId: 'customer_symbol_delete',
    summary: 'Deletes one of the customer’s symbols',
    tags: ['customer'],
    params: CustomerSymbolIdParamsSchema,
    response: z.undefined(),
    handler: async ({ params }, request) => {
      const { customerId } = await requireCustomer(request);
      await customerSymbols.remove(customerId, params.id);
      return undefined;
    },
  });

  // Own plugin context: import files come as they are (CSV, TXT, XLS, XLSX bytes), not as JSON, and that
  // parser should not leak into the other /ajax endpoints.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      FILE_TYPES,
      { parseAs: 'buffer', bodyLimit: FILE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const fileCall = (operationId: string, url: string, summary: string) => ({
      method: 'POST' as const,
      url,
      operationId,
      summary,
      tags: ['customer'],
      querystring: ImportFormatQuerySchema,
      body: FileBodySchema,
      bodyLimit: FILE_BODY_LIMIT,
    });

    endpoint(scope, {
      ...fileCall(
        'customer_symbols_import_preview',
        '/ajax/customer/symbols/import/preview',
        'Reads an import file (CSV, TXT, XLS, XLSX) and tells per line what would be imported or why not; writes nothing',
      ),
      response: ImportPreviewSchema,
      handler: async ({ body, query }, request) => {
        const { customerId } = await requireCustomer(request);
        return customerSymbols.previewImport(customerId, body, query.format);
      },
    });

    endpoint(scope, {
      ...fileCall(
        'customer_symbols_import',
        '/ajax/customer/symbols/import',
        'Imports a file of symbols when every line is good (all or nothing); a product named gets the new symbol',
      ),
      response: ImportResultSchema,
      handler: async ({ body, query }, request) => {
        const { customerId } = await requireCustomer(request);
        return customerSymbols.importFile(customerId, body, query.format);
      },
    });
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/customer/symbols/export',
    operationId: 'customer_symbols_export',
    summary: 'Every symbol of the customer with the product’s data, as CSV or XLSX',
    tags: ['customer'],
    querystring: ExportQuerySchema,
    response: z.instanceof(Buffer),
    handler: async ({ query }, request, reply) => {
      const { customerId } = await requireCustomer(request);
      const file = await customerSymbols.exportFile(customerId, query.format, await requestLanguage(request));
      reply
        .header('cache-control', 'private, no-store')
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.body;
    },
  });
}
