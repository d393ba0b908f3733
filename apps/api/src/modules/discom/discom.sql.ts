import { sql, type RawBuilder, type SqlBool } from 'kysely';
import {
  COMPARED_FIELDS,
  LEAVES_TO_PEOPLE,
  STAGE_RULES,
  TECH_REJECTED,
  type ComparedField,
} from '@smms/shared';
import { ruleSql } from '../lifecycle/index.js';
import { flaggedSql } from '../flags/index.js';

/**
 * The comparison rule of packages/shared/src/discom-rule.ts (compareWithDiscom) as SQL, so one meter at
 * install and every meter of an import are judged alike; discom.sql.test.ts runs both on the same rows.
 */

/** A value as the comparison reads it: spaces trimmed, A–Z folded (ASCII only, like `comparable`). */
const folded = (value: RawBuilder<unknown>) => sql<string>`lower(btrim(${value}) collate "C")`;

/** A column as the comparison reads it. */
export const comparableSql = (column: string) => folded(sql.ref(column));

/** The key a DTR number column is found by: the expression of the indexes of migration 0002. */
export const dtrKey = comparableSql;

/** The key of a DTR number given by a caller, to look it up by dtrKey. */
export const dtrKeyOf = (dtrNo: string) => folded(sql`${dtrNo}::text`);

/** The meter column and the master column of each compared field. */
const COLUMNS: Record<ComparedField, { meter: string; dtr: string }> = {
  dtrNo: { meter: 'dtr_sno', dtr: 'dtr_no' },
  substation: { meter: 'substation_name', dtr: 'substation' },
  district: { meter: 'division', dtr: 'district' },
  edc: { meter: 'organization', dtr: 'edc' },
  capacity: { meter: 'dtr_capacity', dtr: 'capacity' },
};

/**
 * Every compared field of meter row `m` among `fields` (all unless the rule's setting names fewer) matches
 * master row `d`: both given and equal (a NULL or a blank on either side is no match, as in `sameValue`). The
 * DTR number, always among them, is the join itself.
 */
export function matchesDtrSql(
  m: string,
  d: string,
  fields: readonly ComparedField[] = COMPARED_FIELDS,
): RawBuilder<SqlBool> {
  const parts = COMPARED_FIELDS.filter((f) => fields.includes(f)).map((field) => {
    const [meter, dtr] = [
      comparableSql(`${m}.${COLUMNS[field].meter}`),
      comparableSql(`${d}.${COLUMNS[field].dtr}`),
    ];
    return sql`(${meter} = ${dtr} and ${meter} <> '')`;
  });
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The compared fields of row `alias` (a meter or a master row) as a JSON object, as the rule read them. */
export const comparedJsonSql = (alias: string, side: 'meter' | 'dtr') =>
  sql`jsonb_build_object(${sql.join(
    COMPARED_FIELDS.map((field) => sql`${field}::text, ${sql.ref(`${alias}.${COLUMNS[field][side]}`)}`),
  )})`;

/** The meters auto-commissioning may approve: Pending ones (the pending-review stage of lifecycle.ts). */
export const awaitingDecisionSql = (m: string) => ruleSql(STAGE_RULES['pending-review'], m);

/**
 * What keeps meter `m` from the rule and leaves it to people (issue 36): it is not LIVE (it has never
 * communicated), it is flagged (issue 42: a check found what a person must look at), or its record holds an event of LEAVES_TO_PEOPLE (packages/shared/src/lifecycle.ts: a person's
 * rejection, a recommendation to reject, an evidence change, an undone approval of the rule's). Read from
 * the review record, which no one can edit; the recommendation is also read from the meter's own row, which
 * PostgreSQL checks again on the row a concurrent recommendation has just committed (the record's EXISTS keeps the
 * statement's snapshot).
 */
export const leftToPeopleSql = (m: string) => sql<SqlBool>`(not ${ruleSql(STAGE_RULES.commissioned, m)}
  or ${sql.ref(`${m}.tech_support_status`)} is not distinct from ${TECH_REJECTED}::text
  or ${flaggedSql('meter', m)}
  or exists (select 1 from review_events e
              where e.installation = 'meter' and e.installation_id = ${sql.ref(`${m}.id`)}
                and (${sql.join(
                  LEAVES_TO_PEOPLE.map(({ kind, to }) =>
                    to === undefined
                      ? sql`e.kind = ${kind}::text`
                      : sql`(e.kind = ${kind}::text and e.to_status = ${to}::text)`,
                  ),
                  sql` or `,
                )})))`;
