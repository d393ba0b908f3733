import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

/**
 * The distinct non-null values of an indexed column, in order, by skipping through its index (a loose index
 * scan): one probe a value instead of reading every row, so the 40 divisions of 1M meters take about 1 ms
 * instead of 100. For a whole table only: narrowed to a scope, a step could walk far to find its next value.
 */
export async function distinctIndexed(
  db: Db,
  table: 'meters' | 'modems',
  column: 'division',
): Promise<string[]> {
  const t = sql.table(table);
  const c = sql.ref(column);
  const { rows } = await sql<{ value: string | null }>`
    with recursive v (value) as (
      (select ${c} from ${t} where ${c} is not null order by ${c} limit 1)
      union all
      select (select ${c} from ${t} where ${c} > v.value order by ${c} limit 1) from v where v.value is not null)
    select value from v where value is not null`.execute(db);
  return rows.map((r) => r.value as string);
}
