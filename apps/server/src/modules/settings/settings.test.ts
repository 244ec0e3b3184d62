import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSettings } from '../../db/seed/demo-settings.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/public/site-settings', () => {
  it('returns site info, contact info, social media, commerce rules and the seller’s public part, no email settings', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/public/site-settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        siteInfo: demoSettings.siteInfo,
        contactInfo: demoSettings.contactInfo,
        socialMedia: demoSettings.socialMedia,
        commerce: demoSettings.commerce,
        sellerProfile: { legalName: { en: '', ar: '' }, crNumber: '', vatNumber: '' },
      },
    });
    expect(res.body).not.toContain(demoSettings.emailSettings.adminEmail);
  });
});
