import { sql, type SqlBool } from 'kysely';
import {
  FLAG_CODES,
  FLAG_WORDS,
  type FlagCode,
  type FlagFilter,
  type InstallationKind,
  type PhotoPair,
} from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { installationsInScope, type Scope } from '../access/index.js';
import type { PhotoMatch } from './photo-matches.sql.js';

/** Each kind's installations table and serial column, as a flag names the other installation. */
export const OWNERS = {
  meter: { table: 'meters', serial: 'meter_sno' },
  modem: { table: 'modems', serial: 'modem_sno' },
} as const satisfies Record<InstallationKind, { table: string; serial: string }>;

/**
 * Flags are found and replaced one installation at a time, each finding kept on both installations. Two installs
 * at once could each miss the other (each looks before the other is written): the look-ups and the replacement
 * take one transaction-wide lock, so they run one after another. A transaction that finds flags takes it as its
 * first statement, before its writes take any row (the installation's, the counters' its triggers keep): taken
 * after them, it would wait holding rows that the lock's holder may go on to need, and the two would deadlock.
 */
export async function holdFlags(tx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('smms:flags'))`.execute(tx);
}

/** One finding about two installations: what it says on this one (`detail`) and on the other (`mirror`). */
export interface Finding {
  code: FlagCode;
  otherKind: InstallationKind;
  otherId: number;
  detail: object;
  mirror: object;
}

/**
 * Replaces every flag of `codes` between the installation and any other with `findings`, each kept on both
 * installations.
 */
export async function replaceFlags(
  tx: Db,
  kind: InstallationKind,
  id: number,
  codes: readonly FlagCode[],
  findings: readonly Finding[],
): Promise<void> {
  await tx
    .deleteFrom('installationFlags')
    .where('code', 'in', codes)
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', kind), eb('installationId', '=', id)]),
        eb.and([eb('relatedKind', '=', kind), eb('relatedId', '=', id)]),
      ]),
    )
    .execute();
  const rows = findings.flatMap((f) => [
    {
      kind,
      installationId: id,
      code: f.code,
      relatedKind: f.otherKind,
      relatedId: f.otherId,
      detail: JSON.stringify(f.detail),
    },
    {
      kind: f.otherKind,
      installationId: f.otherId,
      code: f.code,
      relatedKind: kind,
      relatedId: id,
      detail: JSON.stringify(f.mirror),
    },
  ]);
  if (rows.length) await tx.insertInto('installationFlags').values(rows).execute();
}

/** The installations of the same kind flagged with this one by one of `codes`: each with the code. */
export async function identityPartners(
  tx: Db,
  kind: InstallationKind,
  id: number,
  codes: readonly FlagCode[],
): Promise<{ id: number; code: FlagCode }[]> {
  return tx
    .selectFrom('installationFlags')
    .select(['relatedId as id', 'code'])
    .where('kind', '=', kind)
    .where('installationId', '=', id)
    .where('relatedKind', '=', kind)
    .where('code', 'in', codes)
    .execute() as Promise<{ id: number; code: FlagCode }[]>;
}

/** Those of `pairs` (an installation of `kind` and a code) whose installation holds no flag of that code now. */
export async function withoutFlag(
  tx: Db,
  kind: InstallationKind,
  pairs: readonly { id: number; code: FlagCode }[],
): Promise<{ id: number; code: FlagCode }[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ id: number; code: FlagCode }>`
    select p.id, p.code
      from unnest(${pairs.map((p) => p.id)}::int[], ${pairs.map((p) => p.code)}::text[]) as p(id, code)
     where not exists (select 1 from installation_flags f
                        where f.kind = ${kind} and f.installation_id = p.id and f.code = p.code)`.execute(tx);
  return rows;
}

/** Photo matches as findings: one a pair of installations, its photo pairs in `detail`. */
export function photoFindings(matches: readonly PhotoMatch[]): Finding[] {
  const byOther = new Map<string, { kind: InstallationKind; id: number; pairs: PhotoPair[] }>();
  for (const m of matches) {
    const key = `${m.otherKind}:${m.otherId}`;
    const other = byOther.get(key) ?? { kind: m.otherKind, id: m.otherId, pairs: [] };
    other.pairs.push({ slot: m.slot, otherSlot: m.otherSlot, distance: m.distance, sameFile: m.sameFile });
    byOther.set(key, other);
  }
  const mirror = (p: PhotoPair): PhotoPair => ({ ...p, slot: p.otherSlot, otherSlot: p.slot });
  return [...byOther.values()].map((other) => ({
    code: 'photo-match',
    otherKind: other.kind,
    otherId: other.id,
    detail: { pairs: other.pairs },
    mirror: { pairs: other.pairs.map(mirror).sort((a, b) => a.slot - b.slot) },
  }));
}

/**
 * Installation `alias` (of `kind`) holds a flag, or one of kind `which`: what keeps it from the auto-commissioning
 * rule, the lists' mark and their Flags filter (issue 42). Read from the installation's own `flagged`, which
 * installation_flags' triggers keep (migration 0035), so a list filtered to the flagged reads them by its partial
 * index; one kind of flag is then looked up by the flags' primary key.
 */
export const flaggedSql = (kind: InstallationKind, alias: string, which: FlagFilter = 'any') => {
  const flagged = sql<SqlBool>`${sql.ref(`${alias}.flagged`)}`;
  return which === 'any'
    ? flagged
    : sql<SqlBool>`(${flagged} and exists (select 1 from installation_flags flagged
                        where flagged.kind = ${kind} and flagged.installation_id = ${sql.ref(`${alias}.id`)}
                          and flagged.code = ${which}))`;
};

/**
 * What installation `alias` (of `kind`) is flagged for, in words, each kind of flag once ("Photo matches another
 * installation; Service number also on another modem"), or null: the exports' Flags column. The flags are read
 * only for a flagged installation (its `flagged`, migration 0035): an export of 1M meters probes the flags of the
 * few thousand flagged, not of every row.
 */
export const flagWordsSql = (kind: InstallationKind, alias: string) => {
  const words = sql<string | null>`(select string_agg(w.words, '; ' order by w.words)
     from (select distinct case f.code ${sql.join(
       FLAG_CODES.map((code) => sql`when ${code}::text then ${FLAG_WORDS[code]}::text`),
       sql` `,
     )} else f.code end as words
             from installation_flags f
            where f.kind = ${kind} and f.installation_id = ${sql.ref(`${alias}.id`)}) w)`;
  return sql<string | null>`(case when ${sql.ref(`${alias}.flagged`)} then ${words} end)`;
};

export interface FlagRow {
  code: string;
  relatedKind: '' | InstallationKind;
  relatedId: number;
  /** The installation the flag names, where the scope sees it: its serial number and version. */
  related: { serial: string; version: number } | null;
  detail: unknown;
  foundAt: string;
}

/** An installation's flags, each with the installation it names as far as `scope` sees it. */
export async function flagsOf(db: Db, scope: Scope, kind: InstallationKind, id: number): Promise<FlagRow[]> {
  const related = (k: InstallationKind) =>
    sql`(select json_build_object('serial', o.${sql.ref(OWNERS[k].serial)}, 'version', o.version)
           from ${sql.table(OWNERS[k].table)} o where o.id = f.related_id and ${installationsInScope(scope, 'o')})`;
  const { rows } = await sql<FlagRow>`
    select f.code, f.related_kind as "relatedKind", f.related_id as "relatedId",
           case f.related_kind when 'meter' then ${related('meter')} when 'modem' then ${related('modem')} end
             as related,
           f.detail, f.found_at as "foundAt"
      from installation_flags f
     where f.kind = ${kind} and f.installation_id = ${id}
     order by f.code, f.related_kind, f.related_id`.execute(db);
  return rows;
}
