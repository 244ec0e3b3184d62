import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { bearer, createAccount, signInAs } from './test-accounts.ts';

/**
 * Every route anyone may call without signing in. Adding one here is a decision about who may
 * call it: say why in the comment above it. Any route not listed must answer 401 without a token
 * and 403 to a signed-in user who is not an admin. HEAD follows its GET.
 */
const PUBLIC_ROUTES = [
  // Signing in and refreshing: the caller has no access token yet (refresh uses its cookie).
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  // Ends whichever session the caller proves by bearer token or refresh cookie.
  'POST /api/auth/logout',
  // Shoppers' sign-in (modules/accounts): asking for a code and trading it for a session, before
  // the shopper has one; rate-limited per address, and the code's own limits are per destination.
  'POST /api/account/sign-in/code',
  'POST /api/account/sign-in/verify',
  // Not admin routes: the shopper's session cookie, checked by the accounts module, guards them
  // (401 without one; the admin's token and cookie open nothing there, shopper-sessions.test.ts).
  'GET /api/account/me',
  'POST /api/account/sign-out',
  'POST /api/account/sign-out-everywhere',
  // The shopper's own details: name, a new phone or email proven by a code, marketing opt-ins.
  'PUT /api/account/profile',
  'POST /api/account/contact/code',
  'POST /api/account/contact/verify',
  'PUT /api/account/marketing',
  // The shopper's own orders (flows/account-orders), behind the same cookie: 401 without it.
  'GET /api/account/orders',
  'GET /api/account/orders/:orderNumber',
  'GET /api/account/data',
  'DELETE /api/account',
  'GET /api/account/orders/:orderNumber/buy-again',
  // The shopper's saved addresses (flows/account-addresses), behind the same cookie.
  'GET /api/account/addresses',
  'POST /api/account/addresses',
  'PUT /api/account/addresses/:id',
  'POST /api/account/addresses/:id/default',
  'DELETE /api/account/addresses/:id',
  // What the checkout fills in: the signed-in shopper's details, or nothing for a guest.
  'GET /api/account/checkout-details',
  // The shopper's wishlist (flows/account-wishlist), behind the same cookie.
  'GET /api/account/wishlist',
  'POST /api/account/wishlist',
  // Monitoring probes (ping is the benchmark's baseline) and the API description.
  'GET /api/health',
  'GET /api/ping',
  'GET /api/openapi.json',
  // The storefront: catalogue, content and public settings.
  'GET /api/products',
  'GET /api/products/categories/stats',
  'GET /api/products/:id',
  'GET /api/products/:id/social-card.jpg',
  'GET /api/categories',
  'GET /api/categories/active',
  'GET /api/categories/stats',
  'GET /api/categories/search',
  'GET /api/categories/slug/:slug',
  'GET /api/categories/:id',
  'GET /api/categories/:id/products',
  'GET /api/public/site-settings',
  'GET /api/public/payment-methods',
  // Where the checkout may ship to and whether delivery is free from some amount.
  'GET /api/public/shipping/options',
  'GET /api/public/marketing-tags',
  'POST /api/public/shipping/quote',
  // Whether a discount code applies to a cart (issue 21); it writes nothing.
  'POST /api/public/promotions/check',
  // The free samples a shopper may choose at checkout (decision 036).
  'GET /api/public/samples',
  // The automatic offers running now (decision 037).
  'GET /api/public/offers',
  'GET /api/homepage',
  'GET /api/homepage/hero',
  'GET /api/homepage/about',
  'GET /api/homepage/featured-collections',
  'GET /api/content/translations',
  'GET /api/content/:section',
  // Crawlers and ad platforms: robots.txt, sitemaps, product feeds (flows/discovery).
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
  'GET /feeds/:file',
  // Checkout: shoppers do not sign in. The order lookup also needs the order's email.
  'POST /api/orders',
  'GET /api/orders/public/:orderNumber',
  'POST /api/paypal/orders',
  'POST /api/paypal/orders/:token/capture',
  'POST /api/paypal/orders/:token/cancel',
  'POST /api/moyasar/payments',
  'POST /api/moyasar/payments/confirm',
  'POST /api/tabby/payments',
  'POST /api/tabby/payments/confirm',
  // Reviews: a product's approved reviews are public; the review page proves itself by the
  // one-time token emailed to the buyer after delivery (modules/reviews).
  'GET /api/products/:id/reviews',
  'GET /api/review-requests/:token',
  'POST /api/review-requests/:token',
  // Returns: the policy page, and the return page, which needs the order's email like the lookup.
  'GET /api/returns/policy',
  'GET /api/privacy-policy',
  'PUT /api/cart-recovery/cart',
  'GET /api/cart-recovery/restore/:token',
  'POST /api/cart-recovery/unsubscribe/:token',
  'GET /api/returns/order/:orderNumber',
  'POST /api/returns',
  // Called by PayPal, which proves itself by the webhook signature, not a token.
  'POST /api/paypal/webhook',
  // Called by Moyasar: the webhook proves itself by its secret token; the invoice notification
  // proves nothing and only names the invoice the server then reads from Moyasar.
  'POST /api/moyasar/webhook',
  'POST /api/moyasar/notify',
  // Called by Tabby: proves itself by the header registered with Tabby (a secret of ours).
  'POST /api/tabby/webhook',
  // Called by OTO (shipping): proves itself by the HMAC signature made with our webhook secret.
  'POST /api/carriers/oto/webhook',
  // The media library's images, shown on the storefront (generated names only, no listing).
  'GET /media/:file',
  // The built-in PayPal simulator's approval page (answers only while the payment settings say
  // simulator).
  'GET /paypal-simulator/checkoutnow',
  'POST /paypal-simulator/checkoutnow',
  // The built-in Moyasar and Tabby simulators' payment pages (answer only while the provider's
  // settings say simulator).
  'GET /moyasar-simulator/invoices/:id',
  'POST /moyasar-simulator/invoices/:id',
  'GET /tabby-simulator/payments/:id',
  'POST /tabby-simulator/payments/:id',
  // A tax document's PDF: the link carries the store's tag of the document (shopper and admin).
  'GET /api/tax-documents/:id/pdf',
  // The built-in stand-in of ZATCA's API (answers only while the chosen environment is it);
  // authenticated as ZATCA's is, by the OTP or the CSID's Basic credentials.
  'POST /zatca-stand-in/compliance',
  'POST /zatca-stand-in/compliance/invoices',
  'POST /zatca-stand-in/production/csids',
  'PATCH /zatca-stand-in/production/csids',
  'POST /zatca-stand-in/invoices/reporting/single',
];

