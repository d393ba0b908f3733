import { sql } from 'kysely';
import type { InstallationClaim, ReviewerClaims } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { personNameSql } from '../../lib/sql.js';
import { installationsInScope, type Scope } from '../access/index.js';
import { liveClaimSql } from '../lifecycle/index.js';
import { meterSearch, meterWhere, type MeterFilters } from '../meters/index.js';
import { modemWhere, type ModemFilters } from '../modems/index.js';

/** Who claims, from which session, for how long. */
export interface Claimer {
  userId: number;
  sessionId: number;
  minutes: number;
}

/** What is claimed: meters by the meter lists' filters, or modems by the modem lists'. */
export type ClaimTarget =
  { kind: 'meters'; scope: Scope; filters: MeterFilters } | { kind: 'modems'; filters: ModemFilters };
export type ClaimKind = ClaimTarget['kind'];

const COLUMN = { meters: 'meterId', modems: 'modemId' } as const;
const until = (minutes: number) => sql<string>`now() + make_interval(mins => ${minutes}::int)`;
/** A claim still running. */
const live = sql<boolean>`review_claims.expires_at > now()`;
const iso = (at: string) => new Date(at).toISOString();

/** The next `count` installations of the target no one is reviewing, the longest wait first, held for the claim. */
async function nextOf(target: ClaimTarget, db: Db) {
  if (target.kind === 'meters') {
    const { scope, filters } = target;
    const search = await meterSearch(db, scope, filters);
    return (count: number) =>
      db
        .selectFrom('meters as m')
        .select('m.id')
        .where((eb) => meterWhere(eb, scope, filters, search))
        .where(sql<boolean>`not ${liveClaimSql('meters', 'm')}`)
        .orderBy('m.stepSince')
        .orderBy('m.id')
        .limit(count)
        .forNoKeyUpdate()
        .skipLocked();
  }
  const { filters } = target;
  return (count: number) =>
    db
      .selectFrom('modems as d')
      .select('d.id')
      .where((eb) => modemWhere(eb, filters))
      .where(sql<boolean>`not ${liveClaimSql('modems', 'd')}`)
      .orderBy('d.stepSince')
      .orderBy('d.id')
      .limit(count)
      .forNoKeyUpdate()
      .skipLocked();
}

/**
 * The claimer's running claims of the target's kind, renewed to last `minutes` from now (made in this session
 * now), then the next `count` installations of the queue no one is reviewing, the longest wait first, claimed in
 * one statement. The installations chosen are held FOR NO KEY UPDATE SKIP LOCKED, so a reviewer claiming at the
 * same moment takes the next ones instead of waiting; the unique key on meter_id (modem_id) is the arbiter: a
 * claim taken in between is left to its holder (the conflict updates only an expired claim), so two reviewers
 * never hold the same installation. Answers the installations claimed now.
 */
export async function claimNext(
  db: Db,
  target: ClaimTarget,
  count: number,
  claimer: Claimer,
): Promise<number[]> {
  const column = COLUMN[target.kind];
  const next = await nextOf(target, db);
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('reviewClaims')
      .set({ expiresAt: until(claimer.minutes), sessionId: claimer.sessionId })
      .where('userId', '=', claimer.userId)
      .where(column, 'is not', null)
      .where(live)
      .execute();
    const rows = await tx
      .with('next', () => next(count))
      .insertInto('reviewClaims')
      .columns([column, 'userId', 'sessionId', 'expiresAt'])
      .expression((eb) =>
        eb
          .selectFrom('next')
          .select([
            'next.id',
            sql<number>`${claimer.userId}::int`.as('userId'),
            sql<number>`${claimer.sessionId}::int`.as('sessionId'),
            until(claimer.minutes).as('expiresAt'),
          ]),
      )
      .onConflict((oc) =>
        oc
          .column(column)
          .doUpdateSet((eb) => ({
            userId: eb.ref('excluded.userId'),
            sessionId: eb.ref('excluded.sessionId'),
            claimedAt: sql`now()`,
            expiresAt: eb.ref('excluded.expiresAt'),
          }))
          .where(sql<boolean>`review_claims.expires_at <= now()`),
      )
      .returning(column)
      .execute();
    return rows.map((row) => row[column] as number);
  });
}

/** How many installations of each kind the user is reviewing now, and until when (null: none). */
export async function holding(db: Db, userId: number) {
  const rows = await db
    .selectFrom('reviewClaims')
    .select([
      sql<ClaimKind>`case when review_claims.meter_id is null then 'modems' else 'meters' end`.as('kind'),
      sql<number>`count(*)::int`.as('count'),
      sql<string>`max(review_claims.expires_at)`.as('expiresAt'),
    ])
    .where('userId', '=', userId)
    .where(live)
    .groupBy(sql`1`)
    .execute();
  const of = (kind: ClaimKind) => {
    const row = rows.find((r) => r.kind === kind);
    return { holding: row?.count ?? 0, expiresAt: row ? iso(row.expiresAt) : null };
  };
  return { meters: of('meters'), modems: of('modems') };
}

/** Who is reviewing which of these installations (those in the actor's scope with a running claim). */
export async function claimsOf(
  db: Db,
  kind: ClaimKind,
  scope: Scope,
  ids: number[],
  me: number,
): Promise<InstallationClaim[]> {
  if (ids.length === 0) return [];
  const column = sql.ref(kind === 'meters' ? 'c.meter_id' : 'c.modem_id');
  const { rows } = await sql<{ id: number; reviewer: string | null; userId: number; expiresAt: string }>`
    select i.id, ${personNameSql('u')} as reviewer, c.user_id as "userId", c.expires_at as "expiresAt"
      from review_claims c
      join ${sql.table(kind)} i on i.id = ${column}
      join users u on u.id = c.user_id
     where ${column} = any(${ids}::int[]) and c.expires_at > now() and ${installationsInScope(scope, 'i')}`.execute(
    db,
  );
  return rows.map((row) => ({
    id: row.id,
    reviewer: row.reviewer ?? '',
    mine: row.userId === me,
    expiresAt: iso(row.expiresAt),
  }));
}

/** Each reviewer holding running claims, the longest held first. */
export async function reviewersClaiming(db: Db): Promise<ReviewerClaims[]> {
  const rows = await db
    .selectFrom('reviewClaims')
    .innerJoin('users as u', 'u.id', 'reviewClaims.userId')
    .select([
      'u.id as userId',
      personNameSql('u').as('reviewer'),
      'u.role',
      sql<number>`count(review_claims.meter_id)::int`.as('meters'),
      sql<number>`count(review_claims.modem_id)::int`.as('modems'),
      sql<string>`min(review_claims.claimed_at)`.as('claimedAt'),
      sql<string>`max(review_claims.expires_at)`.as('expiresAt'),
    ])
    .where(live)
    .groupBy('u.id')
    .orderBy(sql`min(review_claims.claimed_at)`)
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    reviewer: row.reviewer ?? '',
    claimedAt: iso(row.claimedAt),
    expiresAt: iso(row.expiresAt),
  }));
}

/** Ends the user's claims (running or not); answers how many were running. */
export async function releaseClaims(db: Db, userId: number): Promise<number> {
  const rows = await db
    .deleteFrom('reviewClaims')
    .where('userId', '=', userId)
    .returning(sql<boolean>`review_claims.expires_at > now()`.as('running'))
    .execute();
  return rows.filter((row) => row.running).length;
}
