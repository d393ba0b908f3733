import fc from 'fast-check';
import type { z } from 'zod';
import {
  HOSTILE_CONTENT_TYPES,
  HOSTILE_KEYS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERIES,
  RAW_JSON_BODIES,
  hostileText,
  hostileValue,
  huge,
} from './hostile-corpus.js';
import { fuzzForm, type FormFile } from './fuzz-multipart.js';
import { objectShape, validValue } from './fuzz-schema.js';
import { paramNames, type FuzzRoute } from './fuzz-routes.js';

/** One generated request, before the caller's identity is added. */
export interface FuzzRequest {
  route: string;
  /** The part of the request that is broken, if any. */
  fault: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** Sent with the console's CSRF header when signed in (a few requests leave it out). */
  csrf: boolean;
  /** Signed in by `Authorization: Bearer` instead of the cookie. */
  bearer: boolean;
}

/** What exists in the seeded database, so mostly-valid requests name real rows. */
export interface Known {
  params: Record<string, string[]>;
  /** Body and query fields that name a row (`fieldOfficerId`, `meterId`...): values that exist. */
  fields: Record<string, unknown[]>;
  files: FormFile[];
}

type Schema = z.core.$ZodType;

/** A valid value whose fields that name rows name rows that exist, so creates and filters get through. */
function withKnown(valid: fc.Arbitrary<unknown>, keys: string[], known: Known): fc.Arbitrary<unknown> {
  const picks = Object.fromEntries(
    keys
      .filter((key) => known.fields[key]?.length)
      .map((key) => [key, fc.constantFrom(...(known.fields[key] ?? []))]),
  );
  if (Object.keys(picks).length === 0) return valid;
  return fc
    .tuple(valid, fc.record(picks))
    .map(([value, chosen]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, ...chosen } : value,
    );
}
type Mutation = { kind: 'set' | 'add' | 'drop'; pick: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('set', 'set', 'add', 'drop'),
  pick: fc.nat(),
  key: fc.constantFrom(...HOSTILE_KEYS),
  value: hostileValue,
});

/** A valid object broken in a few places: a field given a hostile value, a hostile key added, one dropped. */
function mutate(valid: unknown, keys: string[], mutations: Mutation[]): unknown {
  const out: Record<string, unknown> =
    typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? { ...valid } : {};
  for (const m of mutations) {
    const key = keys.length ? keys[m.pick % keys.length] : m.key;
    if (m.kind === 'drop' && key) delete out[key];
    else if (m.kind === 'set' && key) out[key] = m.value;
    // An own `__proto__` key, as JSON.parse makes it, so JSON.stringify sends it.
    else
      Object.defineProperty(out, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

const toText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

/** A path segment, percent-encoded; a lone surrogate goes as the bytes Node makes of it (U+FFFD). */
const segment = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
};

function pathArb(route: FuzzRoute, known: Known, hostile: boolean): fc.Arbitrary<string> {
  const shape = objectShape(route.params) ?? {};
  const names = paramNames(route.url);
  const segments = names.map((name) => {
    const fromSchema = shape[name]
      ? validValue(shape[name]).map((v) => segment(toText(v)))
      : fc.constant('1');
    const real = known.params[name];
    const valid = fc.oneof(
      { weight: real ? 6 : 0, arbitrary: fc.constantFrom(...(real ?? ['1'])) },
      { weight: 1, arbitrary: fromSchema },
    );
    const bad = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) },
      { weight: 1, arbitrary: hostileText.map(segment) },
    );
    return hostile ? fc.oneof(valid, bad) : valid;
  });
  return fc.tuple(...segments).map((values) => {
    let i = 0;
    return route.url.replace(/:(\w+)|\*/g, () => values[i++] ?? '');
  });
}

function queryArb(route: FuzzRoute, known: Known, hostile: boolean): fc.Arbitrary<string> {
  const keys = Object.keys(objectShape(route.query) ?? {});
  const valid = route.query ? withKnown(validValue(route.query), keys, known) : fc.constant({});
  const encode = (value: unknown) => {
    const params = new URLSearchParams();
    if (typeof value !== 'object' || value === null) return '';
    for (const [key, v] of Object.entries(value)) {
      if (Array.isArray(v)) for (const item of v) params.append(key, toText(item));
      else if (v !== undefined) params.append(key, toText(v));
    }
    return params.toString();
  };
  if (!hostile) return valid.map(encode);
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }))
        .map(([v, m]) => encode(mutate(v, keys, m))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_QUERIES) },
  );
}

