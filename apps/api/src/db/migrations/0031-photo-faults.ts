import { sql, type Kysely } from 'kysely';

/**
 * Per-photo reasons (issue 42): a rejection may name the photos at fault and why. Each named photo is kept with the
 * SHA-256 of the file the reviewer saw, so the rework list can tell a replaced photo from the one rejected, and
 * the installation returns to review once every named photo has been replaced (docs/review.md). An event is
 * written once and never changed (migration 0015's trigger); a new column keeps that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table review_events add column photo_faults jsonb
      check (photo_faults is null or jsonb_typeof(photo_faults) = 'array')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review_events drop column photo_faults`.execute(db);
}
