/** The reports module's public surface (issue 41): progress reports by period and area or officer. */
export { reportsRoutes } from './reports.routes.js';
