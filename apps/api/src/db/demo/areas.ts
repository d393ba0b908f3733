import type { Db } from '../connection.js';
import { DEMO_AREAS } from './geography.js';

/** Loads the demo geography as the area hierarchy, level by level (each level needs its parents' ids). */
export async function insertDemoAreas(db: Db): Promise<void> {
  const circles = await db
    .insertInto('areas')
    .values(DEMO_AREAS.map((c) => ({ kind: 'circle' as const, name: c.name, parentId: null })))
    .returning(['id', 'name'])
    .execute();
  for (const circle of DEMO_AREAS) {
    const circleId = circles.find((c) => c.name === circle.name)?.id as number;
    for (const division of circle.divisions) {
      const { id: divisionId } = await db
        .insertInto('areas')
        .values({ kind: 'division', name: division.name, parentId: circleId })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const sub of division.subDivisions) {
        const { id: subId } = await db
          .insertInto('areas')
          .values({ kind: 'sub_division', name: sub.name, parentId: divisionId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('areas')
          .values(sub.sections.map((name) => ({ kind: 'section' as const, name, parentId: subId })))
          .execute();
      }
    }
  }
}
