import path from 'node:path';

/**
 * What an answer must never carry (DESIGN §2: the error handler hides 5xx details): a stack frame, a
 * server path, a dependency's path, a database's own error text, a file read from outside the app.
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat .*\(.*:\d+:\d+\)/],
  ['stack frame', /\bat (?:async )?[\w.<>]+ \(?(?:file:\/\/|\/)[^\s)]*:\d+/],
  ['node_modules', /node_modules/],
  ['source path', /apps\/api\/(?:src|dist)|\.[jt]s:\d+:\d+/],
  ['test data dir', /smms-test-/],
  [
    'SQL error',
    /syntax error at or near|relation "[^"]*" does not exist|column "[^"]*" does not exist|violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|invalid input syntax for|invalid byte sequence|unterminated quoted|SQLSTATE|ECONNREFUSED/i,
  ],
  ['file contents', /root:x:0:0|\[fonts\]|\[extensions\]/],
  ['JS error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /],
];

const ROOT = path.resolve('.');

/** The kind of internal detail a body shows, or null. */
export function leakIn(body: string): string | null {
  if (body.includes(ROOT)) return 'server path';
  for (const [kind, pattern] of LEAKS) if (pattern.test(body)) return kind;
  return null;
}

/**
 * Whether a body is scanned for leaks: every error answer, and our own JSON and CSV. The Swagger UI's
 * files (2xx from /api/docs/static, third-party JavaScript and CSS) are not ours to scan.
 */
export const scanned = (status: number, contentType: string): boolean =>
  status >= 400 || /json|csv/.test(contentType);

/** A 4xx answer is the one error shape: JSON with a non-empty `message` (HEAD answers carry no body). */
export function isErrorShape(method: string, body: string, contentType: string): boolean {
  if (method === 'HEAD') return true;
  if (!contentType.startsWith('application/json')) return false;
  try {
    const parsed = JSON.parse(body) as { success?: unknown; message?: unknown };
    return parsed.success === false && typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}
