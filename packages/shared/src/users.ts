import { z } from 'zod';
import { AccessLevel, Role, View } from './enums.js';
import { ACCOUNT_STATUSES } from './enum-values.js';
import { PageQuery, pageOf } from './api.js';
import { PHONE_PATTERN } from './phone.js';
import { PASSWORD_MAX_LENGTH } from './limits.js';
import { PERSON_FIELDS, USERS } from './users-messages.js';
import { FORM_TEXTS } from './screens/forms.js';
import { optionalPhone, optionalText, recordId, requiredText, updateBody } from './fields.js';
import { blankToNull } from './field-messages.js';
import { hasAccess } from './access-level.js';

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

export const AccountStatus = z.enum(ACCOUNT_STATUSES);

const required = (message: string) => requiredText(message);
const optional = (max = 100) => optionalText(max);
const phone = z.string().trim().regex(PHONE_PATTERN, USERS.invalidPhone);
const alternatePhone = optionalPhone(USERS.invalidAlternatePhone);
const email = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform(blankToNull)
  .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) || PHONE_PATTERN.test(v), USERS.invalidEmail);

/** SPEC §5 "Add field officer": every field but the alternate phone is required. */
export const CreateFieldOfficer = z.object({
  role: z.literal('FIELD_OFFICER').default('FIELD_OFFICER'),
  firstName: required(USERS.fillRequiredOfficer),
  lastName: required(USERS.fillRequiredOfficer),
  phone,
  alternatePhone,
  circle: required(USERS.fillRequiredOfficer),
  division: required(USERS.fillRequiredOfficer),
  subDivision: required(USERS.fillRequiredOfficer),
  section: required(USERS.fillRequiredOfficer),
  accessLevel: AccessLevel.default('Meters'),
  email,
  username: z.string().optional(),
  createdBy: z.unknown().optional(),
});
export type CreateFieldOfficer = z.infer<typeof CreateFieldOfficer>;

/**
 * Whether a person must have an email: a BI admin who works in the Modems view (SPEC §2.7: the modem BI admin
 * dialogs require it). The forms and the API ask this one rule.
 */
export const adminEmailRequired = (role: string, accessLevel: string | null | undefined): boolean =>
  role === 'BI_ADMIN' && hasAccess(accessLevel, 'Modems');

/**
 * SPEC §5 "Create admin": email and division optional (but see adminEmailRequired); blank division is stored
 * as Unassigned.
 */
export const CreateAdmin = z
  .object({
    role: z.enum(['AE_ADMIN', 'BI_ADMIN']),
    firstName: required(USERS.fillRequiredAdmin),
    lastName: required(USERS.fillRequiredAdmin),
    phone,
    username: required(USERS.fillRequiredAdmin),
    password: z.string().min(1, USERS.fillRequiredAdmin).max(PASSWORD_MAX_LENGTH),
    email,
    division: optional(),
    accessLevel: AccessLevel.default('Meters'),
  })
  .refine((admin) => admin.email || !adminEmailRequired(admin.role, admin.accessLevel), {
    message: FORM_TEXTS.required(PERSON_FIELDS.email),
    path: ['email'],
  });
export type CreateAdmin = z.infer<typeof CreateAdmin>;

export const CreateUser = z.discriminatedUnion('role', [
  CreateFieldOfficer.extend({ role: z.literal('FIELD_OFFICER') }),
  CreateAdmin,
]);
export type CreateUser = z.infer<typeof CreateUser>;

/** POST /users: an officer when no role is named (the field app and SPEC §7's officer payload), else an admin. */
export const CreateUserBody = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !Array.isArray(body) && !('role' in body)
      ? { ...body, role: 'FIELD_OFFICER' }
      : body,
  CreateUser,
);

/**
 * PUT /users/{id}: any subset of the profile, the account state, the access level or the password
 * (SPEC §7). A new password is checked by the password policy, hashed, and ends the person's sessions.
 */
export const UpdateUser = updateBody({
  firstName: required(USERS.fillRequired).optional(),
  lastName: required(USERS.fillRequired).optional(),
  phone: phone.optional(),
  alternatePhone,
  username: required(USERS.fillRequired).optional(),
  email,
  circle: optional(),
  division: optional(),
  subDivision: optional(),
  section: optional(),
  isActive: z.boolean().optional(),
  accessLevel: AccessLevel.optional(),
  password: z.string().min(1, USERS.passwordBlank).max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateUser = z.infer<typeof UpdateUser>;

export const GrantAccess = z.object({ view: View });

export const UserQuery = PageQuery.extend({
  view: View.optional(),
  status: AccountStatus.optional(),
  role: z.enum(['AE_ADMIN', 'BI_ADMIN']).optional(),
  division: z.string().trim().min(1).max(100).optional(),
  subDivision: z.string().trim().min(1).max(100).optional(),
  section: z.string().trim().min(1).max(100).optional(),
  createdBy: recordId().optional(),
  sort: z.enum(['id', 'firstName', 'createdAt', 'lastLoginAt', 'division']).default('id'),
});
export type UserQuery = z.infer<typeof UserQuery>;

export const OfficerCounts = z.object({
  meters: z.object({
    total: z.number().int(),
    installed: z.number().int(),
    commissioned: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  modems: z.object({
    total: z.number().int(),
    installed: z.number().int(),
    commissioned: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type OfficerCounts = z.infer<typeof OfficerCounts>;

export const FieldOfficer = User.extend({ counts: OfficerCounts });
export type FieldOfficer = z.infer<typeof FieldOfficer>;

export const FieldOfficerPage = pageOf(FieldOfficer).extend({ fieldOfficers: z.array(FieldOfficer) });
export type FieldOfficerPage = z.infer<typeof FieldOfficerPage>;

export const AdminStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  zonesCovered: z.number().int(),
});
export const AdminPage = pageOf(User).extend({
  admins: z.array(User),
  stats: AdminStats,
  roles: z.array(z.string()),
});
export type AdminPage = z.infer<typeof AdminPage>;

export const UserResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: User,
  data: User,
});
export const PhoneLookup = z.object({ phone: z.string().trim().min(10).max(20) });
export const PhoneLookupResponse = z.object({
  success: z.literal(true),
  exists: z.boolean(),
  user: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      role: z.string(),
      accessLevel: AccessLevel,
    })
    .nullable(),
});
