import { z } from 'zod';
import { AccessLevel, Role } from './enums.js';

/** A person as the console shows them: never a password hash, never a session. */
export const User = z.object({
  id: z.number().int(),
  username: z.string(),
  role: Role,
  accessLevel: AccessLevel,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  alternatePhone: z.string().nullable(),
  circle: z.string().nullable(),
  division: z.string(),
  subDivision: z.string().nullable(),
  section: z.string().nullable(),
  isActive: z.boolean(),
  createdBy: z.number().int().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const fullName = (u: { firstName?: string | null; lastName?: string | null }): string =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim();

export const initials = (u: { firstName?: string | null; lastName?: string | null }): string =>
  `${u.firstName?.[0] ?? ''}${u.lastName?.[0] ?? ''}`.toUpperCase();
