/** The promotions module's face (discount codes, their rules and uses): all that other code may import from it (README.md). */
export { DiscountRefused, refusalMessage } from './promotion-messages.ts';
export { judge, type CodeLine, type PromotionRow, type Refusal } from './promotion-rules.ts';
export { OFFERS_CACHE_TAG, offersRoutes } from './offers.routes.ts';
export { activeOffers, listOffers } from './offers.service.ts';
export { promotionsAdminRoutes } from './promotions-admin.routes.ts';
export {
  checkCode,
  claimCode,
  findPromotionByCode,
  recordRedemption,
  releaseRedemption,
  type CodeCustomer,
} from './redemptions.service.ts';
