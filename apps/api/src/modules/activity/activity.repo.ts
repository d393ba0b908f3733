import type { Db } from '../../db/connection.js';

export interface ActivityInput {
  actorId: number | null;
  action: string;
  entityType?: string | null;
  entityId?: number | null;
  location?: string | null;
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Appends one entry to the audit log. Callers pass the transaction when the change has one. */
export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db
    .insertInto('activities')
    .values({
      actorId: input.actorId,
      action: input.action,
      entityType: input.entityType ?? null,
      entityId: input.entityId ?? null,
      location: input.location ?? null,
      details: input.details ? JSON.stringify(input.details) : null,
      ip: input.ip ?? null,
    })
    .execute();
}
