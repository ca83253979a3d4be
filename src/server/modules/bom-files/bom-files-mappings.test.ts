import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColumnMapping } from '../../../common/bom-files';
import { contactPersons } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createBomFilesService, type BomFilesService } from './index';

/** Column mappings remembered per customer by the header row's signature (migration 0027, ADR 046). */
let t: TestApp;
let service: BomFilesService;
let company: number;
let other: number;

beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
  service = createBomFilesService(t.services.database.db);
  const rows = await t.services.database.db
    .select({ email: contactPersons.email, customerId: contactPersons.customerId })
    .from(contactPersons)
    .where(inArray(contactPersons.email, ['company@demo.shop', 'person@demo.shop']));
  company = rows.find((r) => r.email === 'company@demo.shop')!.customerId;
  other = rows.find((r) => r.email === 'person@demo.shop')!.customerId;
  expect(company).not.toBe(other);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const file = Buffer.from('Teil;Anzahl;Info\nLM358DR;10;op-amp\nNE555DR;5;timer\n');
const market = { country: 'de' };

describe('remembered column mappings', () => {
  it('reads a file with the mapping the customer confirmed for the same headers, and only for that customer', async () => {
    const first = await service.read(company, { bytes: file, fileName: 'a.csv', market });
    expect(first.columns.map((c) => c.detectedBy)).toEqual(['content', 'header', 'none']);
    const confirmed: ColumnMapping = {
      headerRow: 1,
      columns: [
        { index: 0, field: 'customerSymbol' },
        { index: 1, field: 'quantity' },
        { index: 2, field: 'note' },
      ],
    };
    await service.remember(company, first.signature!, confirmed);

    const again = await service.read(company, { bytes: file, fileName: 'b.csv', market });
    expect(again.mapping).toEqual(confirmed);
    expect(again.columns.every((c) => c.detectedBy === 'user')).toBe(true);
    expect(again.lines[0]).toMatchObject({ query: 'LM358DR', note: 'op-amp' });

    const stranger = await service.read(other, { bytes: file, fileName: 'b.csv', market });
    expect(stranger.columns.map((c) => c.detectedBy)).toEqual(['content', 'header', 'none']);
    expect(await service.remembered(other, first.signature!)).toBeNull();
  });

  it('replaces a remembered mapping, and a mapping sent with the file wins over it', async () => {
    const { signature } = await service.read(company, { bytes: file, fileName: 'a.csv', market });
    const second: ColumnMapping = { headerRow: 1, columns: [{ index: 0, field: 'mpn' }] };
    await service.remember(company, signature!, second);
    expect(await service.remembered(company, signature!)).toEqual(second);
    const sent: ColumnMapping = {
      headerRow: 1,
      columns: [
        { index: 0, field: 'symbol' },
        { index: 1, field: 'quantity' },
      ],
    };
    const reading = await service.read(company, { bytes: file, fileName: 'a.csv', market, mapping: sent });
    expect(reading.mapping).toEqual(sent);
  });

  it('refuses to store a mapping that is not one, and ignores a signature that is not one', async () => {
    const { signature } = await service.read(company, { bytes: file, fileName: 'a.csv', market });
    await expect(
      service.remember(company, signature!, { headerRow: 0, columns: [{ index: 0, field: 'mpn' }] }),
    ).rejects.toThrow();
    await expect(
      service.remember(company, signature!, {
        headerRow: 1,
        columns: [
          { index: 0, field: 'mpn' },
          { index: 0, field: 'note' },
        ],
      }),
    ).rejects.toThrow();
    await service.remember(company, "x' OR 1=1", { headerRow: 1, columns: [{ index: 0, field: 'mpn' }] });
    expect(await service.remembered(company, "x' OR 1=1")).toBeNull();
  });

  it('forgets a mapping when asked', async () => {
    const { signature } = await service.read(company, { bytes: file, fileName: 'a.csv', market });
    await service.forget(company, signature!);
    expect(await service.remembered(company, signature!)).toBeNull();
  });
});
