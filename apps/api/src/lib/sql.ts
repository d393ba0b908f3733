import { sql } from 'kysely';

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A person's name as the console shows it, from the users row `alias`: first and last, or null when blank. */
export const personNameSql = (alias: string) =>
  sql<
    string | null
  >`nullif(btrim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(`${alias}.last_name`)})), '')`;
