import pg from 'pg';

/**
 * A bind parameter as the SQL literal PostgreSQL would read for it. node-postgres sends every parameter as
 * text of unknown type, and a quoted literal is text of unknown type too, so the server infers the same
 * types either way: inlining changes nothing but where the value travels. Needed for COPY, which takes
 * no parameters. Strings go through pg's escapeLiteral (quotes doubled; a backslash turns the literal
 * into E'…' with the backslash doubled), so no value can end the literal.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot inline the number ${value}`);
    return pg.escapeLiteral(String(value));
  }
  if (typeof value === 'bigint' || typeof value === 'boolean') return pg.escapeLiteral(String(value));
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return pg.escapeLiteral(arrayText(value));
  throw new Error(`cannot inline a parameter of type ${typeof value}`);
}

/** A PostgreSQL array's text form, `{"a","b"}`: each element quoted, its quotes and backslashes escaped. */
function arrayText(values: readonly unknown[]): string {
  const element = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayText(v);
    const text = v instanceof Date ? v.toISOString() : String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  };
  return `{${values.map(element).join(',')}}`;
}

/**
 * Compiled SQL with its `$n` placeholders replaced by the parameters as literals. Placeholders are only
 * sought outside quoted literals and identifiers, so a `$1` written inside a string constant stays as it is.
 */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, index: string | undefined) => {
    if (index === undefined) return match;
    const i = Number(index) - 1;
    if (i < 0 || i >= parameters.length) throw new Error(`no parameter for $${index}`);
    return sqlLiteral(parameters[i]);
  });
}
