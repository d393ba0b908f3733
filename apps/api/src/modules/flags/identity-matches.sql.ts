import { sql } from 'kysely';
import { IDENTITY_CHECKS, type IdentityCode, type InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { identityKeySql } from '../../db/migrations/0030-identity-keys.js';

/** Each identity check's table and column (migration 0030 indexes each by key). */
export const IDENTITY_COLUMNS: Record<InstallationKind, { table: string; columns: Record<string, string> }> =
  {
    meter: { table: 'meters', columns: { 'same-meter-number': 'meter_sno' } },
    modem: {
      table: 'modems',
      columns: {
        'same-modem-number': 'modem_sno',
        'same-meter-number': 'meter_sno',
        'same-service-number': 'service_no',
      },
    },
  };

/** Another installation of the same kind holding one of this installation's numbers. */
export interface IdentityFinding {
  code: IdentityCode;
  otherId: number;
  value: string;
  otherValue: string;
}

/** The others kept a check: a number written on a hundred installations is flagged on the first twenty. */
export const IDENTITY_MATCHES_KEPT = 20;

/**
 * The installations of the same kind whose numbers have the same key as this installation's (letters and digits,
 * upper-cased), check by check, in one statement: each look-up reads the key's index. A number without a digit
 * ("NA", "NIL", "-") is a placeholder, not a number, and matches nothing.
 */
export async function identityMatches(
  db: Db,
  kind: InstallationKind,
  id: number,
): Promise<IdentityFinding[]> {
  const { table, columns } = IDENTITY_COLUMNS[kind];
  const checks = IDENTITY_CHECKS[kind].map((code) => {
    const column = columns[code] as string;
    const key = (alias: string) => sql.raw(identityKeySql(`${alias}.${column}`));
    return sql`(select ${code}::text as code, o.id as "otherId", i.${sql.ref(column)} as value,
                       o.${sql.ref(column)} as "otherValue"
                  from ${sql.table(table)} i join ${sql.table(table)} o on ${key('o')} = ${key('i')} and o.id <> i.id
                 where i.id = ${id} and ${key('i')} ~ '[0-9]' and ${key('o')} <> ''
                 order by o.id limit ${IDENTITY_MATCHES_KEPT})`;
  });
  const { rows } = await sql<IdentityFinding>`${sql.join(checks, sql` union all `)}`.execute(db);
  return rows;
}
