/** The marketing module's face (Marketing and analytics tags): all that other code may import from it (README.md). */
export { cspSourcesOf, type CspSources, TAG_CSP_SOURCES } from './marketing-tag-origins.ts';
export { MarketingTagsInForce } from './marketing-tags-in-force.ts';
export { MARKETING_CACHE_TAG, marketingTagsRoutes } from './marketing-tags.routes.ts';
export { MARKETING_TAGS_KEY, readMarketingTags } from './marketing-tags.service.ts';
