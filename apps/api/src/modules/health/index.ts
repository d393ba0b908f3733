/** The health module's public surface: what other modules and the app may import (issue 40). */
export { healthRoutes } from './health.routes.js';
