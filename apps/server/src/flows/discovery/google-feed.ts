import type { Db } from '../../db/client.ts';
import { streamActiveProducts } from '../../modules/catalog/index.ts';
import { feedItemOf, type FeedContext, type FeedItem } from './feed-item.ts';
import { xmlElement, xmlText } from './xml-text.ts';

/** One `<item>` in Google's RSS 2.0 product format (the `g:` namespace; FEEDS.md). */
function googleItem(item: FeedItem): string {
  const g = (name: string, value: string) => xmlElement(`g:${name}`, value);
  return [
    '<item>',
    g('id', item.id),
    g('title', item.title),
    g('description', item.description),
    g('link', item.link),
    g('image_link', item.imageLink),
    ...item.additionalImageLinks.map((link) => g('additional_image_link', link)),
    g('availability', item.inStock ? 'in_stock' : 'out_of_stock'),
    g('price', item.price),
    g('condition', 'new'),
    g('brand', item.brand),
    g('gtin', item.gtin),
    // The merchant's own code; Google reads it as the item's MPN only when told, so it is not one.
    item.identifierExists ? '' : g('identifier_exists', 'no'),
    '</item>\n',
  ].join('');
}

/** The whole active catalogue as an RSS 2.0 product feed in one language. */
export async function* googleFeed(
  db: Db,
  context: FeedContext & { storeName: string },
): AsyncGenerator<string> {
  const home = `${context.origin}/${context.language}`;
  yield (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `${xmlElement('title', context.storeName)}\n<link>${xmlText(home)}</link>\n` +
    `${xmlElement('description', context.storeName)}\n`
  );
  for await (const batch of streamActiveProducts(db)) {
    yield batch.map((product) => googleItem(feedItemOf(product, context))).join('');
  }
  yield '</channel>\n</rss>\n';
}
