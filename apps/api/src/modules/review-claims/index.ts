/** The review-claims module's public surface (issue 41): claimed review queues. */
export { reviewClaimsRoutes } from './review-claims.routes.js';
export { createReviewClaimsService } from './review-claims.service.js';
