import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seedProducts: 300 });
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

describe('the shop warms its catalogue lists', () => {
  it('computes every category and maker list in the background once started, and stops with the services', async () => {
    const told: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    const services = createServices(database, {
      warmCatalogueListings: true,
      onInfo: (message, fields) => told.push({ message, fields }),
      onWarning: (message, error) => told.push({ message, fields: { error } }),
    });
    try {
      // Waits for the background work however busy the machine is (CI once needed more than 10 s).
      for (let i = 0; i < 1800 && told.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      expect(told).toEqual([
        { message: 'catalogue lists warmed', fields: { lists: expect.any(Number), ms: expect.any(Number) } },
      ]);
      expect(told[0]!.fields!.lists).toBeGreaterThan(10);
      // Everything the background computed is fresh: an explicit warm finds nothing left to do.
      expect(await services.search.warmListings()).toBe(0);
    } finally {
      await services.close();
    }
  }, 120_000);

  it('does not warm unless asked (tests, scripts)', async () => {
    const counter = createServices(database);
    const lists = await counter.search.warmListings();
    await counter.close();
    const told: string[] = [];
    const services = createServices(database, { onInfo: (message) => told.push(message) });
    try {
      await new Promise((r) => setTimeout(r, 300));
      // Nothing was computed in the background: every list is still to do.
      expect(await services.search.warmListings()).toBe(lists);
      expect(told).toEqual([]);
    } finally {
      await services.close();
    }
  });
});
