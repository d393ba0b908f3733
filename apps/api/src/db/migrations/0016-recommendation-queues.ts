import { sql, type Kysely } from 'kysely';

/**
 * Queues from the record (issue 36): `tech_support_status` holds only a BI_ADMIN's verdict (APPROVED or
 * REJECTED) since the installation last went back to review, so "awaiting recommendation" (none) and
 * "awaiting decision" (a verdict on a Pending installation) count what they say. Until now the super admin's
 * working words (pending, in progress, resolved…) shared that column and took a meter out of the BI's queue
 * and into the super admin's; they move to `tech_support_progress`, which no queue reads.
 *
 * A verdict given before the installation's last reopen no longer stands: the reopened installation is
 * reviewed again. The record says so (a decision to Pending after the last recommendation).
 *
 * The record also gains the kinds of events the issue names beyond the three it began with: installed,
 * evidence changed (a decided installation's identity or evidence changed), and the undoing of a rule's decision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meters', 'modems'] as const) {
    await sql`alter table ${sql.table(table)} add column tech_support_progress text`.execute(db);
    await sql`
      update ${sql.table(table)}
         set tech_support_progress = tech_support_status, tech_support_status = null
       where upper(btrim(tech_support_status)) not in ('APPROVED', 'REJECTED')`.execute(db);
    await sql`
      update ${sql.table(table)} set tech_support_status = upper(btrim(tech_support_status))
       where tech_support_status <> upper(btrim(tech_support_status))`.execute(db);
    const installation = table === 'meters' ? 'meter' : 'modem';
    await sql`
      update ${sql.table(table)} i set tech_support_status = null
       where i.tech_support_status is not null and i.commission_status = 'Pending'
         and exists (
           select 1 from review_events reopen
            where reopen.installation = ${installation} and reopen.installation_id = i.id
              and reopen.kind = 'decision' and reopen.to_status = 'Pending'
              and reopen.id > coalesce((
                select max(r.id) from review_events r
                 where r.installation = ${installation} and r.installation_id = i.id
                   and r.kind = 'recommendation' and r.to_status in ('APPROVED', 'REJECTED')), 0))`.execute(
      db,
    );
  }
  // The column now holds a verdict and nothing else; the meters' working words keep the list they had.
  await sql`alter table meters drop constraint meters_tech_support_status_check`.execute(db);
  for (const table of ['meters', 'modems'] as const)
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_tech_support_status_check`)}
      check (tech_support_status in ('APPROVED', 'REJECTED'))`.execute(db);
  await sql`alter table meters add constraint meters_tech_support_progress_check check (tech_support_progress in
    ('PENDING', 'IN_PROGRESS', 'RESOLVED', 'ESCALATED', 'CLOSED', 'COMMISSIONED'))`.execute(db);
  // Tech Support Management's search reads the working status as it reads the recommendation (0007's index).
  await sql`create index meters_tech_support_progress_trgm on meters using gin (tech_support_progress gin_trgm_ops)
    where tech_support_progress is not null`.execute(db);
  await sql`alter table review_events drop constraint review_events_kind_check`.execute(db);
  await sql`
    alter table review_events add constraint review_events_kind_check check (kind in (
      'installed', 'recommendation', 'decision', 'auto-commission', 'auto-commission-undone', 'evidence-changed'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index meters_tech_support_progress_trgm`.execute(db);
  // Events of the new kinds stay in the record (it is append-only), so the old check is not put back.
  for (const table of ['meters', 'modems'] as const) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_tech_support_status_check`)}`.execute(
      db,
    );
    await sql`
      update ${sql.table(table)} set tech_support_status = tech_support_progress
       where tech_support_status is null and tech_support_progress is not null`.execute(db);
    await sql`alter table ${sql.table(table)} drop column tech_support_progress`.execute(db);
  }
  await sql`alter table meters add constraint meters_tech_support_status_check check (tech_support_status in
    ('PENDING', 'IN_PROGRESS', 'RESOLVED', 'ESCALATED', 'CLOSED', 'COMMISSIONED', 'APPROVED', 'REJECTED'))`.execute(
    db,
  );
}
