/** The users module's public surface: what other modules and the app may import (issue 40). */
export { actingOfficer } from './acting-officer.js';
export { userSessionsRoutes } from './user-sessions.routes.js';
export { createUserSessionsService } from './user-sessions.service.js';
export { toUser } from './users.mapper.js';
export {
  findUserById,
  findUserByPhone,
  findUserByUsername,
  markLoggedIn,
  setPasswordHash,
} from './users.repo.js';
export { usersRoutes } from './users.routes.js';
export { createUsersService } from './users.service.js';
