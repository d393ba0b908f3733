/** The review-targets module's public surface (issue 41): the SLA setting, its routes and its cut-offs. */
export { reviewTargetsRoutes } from './review-targets.routes.js';
export { currentCutoffs, readReviewTargets, withSlaCutoffs } from './review-targets.service.js';
