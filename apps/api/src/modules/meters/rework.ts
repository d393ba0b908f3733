import { sql } from 'kysely';
import type { ReworkItem, ReworkQuery } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import type { ListResult } from '../../lib/paging.js';
import { installationsInScope, scopeOf, type Actor } from '../access/index.js';
import { faultsNow, parsedFaults, photoFiles } from '../lifecycle/index.js';

interface ReworkRow {
  id: number;
  meterSno: string;
  version: number;
  division: string | null;
  officerId: number;
  firstName: string;
  lastName: string;
  phone: string;
  rejectedAt: string | null;
  rejectedBy: string | null;
  category: string | null;
  comment: string | null;
  photoFaults: unknown;
  total: string;
}

/**
 * The rework list (issue 42, GET /meters/rework): the rejected meters in the caller's scope (a field officer's own,
 * an AE_ADMIN's officers', everyone's for the super admin), the longest waiting first, each with its latest
 * rejection from the review record (none for a meter rejected before the record: its category stays) and whether each photo it named has been replaced since.
 */
export async function reworkPage(db: Db, actor: Actor, query: ReworkQuery): Promise<ListResult<ReworkItem>> {
  const officer = query.officerId === undefined ? sql`true` : sql`m.field_officer_id = ${query.officerId}`;
  const { rows } = await sql<ReworkRow>`
    select m.id, m.meter_sno as "meterSno", m.version, m.division, u.id as "officerId",
           u.first_name as "firstName", u.last_name as "lastName", u.phone,
           e.at as "rejectedAt", e.actor_name as "rejectedBy", coalesce(e.category, m.rejection_category) as category,
           e.comment,
           e.photo_faults as "photoFaults", count(*) over () as total
      from meters m
      join users u on u.id = m.field_officer_id
      left join lateral (
        select r.at, r.actor_name, r.category, r.comment, r.photo_faults from review_events r
         where r.installation = 'meter' and r.installation_id = m.id
           and r.kind = 'decision' and r.to_status = 'Rejected'
         order by r.id desc limit 1) e on true
     where m.commission_status = 'Rejected' and ${installationsInScope(scopeOf(actor), 'm')} and ${officer}
     order by m.step_since, m.id
     limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db);
  // The pages' named photos against the files the meters hold now, in one read.
  const files = await photoFiles(
    db,
    'meter',
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({
    id: row.id,
    meterSno: row.meterSno,
    version: row.version,
    division: row.division,
    officer: { id: row.officerId, name: `${row.firstName} ${row.lastName}`.trim(), phone: row.phone },
    rejectedAt: row.rejectedAt,
    rejectedBy: row.rejectedBy,
    category: row.category,
    comment: row.comment,
    photos: faultsNow(
      parsedFaults(row.photoFaults),
      files.filter((file) => file.installationId === row.id),
    ),
  }));
  const total = rows[0] ? Number(rows[0].total) : await reworkTotal(db, actor, query);
  return { data, total, totalIsEstimate: false, page: query.page, nextCursor: null, prevCursor: null };
}

/** The list's total when the page asked for is past its end. */
async function reworkTotal(db: Db, actor: Actor, query: ReworkQuery): Promise<number> {
  if (query.page === 1) return 0;
  return (await reworkPage(db, actor, { ...query, page: 1, pageSize: 1 })).total;
}
