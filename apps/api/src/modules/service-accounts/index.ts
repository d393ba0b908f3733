/** The service-accounts module's public surface: what other modules and the app may import (issue 40). */
export { serviceAccountsRoutes } from './service-accounts.routes.js';
export { createServiceAccountsService } from './service-accounts.service.js';
