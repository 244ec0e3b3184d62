import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { streamActiveProducts } from '../../modules/catalog/index.ts';
import { feedItemOf, type FeedContext, type FeedItem } from './feed-item.ts';

type Column = [header: string, value: (item: FeedItem) => string];

const availability = (item: FeedItem) => (item.inStock ? 'in stock' : 'out of stock');

/**
 * Meta's commerce catalog CSV (Snapchat reads the same file; FEEDS.md). One image: how Meta
 * wants several in one CSV cell is not documented where we could check it.
 */
export const META_COLUMNS: Column[] = [
  ['id', (item) => item.id],
  ['title', (item) => item.title],
  ['description', (item) => item.description],
  ['availability', availability],
  ['condition', () => 'new'],
  ['price', (item) => item.price],
  ['link', (item) => item.link],
  ['image_link', (item) => item.imageLink],
  ['brand', (item) => item.brand],
  ['gtin', (item) => item.gtin],
];

/** TikTok's catalog template names its id `sku_id`; the other columns are Meta's. */
export const TIKTOK_COLUMNS: Column[] = [['sku_id', (item) => item.id], ...META_COLUMNS.slice(1)];

/**
 * Lines of the CSV (RFC 4180: fields with a comma, quote or line break quoted, quotes doubled).
 * A cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 * merchant who opens the file in a spreadsheet runs no formula a product text smuggled in.
 */
function csvLines(rows: string[][]): string {
  return `${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}\r\n`;
}

/** The whole active catalogue as a CSV feed: UTF-8 without a byte-order mark, CRLF lines. */
export async function* csvFeed(
  db: Db,
  context: FeedContext,
  columns: Column[],
): AsyncGenerator<string> {
  yield csvLines([columns.map(([header]) => header)]);
  for await (const batch of streamActiveProducts(db)) {
    const rows = batch.map((product) => {
      const item = feedItemOf(product, context);
      return columns.map(([, value]) => value(item));
    });
    yield csvLines(rows);
  }
}
