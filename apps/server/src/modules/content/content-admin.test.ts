import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import type { HomepageContent } from '@store/shared/schemas/content';
import { demoHomepage } from '../../db/seed/demo-homepage.ts';
import {
  adminApiCaller,
  signInTestUsers,
  type AdminTestHeaders,
} from '../../test/admin-session.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { auditLog } from '../../db/schema.ts';
import { contentSections, contentVersions } from './content.table.ts';

let ctx: TestContext;
let users: AdminTestHeaders;

beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInTestUsers(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

/** Each test starts from the seeded content with no history. */
beforeEach(async () => {
  const db = ctx.database.db;
  await db.delete(contentVersions);
  await db
    .update(contentSections)
    .set({ data: demoHomepage, version: 1 })
    .where(eq(contentSections.key, 'homepage'));
  for (const [key, data] of Object.entries(DEFAULT_TRANSLATIONS)) {
    await db.update(contentSections).set({ data, version: 1 }).where(eq(contentSections.key, key));
  }
  await ctx.app.publicCache.invalidate('content');
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = adminApiCaller(
  () => ctx.app,
  () => users,
);

async function publicHomepage(): Promise<HomepageContent> {
  return (await call('GET', '/api/homepage', undefined, {})).body.data;
}

async function storedHomepage() {
  const [row] = await ctx.database.db
    .select()
    .from(contentSections)
    .where(eq(contentSections.key, 'homepage'));
  return row!;
}

function fields(body: { errors?: { field: string }[] }) {
  return (body.errors ?? []).map((e) => e.field);
}

const newHero = {
  ...demoHomepage.hero,
  title: { en: 'Amber Nights', ar: 'ليالي العنبر' },
};

describe('home page writes: who may call them', () => {
  const writes: [Method, string, unknown][] = [
    ['PUT', '/api/homepage', demoHomepage],
    ['PUT', '/api/homepage/section/hero', newHero],
    ['PUT', '/api/homepage/hero', newHero],
    ['POST', '/api/homepage/hero/images', { url: '/media/a.webp' }],
    ['DELETE', '/api/homepage/hero/images/hero-1', undefined],
    ['POST', '/api/homepage/reset', undefined],
    ['GET', '/api/homepage/history', undefined],
    ['PUT', '/api/homepage/about', demoHomepage.about],
    ['PUT', '/api/homepage/featured-collections', demoHomepage.featuredCollections],
    ['POST', '/api/homepage/featured-collections/collection', {}],
    ['PUT', '/api/homepage/featured-collections/collection/x', {}],
    ['DELETE', '/api/homepage/featured-collections/collection/x', undefined],
    ['PUT', '/api/content/hero', {}],
    ['POST', '/api/content/hero/validate', {}],
    ['GET', '/api/content/hero/history', undefined],
    ['POST', '/api/content/hero/rollback', {}],
    ['PUT', '/api/content/translations', {}],
  ];
  it.each(writes)(
    '%s %s answers 401 without a sign-in and 403 to a non-admin',
    async (m, url, p) => {
      expect((await call(m, url, p, {})).status).toBe(401);
      expect((await call(m, url, p, users.customer)).status).toBe(403);
      expect((await storedHomepage()).version).toBe(1);
    },
  );
});

describe('PUT /api/homepage/hero', () => {
  it('saves the hero, shows it on the storefront at once, versions and audits it', async () => {
    // The storefront read is cached before the write.
    expect((await publicHomepage()).hero.title.en).toBe(demoHomepage.hero.title.en);
    const { status, body } = await call('PUT', '/api/homepage/hero', newHero);
    expect(status).toBe(200);
    expect(body.data.title).toEqual(newHero.title);
    expect((await publicHomepage()).hero.title).toEqual(newHero.title);
    expect((await call('GET', '/api/homepage/hero', undefined, {})).body.data.title.ar).toBe(
      'ليالي العنبر',
    );

    const history = (await call('GET', '/api/homepage/history')).body.data;
    expect(history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({
      changeLog: 'Updated the hero section',
      createdBy: users.adminEmail,
    });
    expect(history[1].changeLog).toBe('Initial content');

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'homepage'));
    const last = audits.at(-1)!;
    expect(last).toMatchObject({ action: 'updated', entityId: 'hero', actorId: users.adminId });
    expect(last.details).toMatchObject({
      before: { title: demoHomepage.hero.title },
      after: { title: newHero.title },
    });
  });

  it.each([
    ['a blank title', { ...newHero, title: { en: ' ', ar: 'x' } }, 'title.en'],
    ['a missing Arabic title', { ...newHero, title: { en: 'x' } }, 'title.ar'],
    [
      'a too long subtitle',
      { ...newHero, subtitle: { en: 'x'.repeat(401), ar: '' } },
      'subtitle.en',
    ],
    [
      'a slide with a bad address',
      {
        ...newHero,
        images: { slideshow: [{ id: 'a', url: 'javascript:alert(1)', alt: { en: '', ar: '' } }] },
      },
      'images.slideshow.0.url',
    ],
    [
      'two slides with one id',
      {
        ...newHero,
        images: {
          slideshow: [
            { id: 'a', url: '/a.webp', alt: { en: '', ar: '' } },
            { id: 'a', url: '/b.webp', alt: { en: '', ar: '' } },
          ],
        },
      },
      'images.slideshow.1.id',
    ],
    ['showSection not a boolean', { ...newHero, showSection: 'yes' }, 'showSection'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, payload, field) => {
    const { status, body } = await call('PUT', '/api/homepage/hero', payload);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(fields(body)).toContain(field);
    const row = await storedHomepage();
    expect(row.version).toBe(1);
    expect(row.data).toEqual(demoHomepage);
  });
});

describe('PUT /api/homepage and /api/homepage/section/{name}', () => {
  it('replaces the whole home page', async () => {
    const content = { ...demoHomepage, showContact: false, hero: newHero };
    const { status, body } = await call('PUT', '/api/homepage', content);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ showContact: false, updatedBy: users.adminEmail });
    expect((await publicHomepage()).showContact).toBe(false);
  });

  it('refuses a home page without its hero', async () => {
    const { hero: _hero, ...rest } = demoHomepage;
    const { status, body } = await call('PUT', '/api/homepage', rest);
    expect(status).toBe(400);
    expect(fields(body)).toContain('hero');
    expect((await storedHomepage()).version).toBe(1);
  });

  it('switches maintenance mode on with a message; the storefront reads it', async () => {
    const { status, body } = await call('PUT', '/api/homepage/section/maintenance', {
      maintenanceMode: true,
      maintenanceMessage: { en: 'Back at noon', ar: 'نعود ظهرًا' },
    });
    expect(status).toBe(200);
    expect(body.data.maintenanceMode).toBe(true);
    const storefront = await publicHomepage();
    expect(storefront.maintenanceMode).toBe(true);
    expect(storefront.maintenanceMessage.en).toBe('Back at noon');
    // The admin keeps working while it is on.
    expect((await call('GET', '/api/homepage/history')).status).toBe(200);
  });

  it('sets the visibility flags', async () => {
    const flags = { showAboutSection: false, showCategories: true, showContact: false };
    const { status } = await call('PUT', '/api/homepage/section/display', flags);
    expect(status).toBe(200);
    expect(await publicHomepage()).toMatchObject(flags);
  });

  it('refuses flags that are not booleans and a message too long', async () => {
    const a = await call('PUT', '/api/homepage/section/display', { showAboutSection: 1 });
    expect(a.status).toBe(400);
    expect(fields(a.body)).toEqual(
      expect.arrayContaining(['showAboutSection', 'showCategories', 'showContact']),
    );
    const b = await call('PUT', '/api/homepage/section/maintenance', {
      maintenanceMode: true,
      maintenanceMessage: { en: 'x'.repeat(501), ar: '' },
    });
    expect(b.status).toBe(400);
    expect(fields(b.body)).toContain('maintenanceMessage.en');
    expect((await storedHomepage()).version).toBe(1);
  });

  it('answers 404 for a section that cannot be written', async () => {
    const { status, body } = await call('PUT', '/api/homepage/section/newsletter', {});
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });
});

describe('hero images', () => {
  it('adds an image and returns the slideshow; removes it again', async () => {
    const added = await call('POST', '/api/homepage/hero/images', {
      url: '/media/rose.webp',
      mediaId: 'media-1',
      alt: { en: 'Rose', ar: 'وردة' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.at(-1)).toEqual({
      id: 'media-1',
      url: '/media/rose.webp',
      alt: { en: 'Rose', ar: 'وردة' },
    });
    expect(added.body.data).toHaveLength(demoHomepage.hero.images.slideshow.length + 1);

    const twice = await call('POST', '/api/homepage/hero/images', {
      url: '/media/rose.webp',
      mediaId: 'media-1',
    });
    expect(twice.status).toBe(409);

    const removed = await call('DELETE', '/api/homepage/hero/images/media-1');
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual(demoHomepage.hero.images.slideshow);
    expect((await publicHomepage()).hero.images.slideshow).toEqual(
      demoHomepage.hero.images.slideshow,
    );
  });

  it('gives an image without a media id an id of its own', async () => {
    const { body } = await call('POST', '/api/homepage/hero/images', {
      url: 'https://cdn.example/x.jpg',
    });
    expect(body.data.at(-1).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.at(-1).alt).toEqual({ en: '', ar: '' });
  });

  it('refuses an image without an address, and removal of an unknown image', async () => {
    const bad = await call('POST', '/api/homepage/hero/images', { alt: { en: 'x', ar: 'x' } });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('url');
    const missing = await call('DELETE', '/api/homepage/hero/images/nope');
    expect(missing.status).toBe(404);
    expect((await storedHomepage()).version).toBe(1);
  });

  it('reorders the slideshow by saving the hero with the new order', async () => {
    const reversed = [...demoHomepage.hero.images.slideshow].reverse();
    const { status } = await call('PUT', '/api/homepage/hero', {
      ...demoHomepage.hero,
      images: { slideshow: reversed },
    });
    expect(status).toBe(200);
    expect((await publicHomepage()).hero.images.slideshow.map((i) => i.id)).toEqual(
      reversed.map((i) => i.id),
    );
  });
});

describe('about and featured collections', () => {
  it('saves the about section', async () => {
    const about = { ...demoHomepage.about, title: { en: 'Our House', ar: 'دارنا' } };
    const { status, body } = await call('PUT', '/api/homepage/about', about);
    expect(status).toBe(200);
    expect(body.data.title.en).toBe('Our House');
    expect((await call('GET', '/api/homepage/about', undefined, {})).body.data.title.en).toBe(
      'Our House',
    );
  });

  it('refuses an about section with a blank Arabic title', async () => {
    const about = { ...demoHomepage.about, title: { en: 'Our House', ar: '' } };
    const { status, body } = await call('PUT', '/api/homepage/about', about);
    expect(status).toBe(400);
    expect(fields(body)).toContain('title.ar');
  });

  const collection = {
    name: { en: 'Oud Rituals', ar: 'طقوس العود' },
    description: { en: 'Smoky woods', ar: 'أخشاب مدخنة' },
    image: '/images/collections/oud.svg',
    link: '/products?category=oriental',
  };

  it('adds, edits and removes a featured collection', async () => {
    const added = await call('POST', '/api/homepage/featured-collections/collection', collection);
    expect(added.status).toBe(201);
    const created = added.body.data.collections.at(-1);
    expect(created).toMatchObject(collection);

    const edited = await call(
      'PUT',
      `/api/homepage/featured-collections/collection/${created.id}`,
      { ...collection, name: { en: 'Oud', ar: 'عود' } },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.collections.at(-1)).toMatchObject({
      id: created.id,
      name: { en: 'Oud' },
    });

    const removed = await call(
      'DELETE',
      `/api/homepage/featured-collections/collection/${created.id}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.collections).toEqual(demoHomepage.featuredCollections.collections);
    expect((await publicHomepage()).featuredCollections).toEqual(demoHomepage.featuredCollections);
  });

  it('refuses a collection with no name or a bad link, and unknown ids', async () => {
    const bad = await call('POST', '/api/homepage/featured-collections/collection', {
      ...collection,
      name: { en: '', ar: '' },
      link: 'ftp://x',
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(expect.arrayContaining(['name.en', 'name.ar', 'link']));
    expect(
      (await call('PUT', '/api/homepage/featured-collections/collection/nope', collection)).status,
    ).toBe(404);
    expect(
      (await call('DELETE', '/api/homepage/featured-collections/collection/nope')).status,
    ).toBe(404);
    expect((await storedHomepage()).version).toBe(1);
  });

  it('replaces the featured collections section', async () => {
    const section = { ...demoHomepage.featuredCollections, collections: [] };
    const { status, body } = await call('PUT', '/api/homepage/featured-collections', section);
    expect(status).toBe(200);
    expect(body.data.collections).toEqual([]);
  });
});

describe('POST /api/homepage/reset', () => {
  it('returns the defaults as a new version, keeping the history', async () => {
    await call('PUT', '/api/homepage/hero', newHero);
    const { status, body } = await call('POST', '/api/homepage/reset');
    expect(status).toBe(200);
    expect(body.data.hero).toEqual(demoHomepage.hero);
    expect((await publicHomepage()).hero.title).toEqual(demoHomepage.hero.title);
    const history = (await call('GET', '/api/homepage/history')).body.data;
    expect(history.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
  });
});

describe('translations', () => {
  const heroTexts = {
    en: { ...DEFAULT_TRANSLATIONS.hero.en, title: 'Scents of the Desert' },
    ar: { ...DEFAULT_TRANSLATIONS.hero.ar, title: 'عطور الصحراء' },
  };

  it('PUT /api/content/{section} saves a version; the storefront reads it at once', async () => {
    await call('GET', '/api/content/translations', undefined, {});
    const { status, body } = await call('PUT', '/api/content/hero', {
      content: heroTexts,
      changeLog: 'New title',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ section: 'hero', version: 2, content: heroTexts });
    const storefront = await call('GET', '/api/content/translations', undefined, {});
    expect(storefront.body.data.ar.hero.title).toBe('عطور الصحراء');
  });

  it.each([
    ['no change log', { content: heroTexts }, ['changeLog']],
    ['a blank change log', { content: heroTexts, changeLog: '  ' }, ['changeLog']],
    [
      'a key only in English',
      { content: { en: { ...heroTexts.en, extra: 'x' }, ar: heroTexts.ar }, changeLog: 'x' },
      ['content.ar.extra'],
    ],
    [
      'a blank Arabic text',
      { content: { en: heroTexts.en, ar: { ...heroTexts.ar, title: ' ' } }, changeLog: 'x' },
      ['content.ar.title'],
    ],
    [
      'a number as a text',
      { content: { en: { title: 5 }, ar: {} }, changeLog: 'x' },
      ['content.en.title'],
    ],
  ])('refuses %s with 400 naming the field', async (_, payload, expected) => {
    const { status, body } = await call('PUT', '/api/content/hero', payload);
    expect(status).toBe(400);
    expect(fields(body)).toEqual(expect.arrayContaining(expected));
    const [row] = await ctx.database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.key, 'hero'));
    expect(row!.version).toBe(1);
    expect(row!.data).toEqual(DEFAULT_TRANSLATIONS.hero);
  });

  it('answers 404 for an unknown section', async () => {
    const { status } = await call('PUT', '/api/content/secrets', {
      content: heroTexts,
      changeLog: 'x',
    });
    expect(status).toBe(404);
  });

  it('POST /api/content/{section}/validate reports every problem and saves nothing', async () => {
    const { status, body } = await call('POST', '/api/content/hero/validate', {
      content: {
        en: { ...heroTexts.en, title: '', extra: 'x' },
        ar: { ...heroTexts.ar, subtitle: { text: '' } },
      },
    });
    expect(status).toBe(200);
    expect(body.data.valid).toBe(false);
    expect(fields(body.data)).toEqual(
      expect.arrayContaining(['en.title', 'ar.extra', 'ar.subtitle']),
    );
    const ok = await call('POST', '/api/content/hero/validate', { content: heroTexts });
    expect(ok.body.data).toEqual({ valid: true, errors: [] });
    const versions = await ctx.database.db.select().from(contentVersions);
    expect(versions).toEqual([]);
  });

  it('PUT /api/content/translations saves several sections, one version each', async () => {
    const navTexts = {
      en: { ...DEFAULT_TRANSLATIONS.nav.en, home: 'Maison' },
      ar: DEFAULT_TRANSLATIONS.nav.ar,
    };
    const { status, body } = await call('PUT', '/api/content/translations', {
      contentUpdates: { hero: heroTexts, nav: navTexts },
      changeLog: 'Spring texts',
    });
    expect(status).toBe(200);
    expect(body.data.map((s: { section: string }) => s.section).sort()).toEqual(['hero', 'nav']);
    const storefront = (await call('GET', '/api/content/translations?language=en', undefined, {}))
      .body.data;
    expect(storefront.en.nav.home).toBe('Maison');
    expect(storefront.en.hero.title).toBe('Scents of the Desert');
  });

  it('PUT /api/content/translations refuses an empty update, an unknown section and bad texts', async () => {
    const empty = await call('PUT', '/api/content/translations', {
      contentUpdates: {},
      changeLog: 'x',
    });
    expect(empty.status).toBe(400);
    expect(fields(empty.body)).toContain('contentUpdates');
    const unknown = await call('PUT', '/api/content/translations', {
      contentUpdates: { secrets: heroTexts },
      changeLog: 'x',
    });
    expect(unknown.status).toBe(400);
    const partlyBad = await call('PUT', '/api/content/translations', {
      contentUpdates: { nav: DEFAULT_TRANSLATIONS.nav, hero: { en: heroTexts.en, ar: {} } },
      changeLog: 'x',
    });
    expect(partlyBad.status).toBe(400);
    expect(fields(partlyBad.body)).toContain('contentUpdates.hero.ar.title');
    // Nothing was saved, not even the valid section.
    expect(await ctx.database.db.select().from(contentVersions)).toEqual([]);
  });
});

describe('history and rollback', () => {
  it('rolls back to an earlier version as a new version; history is never rewritten', async () => {
    const v2 = {
      en: { ...DEFAULT_TRANSLATIONS.footer.en, rights: 'v2' },
      ar: DEFAULT_TRANSLATIONS.footer.ar,
    };
    const v3 = {
      en: { ...DEFAULT_TRANSLATIONS.footer.en, rights: 'v3' },
      ar: DEFAULT_TRANSLATIONS.footer.ar,
    };
    await call('PUT', '/api/content/footer', { content: v2, changeLog: 'second' });
    await call('PUT', '/api/content/footer', { content: v3, changeLog: 'third' });

    const history = (await call('GET', '/api/content/footer/history')).body.data;
    expect(history.map((v: { changeLog: string }) => v.changeLog)).toEqual([
      'third',
      'second',
      'Initial content',
    ]);
    const second = history[1];
    expect(second.content).toEqual(v2);

    const { status, body } = await call('POST', '/api/content/footer/rollback', {
      versionId: second.versionId,
      changeLog: 'Back to the second texts',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ section: 'footer', version: 4, content: v2 });
    const storefront = (await call('GET', '/api/content/footer?language=en', undefined, {})).body
      .data;
    expect(storefront.content.en.rights).toBe('v2');

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, 'footer'))
      .orderBy(auditLog.createdAt);
    expect(audits.map((a) => a.action)).toEqual(['updated', 'updated', 'rolled-back']);
    expect(audits.at(-1)).toMatchObject({ entity: 'content', actorId: users.adminId });
    expect(audits.at(-1)!.details).toMatchObject({
      after: { version: 4, restoredVersion: 2 },
      note: 'Back to the second texts',
    });

    const after = (await call('GET', '/api/content/footer/history')).body.data;
    expect(after.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
    expect(after[0]).toMatchObject({
      changeLog: 'Back to the second texts',
      createdBy: users.adminEmail,
    });
    expect(after[1].versionId).toBe(history[0].versionId);
  });

  it('limits the history to 10 by default and to the limit asked', async () => {
    for (let i = 0; i < 11; i += 1) {
      await call('PUT', '/api/content/nav', {
        content: DEFAULT_TRANSLATIONS.nav,
        changeLog: `save ${i}`,
      });
    }
    expect((await call('GET', '/api/content/nav/history')).body.data).toHaveLength(10);
    expect((await call('GET', '/api/content/nav/history?limit=3')).body.data).toHaveLength(3);
    const bad = await call('GET', '/api/content/nav/history?limit=0');
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('limit');
  });

  it('shows a never-edited section as its current state', async () => {
    const { body } = await call('GET', '/api/content/contact/history');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ version: 1, content: DEFAULT_TRANSLATIONS.contact });
  });

  it('rolls the home page back too', async () => {
    await call('PUT', '/api/homepage/hero', newHero);
    const history = (await call('GET', '/api/content/homepage/history')).body.data;
    const initial = history.find((v: { version: number }) => v.version === 1);
    const { status } = await call('POST', '/api/content/homepage/rollback', {
      versionId: initial.versionId,
    });
    expect(status).toBe(200);
    expect((await publicHomepage()).hero.title).toEqual(demoHomepage.hero.title);
    const latest = (await call('GET', '/api/homepage/history')).body.data[0];
    expect(latest.changeLog).toBe('Rolled back to version 1');
  });

  it('refuses a version of another section, an unknown version and a malformed id', async () => {
    await call('PUT', '/api/content/nav', { content: DEFAULT_TRANSLATIONS.nav, changeLog: 'x' });
    const navVersion = (await call('GET', '/api/content/nav/history')).body.data[0];
    const other = await call('POST', '/api/content/footer/rollback', {
      versionId: navVersion.versionId,
    });
    expect(other.status).toBe(404);
    const unknown = await call('POST', '/api/content/nav/rollback', {
      versionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const malformed = await call('POST', '/api/content/nav/rollback', { versionId: 'v1' });
    expect(malformed.status).toBe(400);
    expect(fields(malformed.body)).toContain('versionId');
    expect((await call('GET', '/api/content/nav/history')).body.data).toHaveLength(2);
  });
});
