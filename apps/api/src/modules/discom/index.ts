/** The discom module's public surface: what other modules and the app may import (issue 40). */
export { autoCommissionSettingsRoutes } from './auto-commission-settings.routes.js';
export { autoCommission, someMeters } from './auto-commission.repo.js';
export { autoCommissionRoutes } from './auto-commission.routes.js';
export { createAutoCommissionService } from './auto-commission.service.js';
export { discomRoutes } from './discom.routes.js';
export { createDiscomService, type DiscomService } from './discom.service.js';
export { discomStore } from './discom.store.js';
export { createDtrImportService } from './dtr-import.service.js';
