import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '@store/shared/locales';
import { foldForSearchSql } from './schema.ts';
import type { Database } from './client.ts';
import { openTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The database folds stored text, the server folds the query: both must agree. */
describe('search folding', () => {
  it.each([
    'عُودٌ ملكيّ',
    'زهرة الأمير',
    'إبداع آسر',
    'مستشفى الهدى',
    'عـــود',
    'Royal OUD Intense',
    'Rose   de Taïf',
    'مسك Musk ١٢٣',
  ])('folds %s the same way in SQL and in TypeScript', async (text) => {
    const literal = `'${text.replaceAll("'", "''")}'`;
    const rows = await database.db.execute(
      sql.raw(`select ${foldForSearchSql(literal)} as folded`),
    );
    const folded = (rows as unknown as { rows: { folded: string }[] }).rows[0]!.folded;
    expect(folded).toBe(foldForSearch(text));
  });
});
