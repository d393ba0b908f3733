import { sql, type RawBuilder } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';
import { OWNERS } from './flags.repo.js';
import { takeChanged } from './changed-flags.sql.js';

/**
 * Finds again which installations stand outside the outline of their circle or division (issue 42's area check):
 * an installation is in the circle the area tree names as its circle, and in that circle's division of its
 * division's name; where that circle or division has an outline and the installation's coordinates lie outside
 * it, it is flagged, naming the circle when it is outside both, and the outlined circle it lies in, if any. For
 * the installations named, or every one (`'all'`: an outline drawn, changed or removed, an area renamed, a start's
 * check: only those whose flag changes are refreshed, takeChanged). In the transaction that wrote them, after
 * holdFlags.
 */
export async function refreshAreaFlags(
  tx: Db,
  kind: InstallationKind,
  which: readonly number[] | 'all',
): Promise<void> {
  const ids = which === 'all' ? await takeChanged(tx, kind, 'outside-area', outside(kind, sql`true`)) : which;
  if (ids.length === 0) return;
  await sql`
    delete from installation_flags
     where kind = ${kind} and code = 'outside-area' and installation_id = any(${ids}::int[])`.execute(tx);
  await sql`
    insert into installation_flags (kind, installation_id, code, detail)
    select ${kind}, o.installation_id, 'outside-area', o.detail
      from (${outside(kind, sql`i.id = any(${ids}::int[])`)}) o`.execute(tx);
}

/** The installations of `kind` (among `which`, a condition on `i`) outside their outlined area: (installation_id, detail). */
const outside = (kind: InstallationKind, which: RawBuilder<unknown>) => sql`
    with outlined as (
      select 'circle' as area_kind, c.name as area, c.name as circle, null::text as division, c.outline
        from areas c
       where c.kind = 'circle' and c.outline is not null
      union all
      select 'division', d.name, c.name, d.name, d.outline
        from areas d join areas c on c.id = d.parent_id
       where d.kind = 'division' and d.outline is not null
    )
    select distinct on (i.id) i.id as installation_id,
           jsonb_build_object('areaKind', o.area_kind, 'area', o.area, 'circle', o.circle,
                              'latitude', i.latitude, 'longitude', i.longitude,
                              'within', (select w.name from areas w
                                          where w.kind = 'circle' and w.outline is not null
                                            and point(i.longitude, i.latitude) <@ w.outline
                                          order by w.name limit 1)) as detail
      from ${sql.table(OWNERS[kind].table)} i
      join outlined o on o.circle = btrim(i.circle)
                     and (o.division is null or o.division = btrim(i.division))
     where i.latitude is not null and i.longitude is not null and ${which}
       and not (point(i.longitude, i.latitude) <@ o.outline)
     order by i.id, o.division is not null`;
