/**
 * Screen texts the console and its browser tests both read. A feature's other copy stays beside the
 * feature in apps/web.
 */
export * from './auth.js';
export * from './dashboard.js';
export * from './dtr-import.js';
export * from './modems.js';
export * from './pages.js';
export * from './people.js';
export * from './review.js';
export * from './shell.js';
export * from './table.js';
export * from './tech-support.js';
export * from './tickets.js';
export * from './areas.js';
export * from './forms.js';
export * from './dates.js';
export * from './photos.js';
export * from './sessions.js';
export * from './numbers.js';
export * from './rejection.js';
export * from './auto-commission.js';
export * from './list-filters.js';
export * from '../installed-range.js';
export * from './service-accounts.js';
export * from './review-targets.js';
export * from './flag-checks.js';
export * from './review-claims.js';
export * from './reports.js';
export * from './charts.js';
export * from './photo-faults.js';
export * from './map.js';
