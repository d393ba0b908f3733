import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it('reads a quoted file name', () => {
    expect(fileNameFrom('attachment; filename="meters-installed-2025-01-31.csv"', 'x.csv')).toBe(
      'meters-installed-2025-01-31.csv',
    );
  });

  it('prefers the encoded filename* form', () => {
    expect(
      fileNameFrom('attachment; filename="a.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv', 'x.csv'),
    ).toBe('résumé.csv');
  });

  it('falls back when the header is missing', () => {
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
