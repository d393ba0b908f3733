import fc from 'fast-check';
import type { z } from 'zod';
import { plainText } from './hostile-corpus.js';

type Schema = z.core.$ZodType;
interface Check {
  check?: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
/** The parts of a zod 4 definition the walk reads (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  items?: Schema[];
  left?: Schema;
  right?: Schema;
  valueType?: Schema;
  getter?: () => Schema;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c) => c._zod.def);

/** Values the shared schemas take as given by a person: short, printable, within the field's limits. */
function text(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.map((c) => (c.check === 'min_length' ? (c.minimum ?? 0) : 0)));
  const maxes = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 0);
  const max = maxes.length ? Math.min(...maxes) : 40;
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = def.pattern ?? checks.find((c) => c.format === 'regex')?.pattern;
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (format === 'email') return fc.emailAddress().filter((s) => s.length <= max);
  if (format === 'url') return fc.webUrl();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  const word = plainText.map((s) => (s.length < min ? s.padEnd(min, 'x') : s.slice(0, Math.max(min, max))));
  return word.filter(fits);
}

function number(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const int = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  const min = low ? (low.value ?? 0) + (low.inclusive ? 0 : int ? 1 : 1e-9) : -1e6;
  const max = high ? (high.value ?? 0) - (high.inclusive ? 0 : int ? 1 : 1e-9) : 1e6;
  // Small numbers first: ids, pages and counts that name rows which exist.
  const near = Math.min(max, min + 10);
  if (int) return fc.oneof(fc.integer({ min, max: near }), fc.integer({ min, max: Math.min(max, 2 ** 31) }));
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A value the schema takes (mostly): walks a zod 4 schema as the shared package declares it. The fuzzer
 * starts from these and then breaks one field at a time, so most requests get past validation to the
 * service and the database, where the holes were.
 */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: Schema | undefined) => (s ? validValue(s, depth + 1) : fc.constant(undefined));
  switch (def.type) {
    case 'string':
      return text(def);
    case 'number':
      return number(def);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date(), noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      // z.stringbool(): text in, a boolean out.
      if (defOf(def.in as Schema).type === 'string' && defOf(def.out as Schema).type === 'boolean')
        return fc.constantFrom('true', 'false', '1', '0', 'yes');
      // A preprocess is a transform piped into the schema that checks: build for the checking side.
      return defOf(def.in as Schema).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return depth > 4 ? fc.constant(null) : inner(def.getter?.());
    case 'object':
      return object(def.shape ?? {}, depth);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(inner(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((s) => validValue(s, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((s) => validValue(s, depth + 1)));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (isObject(a) && isObject(b) ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(plainText, inner(def.valueType), { maxKeys: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function object(shape: Record<string, Schema>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, validValue(schema, depth + 1)]),
  );
  return fc
    .record(fields)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
}

/** The keys of an object schema (the query's or the body's), seen through optional, pipe and default. */
export function objectShape(schema: Schema | undefined): Record<string, Schema> | null {
  if (!schema) return null;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? {};
  if (def.type === 'pipe') return objectShape(def.in) ?? objectShape(def.out);
  if (def.innerType) return objectShape(def.innerType);
  return null;
}
