/** The diagnostics module's public surface: what other modules and the app may import (issue 40). */
export { diagnosticsRoutes } from './diagnostics.routes.js';
export { createDiagnosticsService } from './diagnostics.service.js';
