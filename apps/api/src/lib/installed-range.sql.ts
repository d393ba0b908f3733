import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { nextCalendarDay, startOfDayIn } from '@smms/shared';

/** A list's Installed range (calendar days, both included) and the utility's zone that makes them instants. */
export interface InstalledRange {
  installedFrom?: string;
  installedTo?: string;
  /** The utility's zone: the services set it, so a range is never read in the server's own zone. */
  timeZone?: string;
}

export const hasInstalledRange = (f: InstalledRange) => Boolean(f.installedFrom || f.installedTo);

/**
 * The range as conditions on `table`.installed_on: from the start of the first day to the start of the day
 * after the last, in the utility's zone. Plain timestamptz bounds, so the (…, installed_on) indexes read
 * only the range (meters_installed_idx, meters_officer_idx and their modem twins).
 */
export function installedWithin(table: string, f: InstalledRange): RawBuilder<SqlBool>[] {
  if (!hasInstalledRange(f)) return [];
  if (!f.timeZone) throw new Error('An Installed range needs the utility time zone');
  const column = sql.ref(`${table}.installed_on`);
  const parts: RawBuilder<SqlBool>[] = [];
  if (f.installedFrom)
    parts.push(
      sql<SqlBool>`${column} >= ${startOfDayIn(f.installedFrom, f.timeZone).toISOString()}::timestamptz`,
    );
  if (f.installedTo) {
    const end = startOfDayIn(nextCalendarDay(f.installedTo), f.timeZone);
    parts.push(sql<SqlBool>`${column} < ${end.toISOString()}::timestamptz`);
  }
  return parts;
}
