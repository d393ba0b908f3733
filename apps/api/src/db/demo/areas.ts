import { sql } from 'kysely';
import type { Db } from '../connection.js';
import { polygonText } from '../../lib/polygon-text.js';
import { DEMO_AREAS } from './geography.js';

type Kind = 'circle' | 'division' | 'sub_division' | 'section';

/**
 * Loads the demo geography as the area hierarchy: one insert a level (each level needs its parents' ids), each
 * row's parent found by the parent's own parent and name; each circle with its outline.
 */
export async function insertDemoAreas(db: Db): Promise<void> {
  const insertLevel = async (kind: Kind, rows: { name: string; parentId: number | null }[]) => {
    const ids = await db
      .insertInto('areas')
      .values(rows.map((r) => ({ kind, ...r })))
      .returning(['id', 'name', 'parentId'])
      .execute();
    return (parentId: number | null, name: string) =>
      ids.find((a) => a.parentId === parentId && a.name === name)?.id as number;
  };
  const circle = await insertLevel(
    'circle',
    DEMO_AREAS.map((c) => ({ name: c.name, parentId: null })),
  );
  // Each circle's outline (issue 42's area check, the map's areas), as PostgreSQL's polygon text.
  for (const c of DEMO_AREAS)
    await db
      .updateTable('areas')
      .set({ outline: sql<string>`${polygonText(c.outline)}::polygon` })
      .where('id', '=', circle(null, c.name))
      .execute();
  const divisions = DEMO_AREAS.flatMap((c) =>
    c.divisions.map((d) => ({ ...d, parentId: circle(null, c.name) })),
  );
  const division = await insertLevel(
    'division',
    divisions.map((d) => ({ name: d.name, parentId: d.parentId })),
  );
  const subs = divisions.flatMap((d) =>
    d.subDivisions.map((s) => ({ ...s, parentId: division(d.parentId, d.name) })),
  );
  const sub = await insertLevel(
    'sub_division',
    subs.map((s) => ({ name: s.name, parentId: s.parentId })),
  );
  await insertLevel(
    'section',
    subs.flatMap((s) => s.sections.map((name) => ({ name, parentId: sub(s.parentId, s.name) }))),
  );
}
