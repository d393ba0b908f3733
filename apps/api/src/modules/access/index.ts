/** The access module's public surface: what other modules and the app may import (issue 40). */
export {
  type Actor,
  assertMayGrant,
  assertView,
  canManage,
  canSeeOfficer,
  mayReadDiscomData,
  mayUseView,
  type Scope,
  scopeOf,
} from './access.js';
export { activitiesInScope, installationsInScope, peopleInScope } from './access.sql.js';
