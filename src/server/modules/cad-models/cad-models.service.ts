/**
 * CAD models of products (issue 22, ADR 076): the links a product page lists, the files the shop
 * makes from a product's data, and spec §7 products 3d-photo, which feeds the page's 3D view.
 */
import { notFound } from '../../../common/errors';
import {
  CAD_FORMATS,
  CAD_KINDS,
  SHOP_CAD_FILES,
  shopCadPath,
  type CadModel,
  type ShopCadFile,
  type ThreeDPhotoResponse,
} from '../../../common/part-data';
import type { Db } from '../../db/client';
import { bodyOf, kicadFootprint, kicadSymbol, stepModel } from './cad-files';
import { selectCadModels, selectCadTarget } from './cad-models.repository';

const MEDIA_TYPES: Record<ShopCadFile, string> = {
  'symbol-kicad': 'application/x-kicad-symbol',
  'footprint-kicad': 'application/x-kicad-footprint',
  'model3d-step': 'model/step',
};

const isModel = (m: { kind: string; format: string }): m is CadModel =>
  (CAD_KINDS as readonly string[]).includes(m.kind) && (CAD_FORMATS as readonly string[]).includes(m.format);

export function createCadModelsService(db: Db) {
  return {
    /** The product page's "CAD models" links, symbol, footprint and 3D model in that order. */
    async modelsOf(productId: number): Promise<CadModel[]> {
      const models = (await selectCadModels(db, productId)).filter(isModel);
      return models.sort((a, b) => CAD_KINDS.indexOf(a.kind) - CAD_KINDS.indexOf(b.kind));
    },

    /** Spec §7 products 3d-photo/{symbol}: the part's 3D model and body; 404 for an unknown symbol. */
    async threeDPhoto(symbol: string): Promise<ThreeDPhotoResponse> {
      const target = await selectCadTarget(db, symbol);
      if (!target) throw notFound('errors.catalog.productNotFound');
      const model = target.models.filter(isModel).find((m) => m.kind === 'model3d') ?? null;
      const body = model ? bodyOf(target) : null;
      return {
        symbol: target.symbol,
        model,
        body: body ? { length: body.length, width: body.width, height: body.height } : null,
      };
    },

    /**
     * A CAD file of the shop's own (`symbol-kicad.kicad_sym`, `footprint-kicad.kicad_mod`,
     * `model3d-step.step`) for a product the catalogue lists it for; undefined otherwise, so a
     * guessed address of a product without models finds nothing.
     */
    async file(symbol: string, fileName: string): Promise<{ body: string; type: string } | undefined> {
      const match = /^([a-z0-9]+-[a-z]+)\.([a-z_]+)$/.exec(fileName);
      const file = match?.[1] as ShopCadFile | undefined;
      if (!file || !(file in SHOP_CAD_FILES) || SHOP_CAD_FILES[file] !== match![2]) return undefined;
      const target = await selectCadTarget(db, symbol);
      if (!target) return undefined;
      const listed = target.models.some(
        (m) =>
          m.url === shopCadPath(target.symbol, m.kind as CadModel['kind'], m.format as CadModel['format']) &&
          `${m.kind}-${m.format}` === file,
      );
      if (!listed) return undefined;
      const body =
        file === 'symbol-kicad'
          ? kicadSymbol(target)
          : file === 'footprint-kicad'
            ? kicadFootprint(target)
            : stepModel(target);
      return { body, type: MEDIA_TYPES[file] };
    },
  };
}

export type CadModelsService = ReturnType<typeof createCadModelsService>;
