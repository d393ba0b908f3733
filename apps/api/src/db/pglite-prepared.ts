import { randomBytes } from 'node:crypto';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { CompiledQuery } from 'kysely';
import type { ArrayResult } from './array-rows.js';
import { PLAN_CHANGED, statementsByText } from './prepared-lists.js';

const { serialize } = protocol;

/**
 * PGlite parses everything its backend writes, as it is written, into message objects: for a page of 50 meters,
 * each of its 2,000 values copied into an ArrayBuffer of its own and decoded apart, which took about a quarter of
 * the server's thread on a list page with 1M meters. A SELECT's answer is read here from its raw bytes instead
 * (readAnswer), and PGlite's parse of it is skipped: only while `rawAnswer` runs, which is synchronous, so no other
 * query's answer can be written meanwhile. PGlite reads nothing of a SELECT's answer (it notes transactions begun
 * and ended, notifications and notices, none of which a SELECT writes).
 */
let skippingParse = false;
const parseMessages = protocol.Parser.prototype.parse;
protocol.Parser.prototype.parse = function parse(this: protocol.Parser, ...args) {
  if (!skippingParse) parseMessages.apply(this, args);
};

/** What the backend wrote for `message`, PGlite's own parse of it skipped. */
function rawAnswer(pg: PGlite, message: Uint8Array): Buffer {
  skippingParse = true;
  try {
    const raw = pg.execProtocolRawSync(message);
    return Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  } finally {
    skippingParse = false;
  }
}

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR_RESPONSE = 0x45; // 'E'

/**
 * A SELECT's rows from the backend's bytes (PostgreSQL's protocol, text format): the columns' names and types from
 * its RowDescription, each DataRow's values through PGlite's type parsers, as PGlite's `query` would read them.
 * An ErrorResponse is thrown as PGlite throws it: its own parser reads it.
 */
function readAnswer(answer: Buffer, parsers: PGlite['parsers']): ArrayResult {
  const fields: string[] = [];
  const types: number[] = [];
  const rows: unknown[][] = [];
  for (let at = 0; at < answer.length; at += 1 + answer.readInt32BE(at + 1)) {
    const code = answer[at];
    let p = at + 5;
    if (code === ROW_DESCRIPTION) {
      const count = answer.readInt16BE(p);
      p += 2;
      for (let i = 0; i < count; i += 1) {
        const nameEnd = answer.indexOf(0, p);
        fields.push(answer.toString('utf8', p, nameEnd));
        // After the name: table oid (4), column number (2), type oid (4), size (2), modifier (4), format (2).
        types.push(answer.readInt32BE(nameEnd + 7));
        p = nameEnd + 19;
      }
    } else if (code === DATA_ROW) {
      const count = answer.readInt16BE(p);
      p += 2;
      const row = new Array<unknown>(count);
      for (let i = 0; i < count; i += 1) {
        const length = answer.readInt32BE(p);
        p += 4;
        if (length < 0) {
          row[i] = null;
          continue;
        }
        const text = answer.toString('utf8', p, p + length);
        p += length;
        const type = types[i] ?? 0;
        const read = parsers[type];
        row[i] = read ? read(text, type) : text;
      }
      rows.push(row);
    } else if (code === ERROR_RESPONSE) {
      let error: unknown;
      new protocol.Parser().parse(answer.subarray(at), (message) => {
        if (message instanceof Error) error ??= message;
      });
      throw error;
    }
  }
  return { fields, rows };
}

/** A statement PGlite holds under a name: the types its parameters are sent as. */
interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * SELECTs as named prepared statements on PGlite (list pages, and every other read: pglite-dialect.ts), as
 * db/prepared-lists.ts does for list pages on PostgreSQL (issue 12). PGlite's `query` parses, describes, binds
 * and executes a statement in six calls into its WebAssembly backend, planning it every time; here a text is
 * parsed and described once, under a name, and each read is one call (bind, describe, execute, sync) whose
 * answer is read from its bytes (readAnswer). PGlite plans like PostgreSQL's default (`plan_cache_mode` auto): a
 * statement with no parameter left keeps one plan; one with parameters is planned for its values until a generic
 * plan costs no more (the embedded database holds one utility's demo or test data, not 1M meters per officer).
 * Names follow prepared-lists.ts (statementsByText): the second time a text is read, at most MAX_STATEMENTS of
 * them; a table that changed shape under one is read unnamed from then on. Reads only, on the dialect's one
 * connection: the caller holds it (pglite-dialect.ts), so nothing runs between a bind and its sync.
 */
export function preparedPgliteReader(pg: PGlite) {
  const prepared = statementsByText<Prepared>();
  // Names of this reader's own, should another share the database (a test's).
  const prefix = `read_${randomBytes(4).toString('hex')}_`;
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
    // One call: the sync goes with the read, as the backend skips to it after an error.
    const answer = rawAnswer(
      pg,
      Buffer.concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    try {
      return readAnswer(answer, pg.parsers);
    } catch (error) {
      if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
      prepared.set(query.sql, null);
      return unnamed(query);
    }
  };
}
