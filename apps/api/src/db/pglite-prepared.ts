import { randomBytes } from 'node:crypto';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { CompiledQuery } from 'kysely';
import type { ArrayResult } from './array-rows.js';
import { PLAN_CHANGED, statementsByText } from './prepared-lists.js';

const { serialize } = protocol;

/** A statement PGlite holds under a name: the types its parameters are sent as. */
interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * List pages as named prepared statements on PGlite, as db/prepared-lists.ts does on PostgreSQL (issue 12).
 * PGlite's `query` parses, describes, binds and executes a statement in six calls into its WebAssembly backend,
 * planning it every time; here a list's text is parsed and described once, under a name, and each page is one
 * call (bind, describe, execute) and a sync. PGlite plans like PostgreSQL's default (`plan_cache_mode` auto): a
 * statement with no parameter left keeps one plan; one with parameters is planned for its values until a generic
 * plan costs no more (the embedded database holds one utility's demo or test data, not 1M meters per officer).
 * Names follow prepared-lists.ts (statementsByText): the second time a text is read, at most MAX_STATEMENTS of
 * them; a table that changed shape under one is read unnamed from then on. Reads only, on the dialect's one
 * connection: the caller holds it (pglite-dialect.ts), so nothing runs between a bind and its sync.
 */
export function preparedPgliteReader(pg: PGlite) {
  const prepared = statementsByText<Prepared>();
  // Names of this reader's own, should another share the database (a test's).
  const prefix = `list_${randomBytes(4).toString('hex')}_`;
  let next = 0;

  const unnamed = async (query: CompiledQuery): Promise<ArrayResult> => {
    const result = await pg.query<unknown[]>(query.sql, [...query.parameters], { rowMode: 'array' });
    return { fields: result.fields.map((f) => f.name), rows: result.rows };
  };

  /** Sends `messages`, then always a sync (so an error leaves no half-done statement behind). */
  const exchange = async (messages: Uint8Array[]) => {
    const answers = [];
    try {
      answers.push(...(await pg.execProtocol(Buffer.concat(messages), { syncToFs: false })).messages);
    } finally {
      answers.push(...(await pg.execProtocol(serialize.sync(), { syncToFs: false })).messages);
    }
    return answers;
  };

  async function statementFor(text: string): Promise<Prepared | null> {
    const known = prepared.get(text);
    if (known !== undefined) return known;
    const name = `${prefix}${(next += 1)}`;
    const answers = await exchange([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(answers) };
    prepared.set(text, statement);
    return statement;
  }

  return async (query: CompiledQuery): Promise<ArrayResult> => {
    const statement = await statementFor(query.sql);
    if (!statement) return unnamed(query);
    const values = query.parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = pg.serializers[statement.paramTypes[i] ?? 0];
      return write ? write(value) : String(value);
    });
    let answers;
    try {
      answers = await exchange([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
      ]);
    } catch (error) {
      if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
      prepared.set(query.sql, null);
      return unnamed(query);
    }
    const [result] = parse.parseResults(answers, pg.parsers, { rowMode: 'array' });
    return { fields: result?.fields.map((f) => f.name) ?? [], rows: (result?.rows ?? []) as unknown[][] };
  };
}
