/** The dashboard module's public surface: what other modules and the app may import (issue 40). */
export { dashboardRoutes } from './dashboard.routes.js';
