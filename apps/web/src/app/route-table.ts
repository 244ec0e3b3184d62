import type { ComponentType } from 'react';
import type { Language } from '@store/shared/locales';
import { splitLanguagePath } from '@store/shared/page-addresses';
import type { Product } from '@store/shared/schemas/catalog';
import { DEFAULT_FILTERS, toProductQuery } from '../features/catalog/lib/listing-filters.ts';
import { ensurePageTexts } from '../lib/i18n/language-bundles.ts';
import { fallbackProductImage, HERO_FALLBACK_IMAGES } from '../lib/product-image.ts';
import { startAuthStore } from '../stores/auth-start.ts';
import { request, type FirstScreenData, type FirstScreenRequest } from './first-screen-requests.ts';

/*
 * Every page of the app, in one place (decision 027: a storefront page lives below `/ar` and `/en`
 * with the path written here, the other pages at their own path): the router (router.tsx), the script that starts a first
 * visit's data before the app's code (page-boot.ts, built to /page-boot.js), the build's lists of
 * each page's chunks (vite-plugins/route-preloads.ts) and the server's render (entry-server.tsx,
 * which the API server loads from dist-ssr/) all read it. Adding a page: a route below, and its
 * page in `pages`.
 */

/** A page's code: a chunk of its own, loaded when the page is first shown. */
type PageLoader = () => Promise<ComponentType>;

/** A page that shows the texts of page-texts.ts (checkout, returns, reviews, account): they load with its code. */
const withPageTexts = (page: Promise<ComponentType>) =>
  Promise.all([page, ensurePageTexts()]).then(([component]) => component);

/**
 * The pages, each a chunk of its own (so the first load carries only the shell). Apart from
 * `routes` so page-boot.js, built from this file, carries none of them: the build drops what the
 * script never reads. A first-screen page's loader is a plain `import()`, which
 * vite-plugins/route-preloads.ts reads to find its chunk.
 */
export const pages = {
  home: () => import('../features/home/components/home-page.tsx').then((m) => m.HomePage),
  products: () =>
    import('../features/catalog/components/product-listing-page.tsx').then(
      (m) => m.ProductListingPage,
    ),
  product: () =>
    import('../features/product-detail/components/product-detail-page.tsx').then(
      (m) => m.ProductDetailPage,
    ),
  category: () =>
    import('../features/category/components/category-page.tsx').then((m) => m.CategoryPage),
  checkout: () =>
    withPageTexts(
      import('../features/checkout/components/checkout-page.tsx').then((m) => m.CheckoutPage),
    ),
  checkoutSuccess: () =>
    withPageTexts(
      import('../features/checkout/components/checkout-success-page.tsx').then(
        (m) => m.CheckoutSuccessPage,
      ),
    ),
  checkoutCancel: () =>
    withPageTexts(
      import('../features/checkout/components/checkout-cancel-page.tsx').then(
        (m) => m.CheckoutCancelPage,
      ),
    ),
  paymentReturn: () =>
    withPageTexts(
      import('../features/checkout/components/payment-return-page.tsx').then(
        (m) => m.PaymentReturnPage,
      ),
    ),
  returnRequest: () =>
    withPageTexts(
      import('../features/returns/components/return-request-page.tsx').then(
        (m) => m.ReturnRequestPage,
      ),
    ),
  returnPolicy: () =>
    withPageTexts(
      import('../features/returns/components/return-policy-page.tsx').then(
        (m) => m.ReturnPolicyPage,
      ),
    ),
  cartRestore: () =>
    withPageTexts(
      import('../features/cart-recovery/components/cart-restore-page.tsx').then(
        (m) => m.CartRestorePage,
      ),
    ),
  unsubscribe: () =>
    withPageTexts(
      import('../features/cart-recovery/components/unsubscribe-page.tsx').then(
        (m) => m.UnsubscribePage,
      ),
    ),
  privacyPolicy: () =>
    withPageTexts(
      import('../features/privacy/components/privacy-policy-page.tsx').then(
        (m) => m.PrivacyPolicyPage,
      ),
    ),
  review: () =>
    withPageTexts(
      import('../features/reviews/components/review-page.tsx').then((m) => m.ReviewPage),
    ),
  orderTracking: () =>
    withPageTexts(
      import('../features/checkout/components/order-tracking-page.tsx').then(
        (m) => m.OrderTrackingPage,
      ),
    ),
  accountSignIn: () =>
    withPageTexts(
      import('../features/account/components/shopper-sign-in-page.tsx').then(
        (m) => m.ShopperSignInPage,
      ),
    ),
  account: () =>
    withPageTexts(
      import('../features/account/components/account-page.tsx').then((m) => m.AccountPage),
    ),
  notFound: () =>
    import('../features/not-found/components/not-found-page.tsx').then((m) => m.NotFoundPage),
  // The sign-in page and the admin area need the auth store running, which the storefront starts
  // only for a stored sign-in. No admin code on the storefront: the admin area is its own chunk.
  signIn: () =>
    Promise.all([startAuthStore(), import('../features/auth/components/sign-in-page.tsx')]).then(
      ([, m]) => m.SignInPage,
    ),
  adminArea: () =>
    Promise.all([startAuthStore(), import('./routes/admin-area.tsx')]).then(([, m]) => m.AdminArea),
} satisfies Record<string, PageLoader>;

