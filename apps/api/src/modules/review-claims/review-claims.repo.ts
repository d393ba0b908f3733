import { sql } from 'kysely';
import type { InstallationClaim, ReviewerClaims } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { personNameSql } from '../../lib/sql.js';
import { installationsInScope, type Scope } from '../access/index.js';
import { liveClaimSql } from '../lifecycle/index.js';
import { meterSearch, meterWhere, type MeterFilters } from '../meters/index.js';

/** Who claims, from which session, for how long. */
export interface Claimer {
  userId: number;
  sessionId: number;
  minutes: number;
}

const until = (minutes: number) => sql<string>`now() + make_interval(mins => ${minutes}::int)`;
/** A claim still running. */
const live = sql<boolean>`review_claims.expires_at > now()`;

/**
 * The claimer's running claims on meters, renewed to last `minutes` from now (made in this session now), then
 * the next `count` meters of the queue no one is reviewing, the longest wait first, claimed in one statement.
 * The meters chosen are held FOR NO KEY UPDATE SKIP LOCKED, so a reviewer claiming at the same moment takes the
 * next ones instead of waiting; the unique key on meter_id is the arbiter: a claim taken in between is left to
 * its holder (the conflict updates only an expired claim), so two reviewers never hold the same meter. Answers
 * the meters claimed now.
 */
export async function claimNextMeters(
  db: Db,
  scope: Scope,
  filters: MeterFilters,
  count: number,
  claimer: Claimer,
): Promise<number[]> {
  const search = await meterSearch(db, scope, filters);
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('reviewClaims')
      .set({ expiresAt: until(claimer.minutes), sessionId: claimer.sessionId })
      .where('userId', '=', claimer.userId)
      .where('meterId', 'is not', null)
      .where(live)
      .execute();
    const rows = await tx
      .with('next', (q) =>
        q
          .selectFrom('meters as m')
          .select('m.id')
          .where((eb) => meterWhere(eb, scope, filters, search))
          .where(sql<boolean>`not ${liveClaimSql('meters', 'm')}`)
          .orderBy('m.stepSince')
          .orderBy('m.id')
          .limit(count)
          .forNoKeyUpdate()
          .skipLocked(),
      )
      .insertInto('reviewClaims')
      .columns(['meterId', 'userId', 'sessionId', 'expiresAt'])
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
          .column('meterId')
          .doUpdateSet((eb) => ({
            userId: eb.ref('excluded.userId'),
            sessionId: eb.ref('excluded.sessionId'),
            claimedAt: sql`now()`,
            expiresAt: eb.ref('excluded.expiresAt'),
          }))
          .where(sql<boolean>`review_claims.expires_at <= now()`),
      )
      .returning('meterId')
      .execute();
    return rows.map((row) => row.meterId as number);
  });
}

/** How many meters the user is reviewing now, and until when (null: none). */
export async function holding(db: Db, userId: number): Promise<{ count: number; expiresAt: string | null }> {
  const row = await db
    .selectFrom('reviewClaims')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string | null>`max(review_claims.expires_at)`.as('expiresAt'),
    ])
    .where('userId', '=', userId)
    .where('meterId', 'is not', null)
    .where(live)
    .executeTakeFirstOrThrow();
  return {
    count: row.count,
    expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
  };
}

/** Who is reviewing which of these meters (those in the actor's scope with a running claim). */
export async function meterClaims(
  db: Db,
  scope: Scope,
  ids: number[],
  me: number,
): Promise<InstallationClaim[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('reviewClaims')
    .innerJoin('meters as m', 'm.id', 'reviewClaims.meterId')
    .innerJoin('users as u', 'u.id', 'reviewClaims.userId')
    .select(['m.id', personNameSql('u').as('reviewer'), 'reviewClaims.userId', 'reviewClaims.expiresAt'])
    .where('reviewClaims.meterId', 'in', ids)
    .where(live)
    .where(installationsInScope(scope, 'm'))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reviewer: row.reviewer ?? '',
    mine: row.userId === me,
    expiresAt: new Date(row.expiresAt).toISOString(),
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
    claimedAt: new Date(row.claimedAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
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
