import { randomUUID } from 'node:crypto';
import {
  homepageContentSchema,
  type FeaturedCollection,
  type FeaturedCollectionInput,
  type HeroImageInput,
  type HomepageContent,
  type SlideshowImage,
  MAX_FEATURED_COLLECTIONS,
  MAX_SLIDESHOW_IMAGES,
} from '@store/shared/schemas/content';
import type { Db } from '../../db/client.ts';
import { demoHomepage } from '../../db/seed/demo-homepage.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { ERROR_CODES } from '@store/shared/errors';
import { HOMEPAGE_KEY } from './content.service.ts';
import { lockSection, saveSectionVersion, type ContentActor } from './content-versions.service.ts';

export interface HomepageChange {
  before: HomepageContent;
  after: HomepageContent;
  version: number;
  updatedAt: Date;
}

/**
 * Applies `change` to the home page as the storefront sees it now (stored content, or the defaults
 * when the stored content no longer fits) and saves the result as a new version.
 */
export async function changeHomepage(
  tx: Db,
  actor: ContentActor,
  changeLog: string,
  change: (current: HomepageContent) => HomepageContent,
): Promise<HomepageChange> {
  const row = await lockSection(tx, HOMEPAGE_KEY);
  const parsed = homepageContentSchema.safeParse(row?.data);
  const before = parsed.success ? parsed.data : demoHomepage;
  const after = change(before);
  const saved = await saveSectionVersion(tx, HOMEPAGE_KEY, after, changeLog, actor);
  return { before, after, version: saved.version, updatedAt: saved.updatedAt };
}

export function addSlideshowImage(hero: HomepageContent['hero'], input: HeroImageInput) {
  const slideshow = hero.images.slideshow;
  if (slideshow.length >= MAX_SLIDESHOW_IMAGES) {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'The slideshow holds at most 12 images');
  }
  const id = input.mediaId ?? randomUUID();
  if (slideshow.some((image) => image.id === id)) {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'This image is already in the slideshow');
  }
  const image: SlideshowImage = { id, url: input.url, alt: input.alt ?? { en: '', ar: '' } };
  return { ...hero, images: { slideshow: [...slideshow, image] } };
}

export function removeSlideshowImage(hero: HomepageContent['hero'], id: string) {
  const slideshow = hero.images.slideshow;
  if (!slideshow.some((image) => image.id === id)) {
    throw notFound(`No slideshow image ${id}`);
  }
  return { ...hero, images: { slideshow: slideshow.filter((image) => image.id !== id) } };
}

export function addFeaturedCollection(
  section: HomepageContent['featuredCollections'],
  input: FeaturedCollectionInput,
): { section: HomepageContent['featuredCollections']; collection: FeaturedCollection } {
  if (section.collections.length >= MAX_FEATURED_COLLECTIONS) {
    throw new AppError(409, ERROR_CODES.CONFLICT, 'At most 12 collections can be featured');
  }
  const collection = { id: randomUUID(), ...input };
  return { section: { ...section, collections: [...section.collections, collection] }, collection };
}

export function replaceFeaturedCollection(
  section: HomepageContent['featuredCollections'],
  id: string,
  input: FeaturedCollectionInput | null,
): HomepageContent['featuredCollections'] {
  if (!section.collections.some((c) => c.id === id)) {
    throw notFound(`No featured collection ${id}`);
  }
  const collections =
    input === null
      ? section.collections.filter((c) => c.id !== id)
      : section.collections.map((c) => (c.id === id ? { id, ...input } : c));
  return { ...section, collections };
}

/** Back to the bundled defaults, as a new version (history is kept). */
export function defaultHomepage(): HomepageContent {
  return structuredClone(demoHomepage);
}
