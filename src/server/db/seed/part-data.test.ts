import { describe, expect, it } from 'vitest';
import { KEY_PARAMETERS_MAX } from '../../../common/part-data';
import { CatalogGenerator } from './catalog-generator';

/** The generated catalogue's packaging, CAD models and key parameters (ADR 076). */
/** Map.groupBy is Node 21+; the shop runs on 20.19. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

describe('seed part data', () => {
  const generator = new CatalogGenerator(3000, new Date('2026-01-15T00:00:00Z'));
  const products = [...generator.products()];

  it('gives each leaf category up to 5 key parameters of its own, 3 where it has them', () => {
    const rows = generator.keyParameterRows();
    const byCategory = groupBy(rows, (r) => r.categoryId);
    expect(byCategory.size).toBeGreaterThan(100);
    for (const [categoryId, keys] of byCategory) {
      expect(keys.length, `category ${categoryId}`).toBeLessThanOrEqual(KEY_PARAMETERS_MAX);
      expect(keys.map((k) => k.position)).toEqual(keys.map((_, i) => i));
    }
    // At least 3 in every leaf: families stating fewer are topped up (seed/base-parameters);
    // capacitors lead with capacitance.
    const sizes = [...byCategory.values()].map((k) => k.length);
    expect(sizes.filter((n) => n < 3)).toEqual([]);
    const capacitance = generator.parameters.find((p) => p.name === 'Capacitance')!.id;
    expect(rows.some((r) => r.parameterId === capacitance && r.position === 0)).toBe(true);
  });

  it('sells some parts as cut tape and on full reels, grouped by the part key', () => {
    const groups = groupBy(products, (p) => `${p.manufacturerId}:${p.partData.packaging.partKey}`);
    const both = [...groups.values()].filter(
      (g) =>
        g.some((p) => p.partData.packaging.packaging === 'cut_tape') &&
        g.some((p) => p.partData.packaging.packaging === 'reel'),
    );
    expect(both.length).toBeGreaterThan(50);
    for (const p of products) {
      const { packaging, reelQuantity } = p.partData.packaging;
      expect(reelQuantity === null).toBe(packaging !== 'reel');
    }
    // The journey's part (tests/e2e/product-packaging.spec.ts).
    const journey = groups.get(
      `${products.find((p) => p.symbol === 'IRA-1605111/CT')!.manufacturerId}:${products.find((p) => p.symbol === 'IRA-1605111/CT')!.partData.packaging.partKey}`,
    )!;
    expect(journey.map((p) => [p.symbol, p.partData.packaging.packaging])).toContainEqual([
      'IRA-1605111/TR',
      'reel',
    ]);
    expect(journey.find((p) => p.symbol === 'IRA-1605111/CT')!.partData.cadModels).toHaveLength(3);
  });

  it('lets no product state fewer than 3 parameters, the base ones the same for every variant of a part', () => {
    expect(products.filter((p) => p.parameters.length < 3).map((p) => p.symbol)).toEqual([]);
    const groups = groupBy(products, (p) => `${p.manufacturerId}:${p.partData.packaging.partKey}`);
    for (const group of groups.values())
      expect(new Set(group.map((p) => JSON.stringify(p.parameters))).size, group[0]!.symbol).toBe(1);
  });

  it("links a share of products to the shop's own CAD files", () => {
    const withModels = products.filter((p) => p.partData.cadModels.length > 0);
    expect(withModels.length / products.length).toBeGreaterThan(0.2);
    expect(withModels.length / products.length).toBeLessThan(0.4);
    expect(withModels[0]!.partData.cadModels.map((m) => m.url)).toEqual([
      expect.stringMatching(/^\/ajax\/products\/cad\/[^/]+\/symbol-kicad\.kicad_sym$/),
      expect.stringMatching(/\/footprint-kicad\.kicad_mod$/),
      expect.stringMatching(/\/model3d-step\.step$/),
    ]);
  });
});
