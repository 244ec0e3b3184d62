import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { MediaItem, MediaListQuery, MediaUsage } from '@store/shared/schemas/media';
import { paginationOf, type Pagination } from '@store/shared/schemas/common';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../catalog/catalog.table.ts';
import { contentSections } from '../content/content.table.ts';
import { settings } from '../settings/settings.table.ts';
import { media, type MediaVariant } from './media.table.ts';
import type { ProcessedImage } from './media-processing.ts';
import { mediaUrl, MEDIA_URL_PREFIX } from './media-storage.ts';

export type MediaRow = typeof media.$inferSelect;

/** The size shown by default and stored in a product's images: the largest up to 800 wide. */
const DEFAULT_WIDTH = 800;

function defaultVariant(variants: MediaVariant[]): MediaVariant | undefined {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  return sorted.filter((v) => v.width <= DEFAULT_WIDTH).pop() ?? sorted[0];
}

export function toMediaItem(row: MediaRow, usedBy: MediaUsage[]): MediaItem {
  const main = defaultVariant(row.variants);
  return {
    id: row.id,
    url: main ? mediaUrl(main.storageKey) : '',
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
        url: mediaUrl(v.storageKey),
        bytes: v.bytes,
      })),
    usedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a stored image reference (a URL, maybe absolute) points at one of this item's files. */
function refersTo(reference: unknown, row: MediaRow): boolean {
  return (
    typeof reference === 'string' && reference.includes(`${MEDIA_URL_PREFIX}${row.storageKey}-`)
  );
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): { en: string; ar: string } {
  const r = record(value);
  return {
    en: typeof r.en === 'string' ? r.en : '',
    ar: typeof r.ar === 'string' ? r.ar : '',
  };
}

/**
 * Where each of the given images is used: products (`images[].mediaId` or URL), categories
 * (`image`), and the homepage's hero slideshow, featured collections and about section (its
 * stored JSON, searched for the image's URLs). One query per kind, whatever the number of images.
 */
export async function findUsage(db: Db, rows: MediaRow[]): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return usage;
  const add = (row: MediaRow, entry: MediaUsage) => usage.get(row.id)?.push(entry);

  const productMatches: SQL[] = rows.flatMap((row) => [
    sql`${products.images}::text like ${`%${row.id}%`}`,
    sql`${products.images}::text like ${`%${MEDIA_URL_PREFIX}${row.storageKey}-%`}`,
  ]);
  const productRows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      images: products.images,
    })
    .from(products)
    .where(or(...productMatches));
  for (const product of productRows) {
    for (const row of rows) {
      if (product.images.some((img) => img.mediaId === row.id || refersTo(img.url, row))) {
        add(row, {
          kind: 'product',
          id: product.id,
          label: { en: product.nameEn, ar: product.nameAr },
        });
      }
    }
  }

  const categoryRows = await db
    .select({
      id: categories.id,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      image: categories.image,
    })
    .from(categories)
    .where(
      or(...rows.map((row) => ilike(categories.image, `%${MEDIA_URL_PREFIX}${row.storageKey}-%`))),
    );
  for (const category of categoryRows) {
    for (const row of rows) {
      if (refersTo(category.image, row)) {
        add(row, {
          kind: 'category',
          id: category.id,
          label: { en: category.nameEn, ar: category.nameAr },
        });
      }
    }
  }

  const [homepage] = await db
    .select({ data: contentSections.data })
    .from(contentSections)
    .where(eq(contentSections.key, 'homepage'));
  const content = record(homepage?.data);
  const slides = list(record(record(record(content.hero).images)).slideshow);
  const collections = list(record(content.featuredCollections).collections);
  const about = record(content.about);
  for (const row of rows) {
    slides.forEach((slide, index) => {
      const s = record(slide);
      if (refersTo(s.url, row)) {
        add(row, {
          kind: 'hero',
          id: typeof s.id === 'string' ? s.id : String(index),
          label: {
            en: `Hero slideshow, slide ${index + 1}`,
            ar: `عرض الصفحة الرئيسية، الشريحة ${index + 1}`,
          },
        });
      }
    });
    for (const collection of collections) {
      const c = record(collection);
      if (refersTo(c.image, row)) {
        add(row, {
          kind: 'collection',
          id: typeof c.id === 'string' ? c.id : '',
          label: text(c.name),
        });
      }
    }
    if (refersTo(about.image, row)) {
      add(row, { kind: 'about', id: 'about', label: { en: 'About section', ar: 'قسم من نحن' } });
    }
  }

  const [site] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'site'));
  const siteInfo = record(record(site?.value).siteInfo);
  for (const row of rows) {
    if (refersTo(siteInfo.logo, row)) {
      add(row, { kind: 'site', id: 'logo', label: { en: 'Site logo', ar: 'شعار الموقع' } });
    }
    if (refersTo(siteInfo.favicon, row)) {
      add(row, {
        kind: 'site',
        id: 'favicon',
        label: { en: 'Site icon (favicon)', ar: 'أيقونة الموقع' },
      });
    }
  }
  return usage;
}

export async function listMedia(
  db: Db,
  query: MediaListQuery,
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
    items: rows.map((row) => toMediaItem(row, usage.get(row.id) ?? [])),
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
