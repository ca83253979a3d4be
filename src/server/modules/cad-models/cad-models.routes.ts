import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageKey, notFound } from '../../../common/errors';
import { ThreeDPhotoRequestSchema, ThreeDPhotoResponseSchema } from '../../../common/part-data';
import { endpoint } from '../../http/endpoint';
import type { CadModelsService } from './cad-models.service';

const SymbolParamsSchema = z.object({
  symbol: z
    .string()
    .trim()
    .min(1, messageKey('errors.input.required'))
    .max(100, messageKey('errors.input.tooLong')),
});

/** A day in caches: the files change only when the catalogue's package data does (the ETag tells). */
const CAD_MAX_AGE_S = 24 * 3600;

export async function cadModelsRoutes(
  app: FastifyInstance,
  { cadModels }: { cadModels: CadModelsService },
): Promise<void> {
  endpoint(app, {
    method: 'POST',
    url: '/ajax/products/3d-photo/:symbol',
    operationId: 'ajax_products_3d_photo',
    summary:
      "Spec §7 products 3d-photo: the part's 3D model (STEP) and body size for the product page's 3D view; 404 for an unknown symbol",
    tags: ['discovery'],
    params: SymbolParamsSchema,
    body: ThreeDPhotoRequestSchema.optional(),
    response: ThreeDPhotoResponseSchema,
    handler: ({ params }) => cadModels.threeDPhoto(params.symbol),
  });

  endpoint(app, {
    method: 'GET',
    url: '/ajax/products/cad/:symbol/:file',
    operationId: 'cad_file',
    summary:
      "A CAD file the shop makes from a product's data: KiCad symbol (.kicad_sym), KiCad footprint (.kicad_mod) or STEP model (.step)",
    tags: ['discovery'],
    params: SymbolParamsSchema.extend({
      file: z.string().regex(/^[a-z0-9-]{1,40}\.[a-z_]{1,12}$/, messageKey('errors.catalog.unknownCadFile')),
    }),
    response: z.string().describe('the file'),
    handler: async ({ params }, _request, reply) => {
      const file = await cadModels.file(params.symbol, params.file);
      if (!file) throw notFound('errors.catalog.unknownCadFile');
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${safeFileName(params.symbol)}-${params.file}"`)
        .header('cache-control', `public, max-age=${CAD_MAX_AGE_S}`)
        .send(file.body);
    },
  });
}

/** The symbol as a file name: "LM358/TR" → "LM358_TR". */
const safeFileName = (symbol: string) => symbol.replace(/[^A-Za-z0-9_.-]+/g, '_');
