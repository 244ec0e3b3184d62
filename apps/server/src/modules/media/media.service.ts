import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { MediaItem, MediaListQuery, MediaUsage } from '@store/shared/schemas/media';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { media, type MediaVariant } from './media.table.ts';
import type { ProcessedImage } from './media-processing.ts';

export type MediaRow = typeof media.$inferSelect;

/** The size shown by default and stored in a product's images: the largest up to 800 wide. */
const DEFAULT_WIDTH = 800;

function defaultVariant(variants: MediaVariant[]): MediaVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.filter((v) => v.width <= DEFAULT_WIDTH).pop() ?? sorted[0];
}

/** A stored file's address: the store's `/media/…`, or MEDIA_PUBLIC_URL's (MediaStore.url). */
export type MediaUrlOf = (fileName: string) => string;

export function toMediaItem(row: MediaRow, usedBy: MediaUsage[], urlOf: MediaUrlOf): MediaItem {
  const main = defaultVariant(row.variants);
  return {
    id: row.id,
    url: main ? urlOf(main.storageKey) : '',
    width: row.width,
    height: row.height,
    mimeType: row.mimeType,
    bytes: row.bytes,
    originalName: row.originalName,
    alt: { en: row.altEn, ar: row.altAr },
    variants: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((v) => ({
        width: v.width,
        height: v.height,
        format: v.format,
        url: urlOf(v.storageKey),
        bytes: v.bytes,
      })),
    usedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where each of the given images is used, by their ids: what the media library asks of the store. */
export type MediaUsageFinder = (db: Db, rows: MediaRow[]) => Promise<Map<string, MediaUsage[]>>;

export async function listMedia(
  db: Db,
  query: MediaListQuery,
  findUsage: MediaUsageFinder,
  urlOf: MediaUrlOf,
): Promise<{ items: MediaItem[]; pagination: Pagination }> {
  const where = query.search
    ? ilike(media.originalName, `%${query.search.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const [totals] = await db.select({ total: count() }).from(media).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const usage = await findUsage(db, rows);
  return {
    items: rows.map((row) => toMediaItem(row, usage.get(row.id) ?? [], urlOf)),
    pagination: paginationOf(query.page, query.limit, total),
  };
}

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

export async function insertMedia(
  db: Db,
  input: {
    storageKey: string;
    originalName: string;
    image: ProcessedImage;
    variants: MediaVariant[];
    uploadedBy: string | null;
  },
): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({
      storageKey: input.storageKey,
      originalName: input.originalName,
      mimeType: input.image.mimeType,
      width: input.image.width,
      height: input.image.height,
      bytes: input.image.bytes,
      variants: input.variants,
      uploadedBy: input.uploadedBy,
    })
    .returning();
  if (!row) throw new Error('media insert returned nothing');
  return row;
}

export async function updateMediaAlt(
  db: Db,
  id: string,
  alt: { en: string; ar: string },
): Promise<MediaRow | undefined> {
  const [row] = await db
    .update(media)
    .set({ altEn: alt.en, altAr: alt.ar })
    .where(eq(media.id, id))
    .returning();
  return row;
}

export async function deleteMediaRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(media)
    .where(and(eq(media.id, id)))
    .returning({ id: media.id });
  return deleted.length > 0;
}

/** "product “Oud Royal”, category “Floral”, the hero slideshow" */
export function describeUsage(usedBy: MediaUsage[]): string {
  return usedBy
    .map((u) => {
      switch (u.kind) {
        case 'product':
          return `product “${u.label.en}”`;
        case 'category':
          return `category “${u.label.en}”`;
        case 'collection':
          return `featured collection “${u.label.en}”`;
        case 'hero':
          return `the homepage hero slideshow`;
        case 'about':
          return `the about section`;
        case 'site':
          return `the ${u.label.en.toLowerCase()}`;
      }
    })
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(', ');
}
