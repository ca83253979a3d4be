/**
 * The key parameters of a list page (ADR 076) on the 1 000 000-product bench, read-only: the
 * query catalog/key-parameters.ts runs, with the category's choice given inline (VALUES) so it runs
 * on a bench database seeded before migration 0052. Prints the plan and timings of 25- and
 * 100-product pages of the largest categories.
 *   BENCH_URL=postgres://postgres@127.0.0.1:5432/shop_bench npx tsx bench/explain-key-parameters.ts
 */
import pg from 'pg';

const client = new pg.Client({ connectionString: process.env.BENCH_URL });
await client.connect();
await client.query('BEGIN READ ONLY');
const categories = (
  await client.query<{ category_id: number }>(
    `SELECT category_id FROM products GROUP BY category_id ORDER BY count(*) DESC LIMIT 3`,
  )
).rows.map((r) => r.category_id);
for (const categoryId of categories) {
  // The category's four most common parameters stand in for its stored choice.
  const keys = (
    await client.query<{ parameter_id: number }>(
      `SELECT pp.parameter_id FROM (SELECT id FROM products WHERE category_id = $1 LIMIT 200) s
       JOIN product_parameters pp ON pp.product_id = s.id GROUP BY pp.parameter_id ORDER BY count(*) DESC LIMIT 4`,
      [categoryId],
    )
  ).rows.map((r, i) => `(${categoryId}, ${r.parameter_id}, ${i})`);
  for (const size of [25, 100]) {
    const ids = (
      await client.query<{ id: number }>(
        `SELECT id FROM products WHERE category_id = $1 ORDER BY symbol OFFSET 5000 LIMIT $2`,
        [categoryId, size],
      )
    ).rows.map((r) => r.id);
    const query = `WITH category_key_parameters(category_id, parameter_id, position) AS (VALUES ${keys.join(',')})
SELECT p.id, par.name, par.names, pp.display, pp.value_si, p.generated_text
FROM products p
JOIN category_key_parameters k ON k.category_id = p.category_id
JOIN product_parameters pp ON pp.product_id = p.id AND pp.parameter_id = k.parameter_id
JOIN parameters par ON par.id = k.parameter_id
WHERE p.id = ANY($1) ORDER BY p.id, k.position`;
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await client.query(query, [ids]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `category ${categoryId}, page of ${size}: p50 ${times[15]!.toFixed(2)} ms, p95 ${times[28]!.toFixed(2)} ms`,
    );
    if (size === 25) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, [ids]);
      console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
}
await client.query('ROLLBACK');
await client.end();
