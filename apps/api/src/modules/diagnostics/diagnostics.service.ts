import { viewsOf } from '@smms/shared';
import { databaseIsUp, type Db, type DbDriver } from '../../db/connection.js';
import type { Actor } from '../access/index.js';
import { schemaVersion, tableCounts } from './diagnostics.repo.js';

/**
 * SPEC §7's diagnostic calls. They help find a fault and give nothing away: no connection string or
 * host, no token or session id, no password hash.
 */
export function createDiagnosticsService({ db, driver }: { db: Db; driver: DbDriver }) {
  async function databaseHealth() {
    const started = performance.now();
    const up = await databaseIsUp(db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const empty = { users: 0, meters: 0, modems: 0, dtrReference: 0, activities: 0 };
    return {
      database: up ? ('up' as const) : ('down' as const),
      driver,
      latencyMs,
      schemaVersion: up ? await schemaVersion(db) : null,
      counts: up ? await tableCounts(db) : empty,
    };
  }

  /** Who the server takes the caller to be, and how the session came (cookie or bearer), not the token. */
  const whoAmI = (actor: Actor) => ({
    id: actor.user.id,
    username: actor.user.username,
    role: actor.user.role,
    accessLevel: actor.user.accessLevel,
    views: viewsOf(actor.user.accessLevel),
    via: actor.via,
  });

  return { databaseHealth, whoAmI };
}
export type DiagnosticsService = ReturnType<typeof createDiagnosticsService>;
