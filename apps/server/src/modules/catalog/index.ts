/** The catalog module's face (Products, categories and their stock): all that other code may import from it (README.md). */
export { catalogAdminRoutes } from './catalog-admin.routes.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { categoriesWithImageLike, productsWithImagesLike } from './image-references.service.ts';
export {
  reserveStock,
  returnStock,
  StockShortage,
  type RequestedLine,
  type ReservedLine,
} from './stock.service.ts';
export {
  listSampleOffers,
  reserveSamples,
  returnSamples,
  SampleShortage,
  type SampleOffer,
} from './samples.service.ts';
export { SALES_INVALIDATION } from './listing-caches.ts';
export { priceCartLines, type PricedLine } from './cart-pricing.service.ts';
export { findLiveProducts } from './products.service.ts';
export { findCatalogAddress, type CatalogAddress } from './catalog-addresses.service.ts';
export {
  countActiveProducts,
  listActiveCategories,
  streamActiveProductAddresses,
  streamActiveProducts,
  type ListedCategory,
  type ListedProduct,
  type ListedProductAddress,
} from './catalog-listing-stream.service.ts';
export {
  existingProductIds,
  type ProductReviewTotals,
  setProductReviewTotals,
} from './review-totals.service.ts';
