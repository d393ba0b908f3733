import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { ArrayResult, ReadArrays } from './array-rows.js';

/**
 * List pages as named prepared statements on PostgreSQL (issue 12). Sent unnamed, every page's statement is
 * parsed and planned again: for the meters list that is half of what PostgreSQL spends on a page. Named, each
 * pooled connection parses it once. A statement without parameters (a list's first page: its LIMIT and the
 * counters' kind are literals, lib/list-page.ts and lifecycle/counters.sql.ts) is planned once too. One with
 * parameters (a search's text, a filter's value) is still planned for its values at every call
 * (plan_cache_mode force_custom_plan on the pool's connections): a generic plan could walk the whole table
 * for a rare value that an index finds at once.
 *
 * A text is named the second time it is read, so a list read once (an odd filter, a far page jump) takes no
 * place; at most `MAX_STATEMENTS` distinct texts are named, which bounds what each connection holds, and any
 * text past them runs unnamed, as before. A statement whose tables changed shape under it (a migration while the
 * server runs: "cached plan must not change result type") is answered unnamed from then on.
 */
export const MAX_STATEMENTS = 100;
/** Texts read once and remembered for a second time: forgotten all at once when this many. */
const SEEN_ONCE_MAX = 10_000;

/** PostgreSQL's "cached plan must not change result type". */
export const PLAN_CHANGED = '0A000';

/**
 * Which texts have a statement (list pages' on PostgreSQL; every SELECT's on PGlite, db/pglite-prepared.ts): `get` answers a
 * text's statement, null where it runs unnamed, or undefined when it is to be prepared now and `set`.
 */
export function statementsByText<S>() {
  const statements = new Map<string, S | null>();
  const seenOnce = new Set<string>();
  return {
    get(text: string): S | null | undefined {
      const known = statements.get(text);
      if (known !== undefined) return known;
      if (statements.size >= MAX_STATEMENTS) return null;
      if (seenOnce.delete(text)) return undefined;
      if (seenOnce.size >= SEEN_ONCE_MAX) seenOnce.clear();
      seenOnce.add(text);
      return null;
    },
    set(text: string, statement: S | null) {
      statements.set(text, statement);
    },
  };
}

const PLAN_PER_CALL = '-c plan_cache_mode=force_custom_plan';

/**
 * The connection URL with the setting above added to its `options`, and `more` settings (`-c name=value`) after
 * it (kept beside any the URL gives: the URL's own `options` would otherwise replace the pool's).
 */
export function planningPerCall(databaseUrl: string, more: string[] = []): string {
  const url = new URL(databaseUrl);
  const given = url.searchParams.get('options');
  const ours = [PLAN_PER_CALL, ...more].join(' ');
  url.searchParams.set('options', given ? `${given} ${ours}` : ours);
  return url.toString();
}

/** `named: false` behind a transaction pooler: a statement prepared on one server connection is not on the next. */
export function preparedListReader(pool: pg.Pool, { named = true } = {}): ReadArrays {
  const names = statementsByText<string>();
  const nameOf = (text: string): string | null => {
    if (!named) return null;
    const known = names.get(text);
    if (known !== undefined) return known;
    const name = `list_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  const run = (query: CompiledQuery, name: string | null) =>
    pool.query<unknown[]>({
      text: query.sql,
      values: [...query.parameters],
      rowMode: 'array',
      ...(name ? { name } : {}),
    });
  return async (query): Promise<ArrayResult> => {
    const name = nameOf(query.sql);
    let result: pg.QueryResult<unknown[]>;
    try {
      result = await run(query, name);
    } catch (error) {
      if (!name || (error as { code?: string }).code !== PLAN_CHANGED) throw error;
      names.set(query.sql, null);
      result = await run(query, null);
    }
    return { fields: result.fields.map((f) => f.name), rows: result.rows };
  };
}
