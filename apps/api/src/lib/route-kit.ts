import type { z } from 'zod';
import { ErrorResponse, type Role, type ServiceScope, type View } from '@smms/shared';

/**
 * What every route declares, in one place: who may call it (a named role set, and the view it works in)
 * and the error answers it can give (DESIGN §2). The auth plugin enforces `config.access`.
 */
export type Access = 'public' | { roles: readonly Role[]; view?: View; service?: ServiceScope };

/** The role sets of the routes, by what the callers do. */
export const ROLES = {
  /** Everything of the console's own management: admins, the super admin's screens. */
  superAdmin: ['BI_SUPER_ADMIN'],
  /** The two review steps: BI_ADMIN recommends, BI_SUPER_ADMIN decides (DESIGN §7). */
  reviewers: ['BI_SUPER_ADMIN', 'BI_ADMIN'],
  /** Every console role: the lists, dashboards and details. */
  staff: ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN'],
  /** Who manages field officers and edits installations. */
  managers: ['BI_SUPER_ADMIN', 'AE_ADMIN'],
  /** Who registers installations: the field app's officers and the admins acting for them. */
  installers: ['BI_SUPER_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'],
  /** Every signed-in person, field officers included. */
  everyone: ['BI_SUPER_ADMIN', 'BI_ADMIN', 'AE_ADMIN', 'FIELD_OFFICER'],
} as const satisfies Record<string, readonly Role[]>;

/** Access to a role set, in a view when the route is about meters or modems. */
export const allow = (roles: readonly Role[], view?: View): Access => ({ roles, ...(view ? { view } : {}) });

/** The same access, and a service token holding `scope` too (issue 39: the head-end's own token). */
export const orService = (access: Access, scope: ServiceScope): Access =>
  access === 'public' ? access : { ...access, service: scope };

/** The error answers of the API, for the OpenAPI document of every route. */
export const ERRORS = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  429: ErrorResponse,
} as const;

/**
 * The body of a call that reads it itself (a multipart form with files, a CSV), for the OpenAPI document only
 * (issue 39), so that a generated client sends it: the form's fields (sent as JSON too where `json`), its files by
 * name, and whether a text/csv body is taken instead. The call's own code still checks what it reads.
 */
export interface DocumentedBody {
  fields?: z.ZodType;
  json?: boolean;
  files: Record<string, string>;
  csv?: boolean;
  /** The call takes an `Idempotency-Key` header (lib/idempotency.ts claimOf reads it). */
  idempotent?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    documentedBody?: DocumentedBody;
  }
}

/** An installation's photos in a form (lifecycle/photo-storage.ts assignPhotoSlots). */
export const PHOTO_FILES = {
  photo1: 'The photo for slot 1 (JPEG, PNG or WebP, up to 10 MB)',
  photo2: 'The photo for slot 2',
  photo3: 'The photo for slot 3',
  photo4: 'The photo for slot 4',
  photos: 'Photos filling the free slots in order (the field may repeat)',
} as const;
