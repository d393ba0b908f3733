import type { User } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';

/**
 * The API shape of a user: everything but secrets. The people lists write the same shape in SQL (users.repo.ts,
 * USER_COLUMNS, from the schema's keys); users.routes.test.ts compares every list row with this mapper's answer.
 */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    accessLevel: row.accessLevel,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    alternatePhone: row.alternatePhone,
    circle: row.circle,
    division: row.division,
    subDivision: row.subDivision,
    section: row.section,
    isActive: row.isActive,
    createdBy: row.createdBy,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
  };
}