export type PageId = keyof typeof pages;

/** A page's largest image, from the answer it is in: page-boot.js preloads it. */
export type MainImage = {
  [K in keyof FirstScreenData]: { from: K; pick(data: FirstScreenData[K] | null): string | null };
}[keyof FirstScreenData];

/** What a page's first screen is made of, known before any of the app's code runs. */
export interface FirstScreen {
  /**
   * The page's own requests, after the storefront's (`storefrontRequests`), from the address's
   * parameters (as in the path, not decoded) and query (`location.search`). Null when they cannot
   * be known in advance (a filtered listing, a malformed address): then only the storefront's are
   * asked, and the server leaves the page to the browser.
   */
  requests(
    params: Record<string, string>,
    search: string,
    language: Language,
  ): FirstScreenRequest[] | null;
  /** Whether the API server renders the page (plugins/storefront-render.ts). */
  serverRendered: boolean;
  mainImage?: MainImage;
}

export interface RouteDefinition {
  /**
   * A React Router pattern: static segments and `:name` parameters, or `*` with `splat`. A
   * storefront page's path is without its language: it is served below `/ar` and `/en`.
   */
  path: string;
  page: PageId;
  /** In the storefront's frame (header, footer, maintenance gate), or on its own. */
  frame: 'storefront' | 'alone';
  /** What page-boot.js, the app's first render and the server's render start with. */
  firstScreen?: FirstScreen;
}

/** Every storefront page waits for the home-page content (its maintenance flag), the
 * administrator's texts, the site settings (the header's brand name, the footer's contacts) and
 * the marketing tags in force (whether to ask for consent). */
export function storefrontRequests(language: Language): FirstScreenRequest[] {
  return [
    request.homepage(),
    request.translations(language),
    request.siteSettings(),
    request.marketingTags(),
  ];
}

function firstImage(product: Product | null | undefined): string | null {
  if (!product) return null;
  // The answer as it came: page-boot.js reads it before any validation.
  return product.images?.[0]?.url ?? fallbackProductImage(product.category);
}

