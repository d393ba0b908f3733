/** The headend module's public surface: what other modules and the app may import (issue 40). */
export { headendRoutes } from './headend.routes.js';
export { createHeadendService } from './headend.service.js';
