/**
 * The storefront's public reads and the tags that invalidate them, for the public cache: an admin
 * write to products or categories calls `app.publicCache.invalidate('catalog')`, to home-page
 * content or translations `'content'`, to settings `'settings'`. Listed here because these routes
 * predate the cache; a module may instead declare `config: { cacheTags }` on its route.
 */
export const STOREFRONT_CACHE_TAGS: Readonly<Record<string, readonly string[]>> = {
  'GET /api/products': ['catalog'],
  'GET /api/products/categories/stats': ['catalog'],
  'GET /api/products/:id': ['catalog'],
  'GET /api/categories': ['catalog'],
  'GET /api/categories/active': ['catalog'],
  'GET /api/categories/stats': ['catalog'],
  'GET /api/categories/search': ['catalog'],
  'GET /api/categories/slug/:slug': ['catalog'],
  'GET /api/categories/:id': ['catalog'],
  'GET /api/categories/:id/products': ['catalog'],
  'GET /api/homepage': ['content'],
  'GET /api/homepage/hero': ['content'],
  'GET /api/homepage/about': ['content'],
  'GET /api/homepage/featured-collections': ['content'],
  'GET /api/content/translations': ['content'],
  'GET /api/content/:section': ['content'],
  'GET /api/public/site-settings': ['settings'],
};
