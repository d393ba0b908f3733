import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markRepeat } from './repeated-span.js';

/**
 * Lists whose rows the spec also names under a legacy key (`fieldOfficers`, `admins`), so an existing field
 * app keeps reading them: the schema and the key that repeats `data`.
 */
const ROW_ALIASES = new WeakMap<z.ZodObject, string>();

/**
 * A copy of a page schema whose `alias` key holds the same rows as `data`, for one route's answer (a copy, so the
 * shared schema stays as it is for every other use).
 */
export function rowsAlsoAs<S extends z.ZodObject>(schema: S, alias: keyof S['shape'] & string): S {
  const marked = schema.extend({}) as S;
  ROW_ALIASES.set(marked, alias);
  return marked;
}

/** A page's rows as the database wrote them: one JSON array's bytes (lib/row-json.ts builds its SQL). */
class JsonRows {
  constructor(readonly json: Buffer) {}
}

const COMMA = Buffer.from(',');

/**
 * Rows already written as JSON by the database, passed to the serializer as they are: each row's text, joined
 * into one array as bytes (joining 500 strings and encoding the result took 5-7 ms a page; bytes take 1-2).
 * Typed as the rows they stand for, since the serializer writes them as such; the SQL that writes them names
 * exactly the schema's keys (lib/row-json.ts), and the route tests parse them with it.
 */
export function rowsFromJson<T>(rows: readonly { json: string }[]): T[] {
  const parts = rows.flatMap((row, i) => (i ? [COMMA, Buffer.from(row.json)] : [Buffer.from(row.json)]));
  return new JsonRows(Buffer.concat([Buffer.from('['), ...parts, Buffer.from(']')])) as unknown as T[];
}

/**
 * Rows a typed mapper built (toMeter: an object literal of exactly the schema's keys, from columns the database
 * checks), written with one `JSON.stringify` and not checked again: the zod check copied every row of a page
 * before it was written (issue 12). The rest of the page is still checked.
 */
export function rowsAsJson<T>(rows: readonly T[]): T[] {
  return new JsonRows(Buffer.from(JSON.stringify(rows))) as unknown as T[];
}

const refuse = (route: { method: string; url: string }, error: z.ZodError) =>
  new ResponseSerializationError(route.method, route.url, { cause: error });

/**
 * The one response serializer: every answer is checked against its route's zod schema (what the schema does not
 * name is dropped), then written as JSON. A page's rows go in as the database wrote them when they come as
 * rowsFromJson (the rest of the page is still checked), and a page with a row alias writes its rows' JSON under
 * both keys: 500 officers are stringified once, or not at all, instead of twice (issue 12). Such a page is
 * written as bytes, which Fastify sends as they are.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const write = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const schema = route.schema;
  if (!(schema instanceof z.ZodObject) || !('data' in schema.shape)) return write;
  const alias = ROW_ALIASES.get(schema);
  const omit = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, true])) as never;
  const page: z.ZodObject = alias ? schema.omit(omit([alias])) : schema;
  const rest = page.omit(omit(['data']));
  const copies = alias ? Buffer.from(`,${JSON.stringify(alias)}:`) : undefined;
  return (answer) => {
    const given = answer as { data?: unknown };
    if (!alias && !(given.data instanceof JsonRows)) return write(answer);
    const checked = (given.data instanceof JsonRows ? rest : page).safeParse(answer);
    if (!checked.success) throw refuse(route, checked.error);
    const { data, ...others } = checked.data;
    const rows = given.data instanceof JsonRows ? given.data.json : Buffer.from(JSON.stringify(data));
    const head = JSON.stringify(others);
    const start = Buffer.from(`${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"data":`);
    const parts = [start, rows];
    if (copies) parts.push(copies, rows);
    parts.push(Buffer.from('}'));
    const body = Buffer.concat(parts);
    if (copies)
      markRepeat(body, {
        from: start.length,
        length: rows.length,
        at: start.length + rows.length + copies.length,
      });
    // Fastify sends a Buffer as it is; its serializer type names only strings.
    return body as unknown as string;
  };
};
