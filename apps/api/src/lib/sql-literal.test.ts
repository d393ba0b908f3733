import { describe, expect, it } from 'vitest';
import { inlineParameters, sqlLiteral } from './sql-literal.js';

describe('sqlLiteral', () => {
  it('quotes strings so no value can end the literal', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral("O'Brien\\")).toBe(" E'O''Brien\\\\'");
    expect(sqlLiteral("'); drop table meters; --")).toBe("'''); drop table meters; --'");
  });

  it('writes numbers, booleans, dates, NULL and arrays as node-postgres sends them', () => {
    expect(sqlLiteral(42)).toBe("'42'");
    expect(sqlLiteral(-1.5)).toBe("'-1.5'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(new Date(Date.UTC(2026, 10, 23, 8, 5)))).toBe("'2026-11-23T08:05:00.000Z'");
    expect(sqlLiteral([1, 2])).toBe(`'{"1","2"}'`);
    expect(sqlLiteral(['a"b', 'c\\d', null])).toBe(` E'{"a\\\\"b","c\\\\\\\\d",NULL}'`);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });
});

describe('inlineParameters', () => {
  it('replaces placeholders, not text in quoted literals or identifiers', () => {
    expect(
      inlineParameters(`select '$1', "$2" from t where a = $1 and b = $2 and c = $10`, [
        'x',
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        9,
        "it's",
      ]),
    ).toBe(`select '$1', "$2" from t where a = 'x' and b = '2' and c = 'it''s'`);
  });

  it('refuses a placeholder without a parameter', () => {
    expect(() => inlineParameters('select $2', ['only one'])).toThrow(/\$2/);
  });
});
