import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_SECTIONS } from '@store/shared/constants';
import { DEFAULT_TRANSLATIONS } from '@store/shared/default-translations';
import { demoHomepage } from '../../db/seed/demo-homepage.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { contentSections } from './content.table.ts';

let ctx: TestContext;

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('homepage', () => {
  it('GET /api/homepage returns the content with its last update', async () => {
    const { status, body } = await get('/api/homepage');
    expect(status).toBe(200);
    const { lastUpdated, updatedBy, ...content } = body.data;
    expect(content).toEqual(demoHomepage);
    expect(new Date(lastUpdated).getTime()).toBeGreaterThan(0);
    expect(updatedBy).toBeNull();
  });

  it.each([
    ['/api/homepage/hero', demoHomepage.hero],
    ['/api/homepage/about', demoHomepage.about],
    ['/api/homepage/featured-collections', demoHomepage.featuredCollections],
  ])('%s returns its section', async (url, expected) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: expected });
  });

  it('serves the defaults when the stored content is broken, and keeps the stored row', async () => {
    const broken = { hero: 'not an object' };
    await ctx.database.db
      .update(contentSections)
      .set({ data: broken })
      .where(eq(contentSections.key, 'homepage'));
    const { status, body } = await get('/api/homepage');
    expect(status).toBe(200);
    expect(body.data.hero).toEqual(demoHomepage.hero);
    const [row] = await ctx.database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.key, 'homepage'));
    expect(row!.data).toEqual(broken);
    await ctx.database.db
      .update(contentSections)
      .set({ data: demoHomepage })
      .where(eq(contentSections.key, 'homepage'));
  });
});

describe('translations', () => {
  it('GET /api/content/translations returns every section in both languages', async () => {
    const { status, body } = await get('/api/content/translations');
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['ar', 'en']);
    for (const section of TRANSLATION_SECTIONS) {
      expect(body.data.en[section]).toEqual(DEFAULT_TRANSLATIONS[section].en);
      expect(body.data.ar[section]).toEqual(DEFAULT_TRANSLATIONS[section].ar);
    }
  });

  it('returns one language when asked', async () => {
    const { body } = await get('/api/content/translations?language=ar');
    expect(Object.keys(body.data)).toEqual(['ar']);
    expect(body.data.ar.nav).toEqual(DEFAULT_TRANSLATIONS.nav.ar);
  });

  it('keeps values wrapped as { text } as stored', async () => {
    const wrapped = {
      en: { ...DEFAULT_TRANSLATIONS.footer.en, rights: { text: 'Every right reserved' } },
      ar: DEFAULT_TRANSLATIONS.footer.ar,
    };
    await ctx.database.db
      .update(contentSections)
      .set({ data: wrapped })
      .where(eq(contentSections.key, 'footer'));
    const { body } = await get('/api/content/translations?language=en');
    expect(body.data.en.footer.rights).toEqual({ text: 'Every right reserved' });
  });

  it('rejects an unknown language', async () => {
    const { status, body } = await get('/api/content/translations?language=fr');
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('language');
  });

  it('GET /api/content/{section} returns one section', async () => {
    const { status, body } = await get('/api/content/hero?language=en');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      section: 'hero',
      content: { en: DEFAULT_TRANSLATIONS.hero.en },
      version: 1,
    });
    expect(body.data.content.ar).toBeUndefined();
  });

  it('answers 404 for an unknown section', async () => {
    const { status, body } = await get('/api/content/secrets');
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });
});
