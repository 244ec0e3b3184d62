import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TRANSLATION_SECTIONS, type TranslationSection } from '@store/shared/constants';
import type { Language } from '@store/shared/locales';
import {
  homepageContentSchema,
  translationSectionContentSchema,
  type HomepageResponse,
  type TranslationSectionContent,
  type TranslationsResponse,
} from '@store/shared/schemas/content';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import type { Db } from '../../db/client.ts';
import { demoHomepage } from '../../db/seed/demo-homepage.ts';
import { notFound } from '../../plugins/app-error.ts';
import { contentSections } from './content.table.ts';

export const HOMEPAGE_KEY = 'homepage';

/**
 * The home page content. Stored content that no longer fits the schema (a bad manual edit, an
 * old shape) is logged and replaced by the defaults, so the storefront keeps working.
 */
export async function getHomepage(db: Db, log: FastifyBaseLogger): Promise<HomepageResponse> {
  const [row] = await db
    .select()
    .from(contentSections)
    .where(eq(contentSections.key, HOMEPAGE_KEY));
  const parsed = homepageContentSchema.safeParse(row?.data);
  if (row && !parsed.success) {
    log.warn(
      { issues: parsed.error.issues.slice(0, 5) },
      'stored homepage content is invalid; serving defaults',
    );
  }
  return {
    ...(parsed.success ? parsed.data : demoHomepage),
    lastUpdated: (row?.updatedAt ?? new Date(0)).toISOString(),
    updatedBy: row?.updatedByEmail ?? null,
  };
}

export function isTranslationSection(value: string): value is TranslationSection {
  return (TRANSLATION_SECTIONS as readonly string[]).includes(value);
}

async function readTranslationSections(
  db: Db,
  log: FastifyBaseLogger,
  sections: readonly TranslationSection[],
) {
  const rows = await db
    .select()
    .from(contentSections)
    .where(inArray(contentSections.key, [...sections]));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return sections.map((section) => {
    const row = byKey.get(section);
    const parsed = translationSectionContentSchema.safeParse(row?.data);
    if (row && !parsed.success) {
      log.warn({ section }, 'stored translation section is invalid; serving bundled texts');
    }
    const content: TranslationSectionContent = parsed.success
      ? parsed.data
      : DEFAULT_TRANSLATIONS[section];
    return {
      section,
      content,
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt ?? new Date(0),
    };
  });
}

/** All translation sections, by language then section; one language when asked. */
export async function getTranslations(
  db: Db,
  log: FastifyBaseLogger,
  language?: Language,
): Promise<TranslationsResponse> {
  const sections = await readTranslationSections(db, log, TRANSLATION_SECTIONS);
  const languages: Language[] = language ? [language] : ['en', 'ar'];
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      Object.fromEntries(sections.map(({ section, content }) => [section, content[lang]])),
    ]),
  );
}

export async function getContentSection(
  db: Db,
  log: FastifyBaseLogger,
  section: string,
  language?: Language,
) {
  if (!isTranslationSection(section)) throw notFound(`Unknown content section: ${section}`);
  const [found] = await readTranslationSections(db, log, [section]);
  if (!found) throw notFound(`Unknown content section: ${section}`);
  return {
    section,
    content: language ? { [language]: found.content[language] } : found.content,
    version: found.version,
    updatedAt: found.updatedAt.toISOString(),
  };
}

/** The homepage section's stored JSON as it is, unvalidated (the media library looks for images in it). */
export async function storedHomepageData(db: Db): Promise<unknown> {
  const [homepage] = await db
    .select({ data: contentSections.data })
    .from(contentSections)
    .where(eq(contentSections.key, 'homepage'));
  return homepage?.data;
}
