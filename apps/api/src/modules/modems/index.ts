/** The modems module's public surface: what other modules and the app may import (issue 40). */
export { modemChangesRoutes } from './modem-changes.routes.js';
export { createModemChangesService } from './modem-changes.service.js';
export { type ModemFilters, modemTotal } from './modems.repo.js';
export { MODEM_QUEUES } from './review-queues.js';
export { modemWhere } from './modems.filters.js';
export { modemsRoutes } from './modems.routes.js';
export { createModemsService } from './modems.service.js';