/** Mostly-valid JSON text with bytes that are not UTF-8 put inside its first string. */
function withBadBytes(json: string, bytes: Buffer): Buffer {
  const at = json.indexOf('":"');
  const cut = at < 0 ? json.length : at + 3;
  return Buffer.concat([Buffer.from(json.slice(0, cut)), bytes, Buffer.from(json.slice(cut))]);
}
const BAD_BYTES = [
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xff]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xf4, 0x90, 0x80, 0x80]),
];

type Body = { payload?: string | Buffer; contentType?: string };

const hasBody = (route: FuzzRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

function bodyArb(route: FuzzRoute, known: Known, hostile: boolean): fc.Arbitrary<Body> {
  if (!hasBody(route)) return fc.constant({});
  const schema: Schema | undefined = route.body;
  const keys = Object.keys(objectShape(schema) ?? {});
  const valid = schema ? withKnown(validValue(schema), keys, known) : fc.constant({});
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? '',
    contentType: 'application/json',
  });
  const mutated = fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 }));
  if (!hostile)
    return route.multipart ? fc.oneof(valid.map(json), fuzzForm(valid, known.files, false)) : valid.map(json);
  return fc.oneof(
    { weight: 6, arbitrary: mutated.map(([v, m]) => json(mutate(v, keys, m))) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...BAD_BYTES)).map(([v, bytes]) => ({
        payload: withBadBytes(JSON.stringify(v) ?? '{}', bytes),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...RAW_JSON_BODIES)
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...HOSTILE_CONTENT_TYPES, undefined))
        .map(([v, contentType]) => ({ payload: JSON.stringify(v) ?? '', contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: huge(1_048_700), contentType: 'application/json' }) },
    { weight: route.multipart ? 8 : 1, arbitrary: fuzzForm(valid, known.files, true) },
  );
}

/** Headers a hostile client sends: forged cookies, tokens and addresses, odd encodings and ranges. */
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.constantFrom<Record<string, string>>(
  { cookie: 'smms_session=forged-token' },
  { cookie: 'smms_session=%ZZ%00; smms_session=other' },
  { authorization: 'Bearer forged' },
  { authorization: 'Basic c3VwZXJhZG1pbjpwYXNzd29yZA==' },
  { authorization: `Bearer ${'t'.repeat(5000)}` },
  { origin: 'https://evil.example', 'x-requested-with': 'smms' },
  { origin: 'null' },
  { 'x-forwarded-for': "1.2.3.4, ' or 1=1 --, ::1" },
  { 'x-request-id': '../../etc/passwd' },
  { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=2' },
  { 'content-encoding': 'gzip' },
  { range: 'bytes=999999999-' },
  { 'if-none-match': '*' },
  { accept: 'text/html' },
  { 'x-http-method-override': 'DELETE' },
  {},
);

/** Which part of a request is broken: none (a valid call, to reach the service), or exactly one. */
type Fault = 'none' | 'path' | 'query' | 'body' | 'headers' | 'method';

function faultsOf(route: FuzzRoute): { weight: number; arbitrary: fc.Arbitrary<Fault> }[] {
  const faults: [Fault, number][] = [
    ['none', 3],
    ['path', paramNames(route.url).length ? 2 : 0],
    ['query', route.method === 'GET' || route.query ? 2 : 1],
    ['body', hasBody(route) ? 5 : 0],
    ['headers', 1],
    ['method', 1],
  ];
  return faults.filter(([, w]) => w > 0).map(([f, weight]) => ({ weight, arbitrary: fc.constant(f) }));
}

/**
 * Requests for one route, each with at most one part broken (a valid path, query and body otherwise), so a
 * broken body still reaches the service with a real id and a valid query, where the holes were.
 */
export function requestArb(route: FuzzRoute, known: Known): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...faultsOf(route)).chain((fault) =>
    fc
      .record({
        path: pathArb(route, known, fault === 'path'),
        query: queryArb(route, known, fault === 'query'),
        body: bodyArb(route, known, fault === 'body'),
        extra: fault === 'headers' ? hostileHeaders : fc.constant({}),
        method:
          fault === 'method'
            ? fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS')
            : fc.constant(route.method),
        host: fc.integer({ min: 1, max: 250 }),
        csrf: fault === 'headers' ? fc.boolean() : fc.constant(true),
        bearer: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      })
      .map(({ path, query, body, extra, method, host, csrf, bearer }) => ({
        route: `${route.method} ${route.url}`,
        fault,
        method,
        url: query ? `${path}?${query}` : path,
        headers: { ...(body.contentType ? { 'content-type': body.contentType } : {}), ...extra },
        payload: body.payload,
        remoteAddress: `203.0.113.${host}`,
        csrf,
        bearer,
      })),
  );
}
