/** The areas module's public surface: what other modules and the app may import (issue 40). */
export { areasRoutes } from './areas.routes.js';
export { createAreasService } from './areas.service.js';
