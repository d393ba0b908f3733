/** The tickets module's public surface: what other modules and the app may import (issue 40). */
export { ticketsRoutes } from './tickets.routes.js';
export { createTicketsService } from './tickets.service.js';
