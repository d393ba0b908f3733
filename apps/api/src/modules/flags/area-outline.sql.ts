import { sql } from 'kysely';
import type { InstallationKind } from '@smms/shared';
import type { Db } from '../../db/connection.js';

const TABLES = { meter: 'meters', modem: 'modems' } as const satisfies Record<InstallationKind, string>;

/**
 * Finds again which installations stand outside the outline of their circle or division (issue 42's area check):
 * an installation is in the circle the area tree names as its circle, and in that circle's division of its
 * division's name; where that circle or division has an outline and the installation's coordinates lie outside
 * it, it is flagged, naming the circle when it is outside both, and the outlined circle it lies in, if any. For the installations named, or every one
 * (`'all'`: an outline drawn, changed or removed, an area renamed, a start's check). In the transaction that
 * wrote them, after holdFlags.
 */
export async function refreshAreaFlags(
  tx: Db,
  kind: InstallationKind,
  ids: readonly number[] | 'all',
): Promise<void> {
  if (ids !== 'all' && ids.length === 0) return;
  const named = (column: string) =>
    ids === 'all' ? sql`true` : sql`${sql.ref(column)} = any(${ids}::int[])`;
  await sql`
    delete from installation_flags
     where kind = ${kind} and code = 'outside-area' and ${named('installation_id')}`.execute(tx);
  await sql`
    with outlined as (
      select 'circle' as area_kind, c.name as area, c.name as circle, null::text as division, c.outline
        from areas c
       where c.kind = 'circle' and c.outline is not null
      union all
      select 'division', d.name, c.name, d.name, d.outline
        from areas d join areas c on c.id = d.parent_id
       where d.kind = 'division' and d.outline is not null
    )
    insert into installation_flags (kind, installation_id, code, detail)
    select distinct on (i.id) ${kind}, i.id, 'outside-area',
           jsonb_build_object('areaKind', o.area_kind, 'area', o.area, 'circle', o.circle,
                              'latitude', i.latitude, 'longitude', i.longitude,
                              'within', (select w.name from areas w
                                          where w.kind = 'circle' and w.outline is not null
                                            and point(i.longitude, i.latitude) <@ w.outline
                                          order by w.name limit 1))
      from ${sql.table(TABLES[kind])} i
      join outlined o on o.circle = btrim(i.circle)
                     and (o.division is null or o.division = btrim(i.division))
     where i.latitude is not null and i.longitude is not null and ${named('i.id')}
       and not (point(i.longitude, i.latitude) <@ o.outline)
     order by i.id, o.division is not null`.execute(tx);
}
