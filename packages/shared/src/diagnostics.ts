import { z } from 'zod';
import { AccessLevel, Role, View } from './enums.js';
import { DtrRecord } from './discom.js';

/**
 * The diagnostic calls of SPEC §7, for BI_SUPER_ADMIN and BI_ADMIN: what they answer is chosen to help
 * find a fault without giving anything away (no connection string, no token, no password hash).
 */
export const DatabaseHealth = z.object({
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
  latencyMs: z.number(),
  /** The newest migration applied. */
  schemaVersion: z.string().nullable(),
  counts: z.object({
    users: z.number().int(),
    meters: z.number().int(),
    modems: z.number().int(),
    dtrReference: z.number().int(),
    activities: z.number().int(),
  }),
});
export const DatabaseHealthResponse = z.object({ success: z.literal(true), data: DatabaseHealth });

export const AuthDebug = z.object({
  id: z.number().int(),
  username: z.string(),
  role: Role,
  accessLevel: AccessLevel,
  views: z.array(View),
  /** How the session was presented: the console's cookie or a bearer token. */
  via: z.enum(['cookie', 'bearer']),
});
export const AuthDebugResponse = z.object({ success: z.literal(true), data: AuthDebug });

export const DtrDebug = z.object({
  dtrNo: z.string(),
  /** The master row, or null when the DTR is not in the reference data. */
  reference: DtrRecord.nullable(),
  /** Meters whose DTR number names this DTR (trimmed, case-insensitive), and how many are Pending. */
  meters: z.number().int(),
  pendingMeters: z.number().int(),
  autoCommissionedMeters: z.number().int(),
});
export const DtrDebugResponse = z.object({ success: z.literal(true), data: DtrDebug });
