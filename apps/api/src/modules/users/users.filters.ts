import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Role, UserQuery } from '@smms/shared';
import type { Database } from '../../db/schema.js';
import { likePattern } from '../../lib/sql.js';
import { type Scope, peopleInScope } from '../access/index.js';

type Eb = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/** The searchable text of a person: the same expression as the trigram index users_search_trgm. */
const SEARCH_TEXT = sql`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || coalesce(u.phone, '') || ' ' ||
  coalesce(u.alternate_phone, '') || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.username, '') || ' ' ||
  coalesce(u.circle, '') || ' ' || coalesce(u.division, '') || ' ' || coalesce(u.sub_division, '') || ' ' ||
  coalesce(u.section, ''))`;

export type UserFilters = Omit<UserQuery, 'page' | 'pageSize' | 'cursor' | 'sort' | 'order'>;

/** The filters of the people lists; `roles` says which kind of person the list holds. */
export function userWhere(eb: Eb, scope: Scope, roles: readonly Role[], f: UserFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [peopleInScope(scope, 'u'), eb('u.role', 'in', roles)];
  if (f.view) parts.push(eb(sql`u.access_level`, 'like', `%${f.view}%`));
  if (f.status) parts.push(eb('u.isActive', '=', f.status === 'Active'));
  if (f.role) parts.push(eb('u.role', '=', f.role));
  if (f.division) parts.push(eb('u.division', '=', f.division));
  if (f.subDivision) parts.push(eb('u.subDivision', '=', f.subDivision));
  if (f.section) parts.push(eb('u.section', '=', f.section));
  if (f.createdBy) parts.push(eb('u.createdBy', '=', f.createdBy));
  if (f.q) parts.push(eb(SEARCH_TEXT, 'ilike', likePattern(f.q)));
  return eb.and(parts);
}
