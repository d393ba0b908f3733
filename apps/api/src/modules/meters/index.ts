/** The meters module's public surface: what other modules and the app may import (issue 40). */
export { commissionRoutes } from './commission.routes.js';
export { createCommissionService } from './commission.service.js';
export { type MeterFilters, techSupportFilters } from './meters.filters.js';
export { METER_QUEUES } from './review-queues.js';
export { toMeter } from './meters.mapper.js';
export { findMeter, type MeterRow, meterTotal } from './meters.repo.js';
export { meterSearch, meterWhere } from './meters.filters.js';
export { metersRoutes } from './meters.routes.js';
export { createMetersService } from './meters.service.js';
export { meterStore, type MeterStore } from './meters.store.js';
