import { CamelCasePlugin, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './connection.js';

/**
 * A list page's rows read as arrays (issue 12). Kysely reads a row as an object keyed by the database's column
 * names, and its CamelCasePlugin copies that object key by key into one keyed in camelCase: for a page of 51
 * meters of 37 columns, 3,800 keyed writes and 102 objects built one property at a time, 7% of the server's
 * thread on a list page. Read as arrays, each row becomes its camelCase object in one object literal, written
 * once for the query's columns. The values are what Kysely would read (the same type parsers, both drivers),
 * so a reader and `execute()` answer equal rows (array-rows.test.ts).
 */

/** A query's answer as arrays: its columns' names as the database gives them, and each row's values in order. */
export interface ArrayResult {
  fields: string[];
  rows: unknown[][];
}
export type ReadArrays = (query: CompiledQuery) => Promise<ArrayResult>;

/** The CamelCasePlugin every Kysely instance uses, with the mapping of one name and of a nested object opened up. */
export class CaseMapping extends CamelCasePlugin {
  columnKey(name: string): string {
    return this.camelCase(name);
  }
  nested(value: object): unknown {
    if (Array.isArray(value)) return value.map((item: unknown) => this.nestedItem(item));
    return this.nestedItem(value);
  }
  private nestedItem(item: unknown): unknown {
    const plain =
      item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype;
    return plain ? this.mapRow(item as Record<string, unknown>) : item;
  }
}

export const caseMapping = new CaseMapping();

const readers = new WeakMap<Db, ReadArrays>();

/** Registers how `db` (a connection pool's Kysely, never a transaction's) reads arrays: db/connection.ts. */
export function registerArrayReader(db: Db, read: ReadArrays): void {
  readers.set(db, read);
}

type RowMaker = (values: unknown[]) => Record<string, unknown>;
const makers = new Map<string, RowMaker>();
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The function that turns one row's values into its object, generated once for a list of columns: one object
 * literal, so every row of every page of that query has the same shape. A value that is an object (a json
 * column) has its keys mapped as the CamelCasePlugin maps them.
 */
function makerFor(fields: string[]): RowMaker {
  const id = fields.join(',');
  let make = makers.get(id);
  if (make) return make;
  const keys = fields.map((f) => caseMapping.columnKey(f));
  if (new Set(keys).size !== keys.length || !keys.every((k) => IDENTIFIER.test(k)))
    throw new Error(`array rows: the columns ${id} do not name one plain key each`);
  const body = keys
    .map((key, i) => `${key}: typeof v[${i}] === 'object' && v[${i}] !== null ? nested(v[${i}]) : v[${i}]`)
    .join(',\n');
  // Generated from column names the check above allows, never from a value: the same technique as
  // fast-json-stringify's serializers.
  make = new Function('nested', `return (v) => ({\n${body}\n});`)((value: object) =>
    caseMapping.nested(value),
  ) as RowMaker;
  makers.set(id, make);
  return make;
}

/**
 * The rows of a select, as `execute()` answers them: read as arrays where `db` has an array reader, otherwise
 * (a transaction, a test's own Kysely) by `execute()` itself.
 */
export async function selectRows<O>(
  db: Db,
  query: Compilable<O> & { execute(): Promise<O[]> },
): Promise<O[]> {
  const read = readers.get(db);
  if (!read) return query.execute();
  const { fields, rows } = await read(query.compile());
  if (rows.length === 0) return [];
  const make = makerFor(fields);
  return rows.map((values) => make(values) as O);
}
