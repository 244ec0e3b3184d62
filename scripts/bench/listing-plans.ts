import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { productListQuerySchema, type ProductListQuery } from '@store/shared/schemas/catalog';
import type { Db } from '../../apps/server/src/db/client.ts';
import { listProducts } from '../../apps/server/src/modules/catalog/products.service.ts';
import { SearchIndexSlot } from '../../apps/server/src/modules/catalog/search-index.ts';
import type { BenchDatabase } from './databases.ts';

export interface ListingPlan {
  products: number;
  shape: string;
  example: string;
  /** One line per statement the listing issued: the plan's nodes, outermost first. */
  statements: string[];
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** "Limit → Index Scan Backward (products_created_idx)", children of a join in brackets. */
export function planShape(node: PlanNode): string {
  const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
  const on = node['Index Name'] ?? node['Relation Name'];
  const label = `${node['Node Type']}${direction}${on ? ` (${on})` : ''}`;
  const children = node.Plans ?? [];
  if (children.length === 0) return label;
  if (children.length === 1) return `${label} → ${planShape(children[0]!)}`;
  return `${label} [${children.map(planShape).join('; ')}]`;
}

/** A listing's address (`/api/products?…`, `/api/categories/{id}/products?…`) as `listProducts` takes it. */
export function listingRequestOf(path: string): { query: ProductListQuery; categoryId?: string } {
  const url = new URL(path, 'http://bench');
  const categoryId = /^\/api\/categories\/([^/]+)\/products$/.exec(url.pathname)?.[1];
  const query = productListQuerySchema.parse(Object.fromEntries(url.searchParams));
  return { query, categoryId };
}

/**
 * The plans of the statements the listing issues for one request of each shape, as the server's
 * own `listProducts` builds them with the index in memory (a driver that records its
 * statements), and those of the index's read, explained on the database with the server stopped
 * (PGlite allows one process).
 */
export async function explainListings(
  database: BenchDatabase,
  products: number,
  examples: { shape: string; example: string }[],
): Promise<ListingPlan[]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  let explain: (sql: string, params: unknown[]) => Promise<PlanNode>;
  let db: Db;
  let close: () => Promise<void>;
  if (database.kind === 'pglite') {
    const client = await PGlite.create(`${database.dir}/db`, { extensions: { pg_trgm } });
    db = drizzlePglite({ client, logger }) as unknown as Db;
    explain = async (sql, params) =>
      (await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(sql, params)).rows[0]![
        'QUERY PLAN'
      ][0]!.Plan;
    close = () => client.close();
  } else {
    const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
    // An idle connection the server ends (the database dropped after a failure) is no crash.
    pool.on('error', () => {});
    db = drizzlePostgres({ client: pool, logger }) as unknown as Db;
    explain = async (sql, params) =>
      ((await pool.query(sql, params)).rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })[
        'QUERY PLAN'
      ][0]!.Plan;
    close = () => pool.end();
  }
  const plansOfStatements = async () => {
    const shapes: string[] = [];
    for (const statement of [...statements]) {
      shapes.push(
        planShape(await explain(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.params)),
      );
    }
    return shapes;
  };
  try {
    // The catalogue's columns and words (decision 057), read as a server reads them when it
    // starts listening: once, before the requests.
    const index = new SearchIndexSlot(db);
    statements.length = 0;
    await index.get();
    const read = await plansOfStatements();
    const plans: ListingPlan[] = [
      {
        products,
        shape: 'the index, read once',
        example: 'at start, and after an administrator’s write',
        statements: [...new Set(read)],
      },
    ];
    for (const { shape, example } of examples) {
      const { query, categoryId } = listingRequestOf(example);
      statements.length = 0;
      await listProducts(db, query, { index, ...(categoryId ? { categoryId } : {}) });
      plans.push({ products, shape, example, statements: await plansOfStatements() });
    }
    return plans;
  } finally {
    await close();
  }
}
