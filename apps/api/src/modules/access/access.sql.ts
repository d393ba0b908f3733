import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Scope } from './access.js';

/**
 * The scopes of access.ts as SQL, one function per kind of row; `table` is the alias (or name) of the
 * table the condition is about. Every list, count, export and look-up narrows its query with these.
 */

const everything = sql<SqlBool>`true`;

/** Installations (meters or modems) an actor sees: its officers' (AE_ADMIN), its own (field officer), or all. */
export function installationsInScope(scope: Scope, table: string): RawBuilder<SqlBool> {
  const officer = sql.ref(`${table}.field_officer_id`);
  switch (scope.kind) {
    case 'all':
      return everything;
    case 'self':
      return sql<SqlBool>`${officer} = ${scope.userId}`;
    case 'createdBy':
      return sql<SqlBool>`${officer} in (select scope_u.id from users scope_u where scope_u.created_by = ${scope.adminId})`;
  }
}

/** People an actor sees in the people lists: the officers it created (AE_ADMIN), itself, or all. */
export function peopleInScope(scope: Scope, table: string): RawBuilder<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return everything;
    case 'self':
      return sql<SqlBool>`${sql.ref(`${table}.id`)} = ${scope.userId}`;
    case 'createdBy':
      return sql<SqlBool>`${sql.ref(`${table}.created_by`)} = ${scope.adminId}`;
  }
}

/**
 * Audit entries an actor sees: an AE_ADMIN its own and its officers' actions, and what reviewers did to
 * its officers' installations; a field officer its own actions; the BI roles everything.
 */
export function activitiesInScope(scope: Scope, table: string): RawBuilder<SqlBool> {
  const actor = sql.ref(`${table}.actor_id`);
  const entityType = sql.ref(`${table}.entity_type`);
  const entityId = sql.ref(`${table}.entity_id`);
  switch (scope.kind) {
    case 'all':
      return everything;
    case 'self':
      return sql<SqlBool>`${actor} = ${scope.userId}`;
    case 'createdBy': {
      const officers = sql`select scope_u.id from users scope_u where scope_u.created_by = ${scope.adminId}`;
      return sql<SqlBool>`(${actor} = ${scope.adminId}
        or ${actor} in (${officers})
        or (${entityType} = 'meter' and ${entityId} in (select scope_m.id from meters scope_m where scope_m.field_officer_id in (${officers})))
        or (${entityType} = 'modem' and ${entityId} in (select scope_d.id from modems scope_d where scope_d.field_officer_id in (${officers}))))`;
    }
  }
}
