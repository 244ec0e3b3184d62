/** The reviews module's face (Verified reviews, their links and moderation): all that other code may import from it (README.md). */
export {
  issueReviewRequest,
  type NewReviewRequest,
  reviewAuthorName,
} from './review-requests.service.ts';
export { reviewsRoutes } from './reviews.routes.ts';
export type { ReviewableProduct } from './reviews.table.ts';
