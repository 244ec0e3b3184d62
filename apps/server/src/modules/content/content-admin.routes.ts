import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_HISTORY_DEFAULT_LIMIT } from '@store/shared/constants';
import { ERROR_CODES } from '@store/shared/errors';
import { envelopeSchema } from '@store/shared/schemas/common';
import {
  aboutContentInputSchema,
  aboutContentSchema,
  contactSectionInputSchema,
  contentRollbackSchema,
  contentSectionSavedSchema,
  contentSectionUpdateSchema,
  contentValidateRequestSchema,
  contentValidationResultSchema,
  contentVersionSchema,
  displayFlagsInputSchema,
  featuredCollectionInputSchema,
  featuredCollectionsContentInputSchema,
  featuredCollectionsContentSchema,
  heroContentInputSchema,
  heroContentSchema,
  heroImageInputSchema,
  homepageContentInputSchema,
  homepageContentSchema,
  homepageResponseSchema,
  maintenanceInputSchema,
  seoContentInputSchema,
  slideshowImageSchema,
  translationSectionContentInputSchema,
  translationSectionContentSchema,
  translationsUpdateSchema,
  versionedSectionSchema,
  type HomepageContent,
  type TranslationSectionContent,
  type VersionedSection,
} from '@store/shared/schemas/content';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { recordAudit } from '../monitoring/index.ts';
import { HOMEPAGE_KEY, isTranslationSection } from './content.service.ts';
import {
  findSectionVersion,
  listSectionHistory,
  lockSection,
  saveSectionVersion,
  type ContentActor,
} from './content-versions.service.ts';
import {
  addFeaturedCollection,
  addSlideshowImage,
  changeHomepage,
  defaultHomepage,
  removeSlideshowImage,
  replaceFeaturedCollection,
  type HomepageChange,
} from './homepage-admin.service.ts';

function actorOf(req: FastifyRequest): ContentActor {
  const user = req.auth?.user;
  return { id: user?.id ?? null, email: user?.email ?? null };
}

function homepageResponse(change: Pick<HomepageChange, 'after' | 'updatedAt'>, by: ContentActor) {
  return {
    ...change.after,
    lastUpdated: change.updatedAt.toISOString(),
    updatedBy: by.email,
  };
}

const historyQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, { error: 'limit must be a whole number' })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, { error: 'limit must be between 1 and 100' })
    .default(CONTENT_HISTORY_DEFAULT_LIMIT),
});

const idParams = z.object({ id: z.string().min(1).max(100) });
const sectionParams = z.object({ section: z.string().max(100) });

const rollbackResultSchema = z.object({
  section: versionedSectionSchema,
  content: z.unknown(),
  version: z.number().int(),
  updatedAt: z.string(),
});

function versionedSection(section: string): VersionedSection {
  const parsed = versionedSectionSchema.safeParse(section);
  if (!parsed.success) throw notFound(`Unknown content section: ${section}`);
  return parsed.data;
}

function translationSection(section: string) {
  if (!isTranslationSection(section)) throw notFound(`Unknown content section: ${section}`);
  return section;
}

/** Problems as the validation envelope lists them: `{ field: 'en.title', message }`. */
function problemsOf(error: z.ZodError) {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'content',
    message: issue.message,
  }));
}

