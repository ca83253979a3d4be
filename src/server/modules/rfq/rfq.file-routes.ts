import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BomFileQuerySchema, BomPreviewSchema } from '../../../common/contracts/bom-files';
import { LanguageSchema } from '../../../common/contracts/pricing';
import { RfqSearchSchema, RfqTokenParamsSchema } from '../../../common/contracts/rfq';
import { messageKey } from '../../../common/errors';
import { RFQ_PER_PAGE } from '../../../common/rfq';
import { endpoint } from '../../http/endpoint';
import { formParser } from '../../http/form-parser';
import { priceContextFor } from '../../http/price-context';
import { requestLanguage } from '../../http/request-language';
import { requireCustomer } from '../../plugins/session';
import { acceptBomFileBodies, BOM_FILE_BODY_LIMIT, type CheckedBomFile } from '../bom-files';
import type { RateLimits } from '../auth';
import {
  exampleFile,
  exportList,
  exportQuote,
  RFQ_EXAMPLE_TYPES,
  RFQ_EXPORT_FORMATS,
  type RfqFile,
} from './rfq.files';
import type { RfqService } from './rfq.service';

/** Reads a BOM file for a customer (quick buy's reader: the same detection and catalogue look-up). */
export type ReadBomLines = (
  upload: {
    bytes: Buffer;
    fileName: string;
    mapping?: z.output<typeof BomFileQuerySchema>['mapping'];
    remember?: boolean;
  },
  viewer: { customerId: number; contactPersonId: number },
  country: string,
) => Promise<CheckedBomFile>;

/** A list export holds at most this many requests (the list's largest pages, fifty of them). */
const LIST_EXPORT_PAGES = 50;

const FormatSchema = z.enum(RFQ_EXPORT_FORMATS, { error: messageKey('rfq.field.exportFormat') });

function sendFile(reply: FastifyReply, file: RfqFile) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}

/** The language of a page's form post: the page says it in the query, else the request's. */
const languageOf = async (request: FastifyRequest, asked?: z.infer<typeof LanguageSchema>) =>
  asked ?? (await requestLanguage(request));

/**
 * The files of requests for quote (issue 18): RFQ file-preview (spec §7), the example BOMs
 * (spec §2 POST /rfq/example/{fileType}) and the exports of a quote and of the filtered list
 * (spec §7 details/{token}/export, search/export/{format}; spec §3 rfq export format xls, xlsx).
 */
export async function rfqFileRoutes(
  app: FastifyInstance,
  { rfq, readBomLines, rateLimits }: { rfq: RfqService; readBomLines: ReadBomLines; rateLimits: RateLimits },
): Promise<void> {
  const tags = ['rfq'];

  await app.register(async (scope) => {
    acceptBomFileBodies(scope);
    endpoint(scope, {
      method: 'POST',
      url: '/ajax/rfq/file-preview',
      operationId: 'rfq_file_preview',
      summary:
        'A BOM file (CSV, TXT, XLS, XLSX) read for a request for quote: its header row, columns, preview, row mistakes and the lines for the editor; nothing is stored but a mapping asked to be remembered',
      tags,
      querystring: BomFileQuerySchema,
      body: z.instanceof(Buffer, { error: messageKey('bomFiles.errors.notAFile') }),
      response: BomPreviewSchema,
      bodyLimit: BOM_FILE_BODY_LIMIT,
      handler: async ({ body, query }, request, reply) => {
        const viewer = await requireCustomer(request);
        reply.header('cache-control', 'private, no-store');
        await rateLimits.consume('quickbuyReadIp', request.ip);
        const ctx = await priceContextFor(request, { language: await requestLanguage(request) });
        return readBomLines(
          {
            bytes: body,
            fileName: query.fileName ?? '',
            mapping: query.mapping,
            remember: query.remember === '1',
          },
          viewer,
          ctx.country,
        );
      },
    });
  });

  // Page form posts (a download button) and script calls alike: form bodies are read here too.
  await app.register(async (scope) => {
    formParser(scope);
    const locale = z.object({ language: LanguageSchema.optional() }).strict();

    endpoint(scope, {
      method: 'POST',
      url: '/rfq/example/:fileType',
      operationId: 'rfq_example',
      summary:
        'An example BOM file (CSV, TXT, XLS, XLSX) in the page’s language, with the columns the reader recognises',
      tags,
      config: { csrf: 'form' },
      params: z.object({
        fileType: z.enum(RFQ_EXAMPLE_TYPES, { error: messageKey('rfq.field.exampleType') }),
      }),
      querystring: locale,
      response: z.unknown(),
      handler: async ({ params, query }, request, reply) =>
        sendFile(reply, await exampleFile(params.fileType, await languageOf(request, query.language))),
    });

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/rfq/details/:rfqCrcToken/export',
      operationId: 'rfq_export',
      summary:
        'A request for quote as XLS or XLSX: each line, the offered products, breaks, prices, lead times, validity',
      tags,
      config: { csrf: 'form' },
      params: RfqTokenParamsSchema,
      querystring: locale.extend({ format: FormatSchema.default('xlsx') }),
      response: z.unknown(),
      handler: async ({ params, query }, request, reply) => {
        const { customerId } = await requireCustomer(request);
        const language = await languageOf(request, query.language);
        const quote = await rfq.details(customerId, params.rfqCrcToken, language);
        return sendFile(reply, await exportQuote(quote, query.format, language));
      },
    });

    endpoint(scope, {
      method: 'POST',
      url: '/ajax/rfq/search/export/:format',
      operationId: 'rfq_search_export',
      summary: 'The customer’s requests for quote as the list filters them (every page), as XLS or XLSX',
      tags,
      config: { csrf: 'form' },
      params: z.object({ format: FormatSchema }),
      querystring: locale,
      body: RfqSearchSchema.omit({ page: true, perPage: true }).optional(),
      response: z.unknown(),
      handler: async ({ params, query, body }, request, reply) => {
        const { customerId } = await requireCustomer(request);
        const perPage = RFQ_PER_PAGE[RFQ_PER_PAGE.length - 1]!;
        const filter = RfqSearchSchema.parse({ ...body, page: 1, perPage });
        const items = [];
        for (let page = 1; page <= LIST_EXPORT_PAGES; page++) {
          const list = await rfq.search(customerId, { ...filter, page });
          items.push(...list.elements);
          if (page * perPage >= list.total) break;
        }
        return sendFile(
          reply,
          await exportList(items, params.format, await languageOf(request, query.language)),
        );
      },
    });
  });
}
