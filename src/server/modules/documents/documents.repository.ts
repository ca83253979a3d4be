import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LocalizedText } from '../../db/schema';

/** A document behind a public token, with what the shop's datasheet shows of its product. */
export interface DocumentSourceRow {
  kind: string;
  title: string;
  url: string;
  token: string;
  productId: number;
  symbol: string;
  description: string;
  manufacturerSymbol: string;
  manufacturer: string;
  categoryNames: LocalizedText;
  parameters: Array<{ name: string; names: LocalizedText | null; display: string }>;
}

/** One round trip: the document, its product, maker, category and parameters (in the catalogue's order). */
export async function selectDocumentByToken(db: Db, token: string): Promise<DocumentSourceRow | undefined> {
  const result = (await db.execute(sql`
    SELECT d.kind, d.title, d.url, d.token, p.id AS "productId", p.symbol, p.description,
           p.manufacturer_symbol AS "manufacturerSymbol", m.name AS manufacturer, c.names AS "categoryNames",
           coalesce((SELECT json_agg(json_build_object('name', pa.name, 'names', pa.names, 'display', v.display) ORDER BY pa.id)
                       FROM product_parameters v JOIN parameters pa ON pa.id = v.parameter_id
                      WHERE v.product_id = p.id), '[]') AS parameters
      FROM product_documents d
      JOIN products p ON p.id = d.product_id
      JOIN manufacturers m ON m.id = p.manufacturer_id
      JOIN categories c ON c.id = p.category_id
     WHERE d.token = ${token}`)) as unknown as { rows: DocumentSourceRow[] };
  return result.rows[0];
}
