import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

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

/**
 * The one response serializer: every answer is checked against its route's zod schema (what the schema does not
 * name is dropped), then written as JSON. A page with a row alias is checked and written without it, and its
 * rows' JSON goes under both keys: 500 officers are validated and stringified once, not twice (issue 12).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const alias = route.schema instanceof z.ZodObject ? ROW_ALIASES.get(route.schema) : undefined;
  if (!alias) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  const page = (route.schema as z.ZodObject).omit({ [alias]: true } as Record<string, true>);
  return (answer) => {
    const checked = page.safeParse(answer);
    if (!checked.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: checked.error });
    const { data, ...rest } = checked.data as unknown as { data: unknown[] };
    const rows = JSON.stringify(data);
    const head = JSON.stringify(rest);
    const comma = head.length > 2 ? ',' : '';
    return `${head.slice(0, -1)}${comma}"data":${rows},${JSON.stringify(alias)}:${rows}}`;
  };
};