/** Routes for any signed-in user, whatever the role: 401 without a token, open to a viewer. */
const SIGNED_IN_ROUTES = ['GET /api/auth/verify'];

const registered: string[] = [];

function allowed(list: string[], route: string): boolean {
  return list.includes(route) || list.includes(route.replace(/^HEAD /, 'GET '));
}

/** A concrete URL for a route pattern: any id will do, the guard answers before the handler. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'x');
}

let ctx: TestContext;
let viewerToken: string;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    },
  });
  // A role other than admin, made directly in the database.
  const viewer = await createAccount(ctx.database.db, { role: 'viewer' });
  viewerToken = (await signInAs(ctx.app, viewer)).token;
});
afterAll(() => ctx.close());

describe('every route is guarded unless it is on the public list', () => {
  it('sees the routes', () => {
    expect(registered).toContain('GET /api/auth/verify');
    expect(registered).toContain('GET /api/products');
  });

  it('has no stale entries on its lists', () => {
    for (const route of [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES]) {
      expect(registered, `${route} is listed but not registered`).toContain(route);
    }
  });

  it('answers 401 without a token and 403 to a non-admin on every other route', async () => {
    const guarded = registered.filter((route) => !allowed(PUBLIC_ROUTES, route));
    expect(guarded.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const route of guarded) {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      const anonymous = await ctx.app.inject({ method, url: concrete(url) });
      if (anonymous.statusCode !== 401) {
        problems.push(`${route} answered ${anonymous.statusCode} without a token`);
      }
      const asViewer = await ctx.app.inject({
        method,
        url: concrete(url),
        headers: bearer(viewerToken),
      });
      const expected = allowed(SIGNED_IN_ROUTES, route) ? 200 : 403;
      if (asViewer.statusCode !== expected) {
        problems.push(`${route} answered ${asViewer.statusCode} to a non-admin (want ${expected})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
