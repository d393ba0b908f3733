import fc from 'fast-check';

/**
 * The hostile corpus of the fuzzing suite (issue 13): values an attacker sends in place of a field, a
 * key, a query value, a path segment or a whole body. None of them spells an internal detail the leak
 * checks look for (a stack frame, a server path, `node_modules`, a database error), so an answer that
 * echoes one back is never taken for a leak.
 */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\b\u001b[31m\u001f\u007f',
  '\r\nSet-Cookie: smms_session=forged',
  '\u2028\u2029\u200b\u200d\ufeff\u202e',
  '\ud800',
  'x\udfffy',
  '\ud83d\ude00\ud83d',
  '\uffff\ufffe',
  "' or 1=1 --",
  "1'; drop table users; --",
  '1); select pg_sleep(5); --',
  '%',
  '_%\\',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "=cmd|' /C calc'!A0",
  '+1+2',
  '@SUM(1,1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%ZZ',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  ' 7',
  'ä¸­æ–‡ à¤¹à¤¿à¤¨à¥à¤¦à¥€',
  'हिन्दी मीटर',
  'a'.repeat(1001),
  'b'.repeat(65_537),
] as const;

/** Values of the wrong type, and numbers at or past the edges JSON and JavaScript can hold. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  [],
  [1],
  [null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__": {"isAdmin": true, "role": "BI_SUPER_ADMIN"}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
  ['a', 1, null, {}],
];

/** Keys added to an object body or a query: prototype pollution, NUL, odd and huge names. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'a\u0000b',
  '',
  ' ',
  'id',
  'role',
  'isActive',
  'passwordHash',
  'createdBy',
  'version',
  'k'.repeat(5000),
  'photo1',
  '$where',
] as const;

/** A value at most 1 MB of text once serialized, so the body stays just under or over the limit. */
export const huge = (length: number) => 'z'.repeat(length);

/** Whole bodies sent as raw bytes: broken JSON, bad UTF-8, deep nesting, numbers JSON cannot carry. */
export const RAW_JSON_BODIES: readonly (string | Buffer)[] = [
  '',
  ' ',
  'null',
  '[]',
  '"text"',
  '1e308',
  '-0',
  'NaN',
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a": 9007199254740993}',
  '{"a": 1e999}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '\ufeff{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0xf8, 0x88, 0x80, 0x80, 0x80, 0x22, 0x7d]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
];

/** Content types a route does not take, or takes with a twist the parser must refuse. */
export const HOSTILE_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/csv',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'image/jpeg',
  'application/json, text/html',
  ';;;',
] as const;

/** Path segments past the edges of a numeric id or a name, already URL-encoded (some of them wrongly). */
export const HOSTILE_PATH_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '%20',
  '%00',
  '%ZZ',
  '%E0%A4',
  '%C3%28',
  '..',
  '%2e%2e%2f%2e%2e%2f',
  '..%2F..%2Fpackage.json',
  encodeURIComponent("1' or '1'='1"),
  encodeURIComponent('<script>'),
  encodeURIComponent('हिन्दी'),
  'x'.repeat(300),
  'true',
  'null',
  '%5B1%5D',
] as const;

/** Raw query strings that break the usual shape: repeated, nested, empty and badly encoded keys. */
export const HOSTILE_QUERIES = [
  'page=1&page=2&page=3',
  'q=a&q=b',
  'page[]=1',
  'page[$gt]=0',
  '__proto__[role]=BI_SUPER_ADMIN',
  'constructor[prototype][x]=1',
  '&&&==&=',
  'q=%',
  'q=%E0%A4%A',
  'q=%00',
  'q=%C3%28',
  '=1',
  'pageSize=1e9',
  'pageSize=-1',
  'page=9007199254740993',
  'sort=id;drop table meters',
  'stage=__proto__',
  `q=${'%41'.repeat(20_000)}`,
  Array.from({ length: 2000 }, (_, i) => `k${i}=${i}`).join('&'),
] as const;

/** Text as a person of the field might type it: what mostly-valid values are built from. */
const PLAIN = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,18}$/);

export const hostileText = fc.constantFrom(...HOSTILE_TEXT);
/** Anything that may stand in for a field's value: hostile text, a wrong type, a huge string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.constantFrom(huge(200_000), huge(1_048_600)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
export const plainText = PLAIN;