function decoded(segment: string | undefined): string | null {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

const listing: FirstScreen = {
  // Only the first page of the unfiltered listing is known before the app reads the query.
  requests: (_params, search, language) =>
    search ? null : [request.products(toProductQuery(DEFAULT_FILTERS, language))],
  serverRendered: true,
  mainImage: { from: 'products', pick: (products) => firstImage(products?.[0]) },
};

export const routes: readonly RouteDefinition[] = [
  {
    path: '/',
    page: 'home',
    frame: 'storefront',
    firstScreen: {
      requests: () => [],
      serverRendered: true,
      mainImage: {
        from: 'homepage',
        pick: (content) =>
          !content || content.maintenanceMode || !content.hero.showSection
            ? null
            : (content.hero.images.slideshow[0]?.url ?? HERO_FALLBACK_IMAGES[0]!),
      },
    },
  },
  { path: '/products', page: 'products', frame: 'storefront', firstScreen: listing },
  { path: '/collections', page: 'products', frame: 'storefront', firstScreen: listing },
  {
    path: '/product/:id',
    page: 'product',
    frame: 'storefront',
    firstScreen: {
      // As the router gives it to the page: the decoded segment (encoded again in the URL).
      requests: ({ id }) => {
        const productId = decoded(id);
        return productId
          ? [
              request.product(productId),
              request.paymentMethods(),
              request.shippingOptions(),
              request.returnPolicy(),
              request.productReviews(productId),
              request.offers(),
            ]
          : null;
      },
      serverRendered: true,
      mainImage: { from: 'product', pick: firstImage },
    },
  },
  {
    path: '/category/:slug',
    page: 'category',
    frame: 'storefront',
    firstScreen: {
      // The category, whose head (title, canonical, breadcrumb) the server renders; its products
      // need its id, so they follow in the browser.
      requests: ({ slug }) => {
        const decodedSlug = decoded(slug);
        return decodedSlug ? [request.categoryBySlug(decodedSlug)] : null;
      },
      serverRendered: true,
      mainImage: { from: 'categoryBySlug', pick: (data) => data?.category.image ?? null },
    },
  },
  { path: '/checkout', page: 'checkout', frame: 'storefront' },
  { path: '/checkout/success', page: 'checkoutSuccess', frame: 'storefront' },
  { path: '/checkout/cancel', page: 'checkoutCancel', frame: 'storefront' },
  { path: '/payment/return', page: 'paymentReturn', frame: 'storefront' },
  { path: '/orders/:orderNumber/return', page: 'returnRequest', frame: 'storefront' },
  { path: '/return-policy', page: 'returnPolicy', frame: 'storefront' },
  { path: '/privacy', page: 'privacyPolicy', frame: 'storefront' },
  // A cart reminder's links (issue 22 point 5); never indexed.
  { path: '/cart/restore/:token', page: 'cartRestore', frame: 'storefront' },
  { path: '/unsubscribe/:token', page: 'unsubscribe', frame: 'storefront' },
  // A delivered order's one-time review link (issue 21 point 5); never indexed.
  { path: '/review/:token', page: 'review', frame: 'storefront' },
  { path: '/orders/track', page: 'orderTracking', frame: 'storefront' },
  // The shopper's account (issue 22); never indexed (NOINDEX_PATH_PREFIXES).
  { path: '/account/sign-in', page: 'accountSignIn', frame: 'storefront' },
  { path: '/account', page: 'account', frame: 'storefront' },
  { path: '*', page: 'notFound', frame: 'storefront' },
  // Outside the storefront frame: no maintenance gate, since the admin is who turns it off.
  { path: '/auth', page: 'signIn', frame: 'alone' },
  { path: '/login', page: 'signIn', frame: 'alone' },
  { path: '/admin/login', page: 'signIn', frame: 'alone' },
  // With a splat: the admin area matches its own screens below it.
  { path: '/admin/*', page: 'adminArea', frame: 'alone' },
  { path: '/admin-test/*', page: 'adminArea', frame: 'alone' },
];

/**
 * The parameters of a path matched against a pattern of static segments and `:name` parameters:
 * exactly, segment by segment, no trailing slash, a parameter never empty (page-boot.js and the
 * server match with this, before or without React Router). Null when it does not match; patterns
 * with a `*` never do.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (pattern.includes('*') || expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of expected.entries()) {
    const value = actual[i]!;
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

/** An address's route, its parameters, and the language its address names (storefront pages). */
export interface AddressMatch {
  route: RouteDefinition;
  params: Record<string, string>;
  /** Null for a page outside the storefront (the admin area, sign-in), which has no prefix. */
  language: Language | null;
}

/**
 * The route of an address (`location.pathname`) that `matchPattern` can match: a storefront page
 * below its language (`/ar/products`), or another page at its own path (`/auth`). Null for
 * anything else, an unprefixed storefront path included (the server redirects those).
 */
export function routeOfAddress(pathname: string): AddressMatch | null {
  const below = splitLanguagePath(pathname);
  for (const route of routes) {
    if ((route.frame === 'storefront') !== (below !== null)) continue;
    const params = matchPattern(route.path, below ? below.path : pathname);
    if (params) return { route, params, language: below?.language ?? null };
  }
  return null;
}

/**
 * Whether an address names a page of the app: a storefront page below its language, or a page
 * outside the storefront. The API server answers the others with the not-found page and a 404.
 */
export function isPageAddress(pathname: string): boolean {
  if (routeOfAddress(pathname)) return true;
  // The admin area's screens are its own (a splat, which matchPattern leaves out).
  return /^\/(admin|admin-test)(\/|$)/.test(pathname);
}

export interface FirstScreenPlan {
  route: RouteDefinition & { firstScreen: FirstScreen };
  /** The page's language: its address's. */
  language: Language;
  /** Every request of the first screen, the storefront's first. */
  requests: FirstScreenRequest[];
  /** Whether the page's own requests are known (they are all in `requests`). */
  complete: boolean;
}

/**
 * The first screen of an address (`location.pathname` and `location.search`): its route, its
 * language and the API requests to start. Null for a page with no first screen known in advance.
 */
export function firstScreenOf(pathname: string, search: string): FirstScreenPlan | null {
  const match = routeOfAddress(pathname);
  const firstScreen = match?.route.firstScreen;
  // Only storefront pages have a first screen, and they all have a language.
  if (!match || !firstScreen || !match.language) return null;
  const { language } = match;
  const own = firstScreen.requests(match.params, search, language);
  return {
    route: match.route as FirstScreenPlan['route'],
    language,
    requests: [...storefrontRequests(language), ...(own ?? [])],
    complete: own !== null,
  };
}

/**
 * The API URLs the server renders a page from (`url`: path and query, as requested), or null when
 * the server does not render it. The same requests page-boot.js makes on that page, in the
 * address's language.
 */
export function serverRenderedRequests(url: string): string[] | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  // As location.search: empty for a bare "?".
  const search = queryAt === -1 || queryAt === url.length - 1 ? '' : url.slice(queryAt);
  const plan = firstScreenOf(pathname, search);
  if (!plan?.complete || !plan.route.firstScreen.serverRendered) return null;
  return plan.requests.map((one) => one.url);
}
