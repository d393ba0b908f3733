import { z } from 'zod';

/**
 * Service accounts (issue 39): machine callers, such as the head-end's communication reports, that call the API
 * with a token of their own instead of a person's session. Each holds the scopes it may use and nothing else:
 * a route answers a service token only when it names one of the token's scopes. The super admin creates and
 * revokes them; the token is shown once, when created, and only its hash is kept.
 */
export const SERVICE_SCOPES = ['headend-communication'] as const;
export const ServiceScope = z.enum(SERVICE_SCOPES);
export type ServiceScope = z.infer<typeof ServiceScope>;

/** What each scope lets the token do, in words (the add dialog's choices, the list's column). */
export const SERVICE_SCOPE_LABELS: Record<ServiceScope, string> = {
  'headend-communication': 'Head-end communication reports (POST /api/v1/meters/communication)',
};

/** The start of every service token, so a leaked one is recognised (secret scanners, logs) and told from a session's. */
export const SERVICE_TOKEN_PREFIX = 'smms_sa_';
export const SERVICE_ACCOUNT_NAME_MAX = 80;

export const SERVICE_ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTaken: 'An active service account already has this name',
  scopesRequired: 'Choose at least one thing it may do',
  created: (name: string) => `Service account ${name} created`,
  revoked: (name: string) => `Service account ${name} revoked: its token no longer works`,
  notFound: 'Service account not found',
  alreadyRevoked: 'This service account is already revoked',
} as const;

const M = SERVICE_ACCOUNT_MESSAGES;

export const CreateServiceAccount = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(SERVICE_ACCOUNT_NAME_MAX),
  scopes: z
    .array(ServiceScope, { error: M.scopesRequired })
    .min(1, M.scopesRequired)
    .max(SERVICE_SCOPES.length),
});
export type CreateServiceAccount = z.infer<typeof CreateServiceAccount>;

export const ServiceAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ServiceScope),
  /** The token's first characters, to tell which one a caller holds; never enough to use it. */
  tokenHint: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
});
export type ServiceAccount = z.infer<typeof ServiceAccount>;

export const ServiceAccountList = z.object({ success: z.literal(true), data: z.array(ServiceAccount) });
export type ServiceAccountList = z.infer<typeof ServiceAccountList>;

export const ServiceAccountResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ServiceAccount,
});
export type ServiceAccountResponse = z.infer<typeof ServiceAccountResponse>;

/** A new account's answer: the token, this once. */
export const CreatedServiceAccount = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ account: ServiceAccount, token: z.string() }),
});
export type CreatedServiceAccount = z.infer<typeof CreatedServiceAccount>;
