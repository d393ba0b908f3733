/** The preferences module's public surface: what other modules and the app may import (issue 40). */
export { preferencesRoutes } from './preferences.routes.js';
export { createPreferencesService } from './preferences.service.js';