/**
 * The admin's writes of home-page content and translations (issue 6 point 9). Every write is one
 * transaction with its new version and its audit record; the storefront's cached reads are dropped
 * after the commit, so the next visit shows the change.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Saves a home-page change with its audit record, then lets the storefront see it. */
  async function writeHomepage<T>(
    req: FastifyRequest,
    part: string,
    changeLog: string,
    change: (current: HomepageContent) => HomepageContent,
    pick: (content: HomepageContent) => T,
    action = 'updated',
  ) {
    const actor = actorOf(req);
    const result = await app.db.transaction(async (tx) => {
      const saved = await changeHomepage(tx, actor, changeLog, change);
      await recordAudit(tx, req, {
        action,
        entity: 'homepage',
        entityId: part,
        before: pick(saved.before),
        after: pick(saved.after),
        note: changeLog,
      });
      return saved;
    });
    await app.publicCache.invalidate('content');
    return { ...result, response: homepageResponse(result, actor) };
  }

  app.put(
    '/homepage',
    {
      schema: {
        body: homepageContentInputSchema,
        response: { 200: envelopeSchema(homepageResponseSchema) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        'all',
        'Updated the home page',
        () => req.body,
        (c) => c,
      );
      return ok(saved.response, 'Homepage content updated');
    },
  );

  // One route per editable section, each with its own body schema (spec section 3 names them).
  function sectionRoute<S extends z.ZodType>(
    name: string,
    body: S,
    apply: (current: HomepageContent, value: z.infer<S>) => HomepageContent,
    pick: (content: HomepageContent) => unknown,
  ) {
    app.put(
      `/homepage/section/${name}`,
      { schema: { body, response: { 200: envelopeSchema(homepageResponseSchema) } } },
      async (req) => {
        const value = req.body as z.infer<S>;
        const saved = await writeHomepage(
          req,
          name,
          `Updated the ${name} section`,
          (c) => apply(c, value),
          pick,
        );
        return ok(saved.response, `${name} section updated`);
      },
    );
  }
  sectionRoute(
    'hero',
    heroContentInputSchema,
    (c, hero) => ({ ...c, hero }),
    (c) => c.hero,
  );
  sectionRoute(
    'about',
    aboutContentInputSchema,
    (c, about) => ({ ...c, about }),
    (c) => c.about,
  );
  sectionRoute(
    'featuredCollections',
    featuredCollectionsContentInputSchema,
    (c, featuredCollections) => ({ ...c, featuredCollections }),
    (c) => c.featuredCollections,
  );
  sectionRoute(
    'contact',
    contactSectionInputSchema,
    (c, contact) => ({ ...c, contact }),
    (c) => c.contact,
  );
  sectionRoute(
    'seo',
    seoContentInputSchema,
    (c, seo) => ({ ...c, seo }),
    (c) => c.seo,
  );
  sectionRoute(
    'maintenance',
    maintenanceInputSchema,
    (c, m) => ({ ...c, ...m }),
    (c) => ({ maintenanceMode: c.maintenanceMode, maintenanceMessage: c.maintenanceMessage }),
  );
  sectionRoute(
    'display',
    displayFlagsInputSchema,
    (c, flags) => ({ ...c, ...flags }),
    (c) => ({
      showAboutSection: c.showAboutSection,
      showCategories: c.showCategories,
      showContact: c.showContact,
    }),
  );
  app.put(
    '/homepage/section/:name',
    { schema: { params: z.object({ name: z.string().max(100) }) } },
    (req) => {
      throw notFound(`Unknown or read-only homepage section: ${req.params.name}`);
    },
  );

  app.put(
    '/homepage/hero',
    {
      schema: {
        body: heroContentInputSchema,
        response: { 200: envelopeSchema(heroContentSchema) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        'hero',
        'Updated the hero section',
        (c) => ({ ...c, hero: req.body }),
        (c) => c.hero,
      );
      return ok(saved.after.hero, 'Hero section updated');
    },
  );

  app.post(
    '/homepage/hero/images',
    {
      schema: {
        body: heroImageInputSchema,
        response: { 201: envelopeSchema(z.array(slideshowImageSchema)) },
      },
    },
    async (req, reply) => {
      const saved = await writeHomepage(
        req,
        'hero.images',
        'Added a hero image',
        (c) => ({ ...c, hero: addSlideshowImage(c.hero, req.body) }),
        (c) => c.hero.images.slideshow.map((image) => image.url),
      );
      reply.status(201);
      return ok(saved.after.hero.images.slideshow, 'Hero image added');
    },
  );

  app.delete(
    '/homepage/hero/images/:id',
    {
      schema: {
        params: idParams,
        response: { 200: envelopeSchema(z.array(slideshowImageSchema)) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        'hero.images',
        'Removed a hero image',
        (c) => ({ ...c, hero: removeSlideshowImage(c.hero, req.params.id) }),
        (c) => c.hero.images.slideshow.map((image) => image.url),
      );
      return ok(saved.after.hero.images.slideshow, 'Hero image removed');
    },
  );

  app.post(
    '/homepage/reset',
    { schema: { response: { 200: envelopeSchema(homepageResponseSchema) } } },
    async (req) => {
      const saved = await writeHomepage(
        req,
        'all',
        'Reset the home page to its defaults',
        () => defaultHomepage(),
        (c) => ({ heroTitle: c.hero.title, maintenanceMode: c.maintenanceMode }),
        'reset',
      );
      return ok(saved.response, 'Homepage content reset to defaults');
    },
  );

  app.get(
    '/homepage/history',
    {
      schema: {
        querystring: historyQuery,
        response: { 200: envelopeSchema(z.array(contentVersionSchema)) },
      },
    },
    async (req) => ok(await listSectionHistory(app.db, HOMEPAGE_KEY, req.query.limit)),
  );

  app.put(
    '/homepage/about',
    {
      schema: {
        body: aboutContentInputSchema,
        response: { 200: envelopeSchema(aboutContentSchema) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        'about',
        'Updated the about section',
        (c) => ({ ...c, about: req.body }),
        (c) => c.about,
      );
      return ok(saved.after.about, 'About section updated');
    },
  );

  app.put(
    '/homepage/featured-collections',
    {
      schema: {
        body: featuredCollectionsContentInputSchema,
        response: { 200: envelopeSchema(featuredCollectionsContentSchema) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        'featuredCollections',
        'Updated the featured collections',
        (c) => ({ ...c, featuredCollections: req.body }),
        (c) => c.featuredCollections,
      );
      return ok(saved.after.featuredCollections, 'Featured collections updated');
    },
  );

  app.post(
    '/homepage/featured-collections/collection',
    {
      schema: {
        body: featuredCollectionInputSchema,
        response: { 201: envelopeSchema(featuredCollectionsContentSchema) },
      },
    },
    async (req, reply) => {
      const saved = await writeHomepage(
        req,
        'featuredCollections',
        `Added the featured collection "${req.body.name.en}"`,
        (c) => ({
          ...c,
          featuredCollections: addFeaturedCollection(c.featuredCollections, req.body).section,
        }),
        (c) => c.featuredCollections.collections.map((fc) => fc.name.en),
      );
      reply.status(201);
      return ok(saved.after.featuredCollections, 'Featured collection added');
    },
  );

  app.put(
    '/homepage/featured-collections/collection/:id',
    {
      schema: {
        params: idParams,
        body: featuredCollectionInputSchema,
        response: { 200: envelopeSchema(featuredCollectionsContentSchema) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        `featuredCollections.${req.params.id}`,
        `Updated the featured collection "${req.body.name.en}"`,
        (c) => ({
          ...c,
          featuredCollections: replaceFeaturedCollection(
            c.featuredCollections,
            req.params.id,
            req.body,
          ),
        }),
        (c) => c.featuredCollections.collections.find((fc) => fc.id === req.params.id) ?? null,
      );
      return ok(saved.after.featuredCollections, 'Featured collection updated');
    },
  );

  app.delete(
    '/homepage/featured-collections/collection/:id',
    {
      schema: {
        params: idParams,
        response: { 200: envelopeSchema(featuredCollectionsContentSchema) },
      },
    },
    async (req) => {
      const saved = await writeHomepage(
        req,
        `featuredCollections.${req.params.id}`,
        'Removed a featured collection',
        (c) => ({
          ...c,
          featuredCollections: replaceFeaturedCollection(
            c.featuredCollections,
            req.params.id,
            null,
          ),
        }),
        (c) => c.featuredCollections.collections.find((fc) => fc.id === req.params.id) ?? null,
      );
      return ok(saved.after.featuredCollections, 'Featured collection removed');
    },
  );

  // ----- Translations -----

  async function saveTranslation(
    tx: Db,
    req: FastifyRequest,
    section: string,
    content: TranslationSectionContent,
    changeLog: string,
    action = 'updated',
  ) {
    const before = await lockSection(tx, section);
    const saved = await saveSectionVersion(tx, section, content, changeLog, actorOf(req));
    await recordAudit(tx, req, {
      action,
      entity: 'content',
      entityId: section,
      before: before?.data ?? null,
      after: content,
      note: changeLog,
    });
    return {
      section: section as z.infer<typeof contentSectionSavedSchema>['section'],
      content,
      version: saved.version,
      updatedAt: saved.updatedAt.toISOString(),
    };
  }

  app.put(
    '/content/translations',
    {
      schema: {
        body: translationsUpdateSchema,
        response: { 200: envelopeSchema(z.array(contentSectionSavedSchema)) },
      },
    },
    async (req) => {
      const { contentUpdates, changeLog } = req.body;
      const saved = await app.db.transaction(async (tx) => {
        const results = [];
        for (const [section, content] of Object.entries(contentUpdates)) {
          if (content) results.push(await saveTranslation(tx, req, section, content, changeLog));
        }
        return results;
      });
      await app.publicCache.invalidate('content');
      return ok(saved, 'Translations updated');
    },
  );

  app.put(
    '/content/:section',
    {
      schema: {
        params: sectionParams,
        body: contentSectionUpdateSchema,
        response: { 200: envelopeSchema(contentSectionSavedSchema) },
      },
    },
    async (req) => {
      const section = translationSection(req.params.section);
      const { content, changeLog } = req.body;
      const saved = await app.db.transaction((tx) =>
        saveTranslation(tx, req, section, content, changeLog),
      );
      await app.publicCache.invalidate('content');
      return ok(saved, 'Content updated');
    },
  );

  app.post(
    '/content/:section/validate',
    {
      schema: {
        params: sectionParams,
        body: contentValidateRequestSchema,
        response: { 200: envelopeSchema(contentValidationResultSchema) },
      },
    },
    async (req) => {
      translationSection(req.params.section);
      const result = translationSectionContentInputSchema.safeParse(req.body.content);
      const errors = result.success ? [] : problemsOf(result.error);
      return ok({ valid: errors.length === 0, errors });
    },
  );

  app.get(
    '/content/:section/history',
    {
      schema: {
        params: sectionParams,
        querystring: historyQuery,
        response: { 200: envelopeSchema(z.array(contentVersionSchema)) },
      },
    },
    async (req) =>
      ok(await listSectionHistory(app.db, versionedSection(req.params.section), req.query.limit)),
  );

  app.post(
    '/content/:section/rollback',
    {
      schema: {
        params: sectionParams,
        body: contentRollbackSchema,
        response: { 200: envelopeSchema(rollbackResultSchema) },
      },
    },
    async (req) => {
      const section = versionedSection(req.params.section);
      const result = await app.db.transaction(async (tx) => {
        const target = await findSectionVersion(tx, section, req.body.versionId);
        const changeLog = req.body.changeLog || `Rolled back to version ${target.version}`;
        const schema: z.ZodType =
          section === HOMEPAGE_KEY ? homepageContentSchema : translationSectionContentSchema;
        const fits = schema.safeParse(target.data);
        if (!fits.success) {
          throw new AppError(
            409,
            ERROR_CODES.CONFLICT,
            `Version ${target.version} no longer fits the content's shape and cannot be restored`,
          );
        }
        const before = await lockSection(tx, section);
        const saved = await saveSectionVersion(tx, section, fits.data, changeLog, actorOf(req));
        await recordAudit(tx, req, {
          action: 'rolled-back',
          entity: section === HOMEPAGE_KEY ? 'homepage' : 'content',
          entityId: section,
          before: { version: before?.version ?? 0 },
          after: { version: saved.version, restoredVersion: target.version },
          note: changeLog,
        });
        return {
          section,
          content: fits.data,
          version: saved.version,
          updatedAt: saved.updatedAt.toISOString(),
        };
      });
      await app.publicCache.invalidate('content');
      return ok(result, 'Content rolled back');
    },
  );
};
