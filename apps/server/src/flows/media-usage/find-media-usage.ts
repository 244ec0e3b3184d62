import type { MediaUsage } from '@store/shared/schemas/media';
import type { Db } from '../../db/client.ts';
import { categoriesWithImageLike, productsWithImagesLike } from '../../modules/catalog/index.ts';
import { storedHomepageData } from '../../modules/content/index.ts';
import type { MediaRow } from '../../modules/media/index.ts';
import { storedSiteSettingsValue } from '../../modules/settings/index.ts';

/**
 * The part of an address that names one of this item's files, wherever they are served from:
 * `/media/<key>-800.webp` on the store, `<MEDIA_PUBLIC_URL>/<key>-800.webp` on a bucket or CDN.
 * The key is 32 random hex digits, so it names nothing else.
 */
function fileStem(row: MediaRow): string {
  return `/${row.storageKey}-`;
}

/** Whether a stored image reference (a URL, maybe absolute) points at one of this item's files. */
function refersTo(reference: unknown, row: MediaRow): boolean {
  return typeof reference === 'string' && reference.includes(fileStem(row));
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
export async function findMediaUsage(db: Db, rows: MediaRow[]): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return usage;
  const add = (row: MediaRow, entry: MediaUsage) => usage.get(row.id)?.push(entry);

  const productRows = await productsWithImagesLike(
    db,
    rows.flatMap((row) => [`%${row.id}%`, `%${fileStem(row)}%`]),
  );
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

  const categoryRows = await categoriesWithImageLike(
    db,
    rows.map((row) => `%${fileStem(row)}%`),
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

  const content = record(await storedHomepageData(db));
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

  const siteInfo = record(record(await storedSiteSettingsValue(db)).siteInfo);
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
