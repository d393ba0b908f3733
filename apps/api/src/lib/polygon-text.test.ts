import { describe, expect, it } from 'vitest';
import { polygonText, ringOf } from './polygon-text.js';

describe('polygon text', () => {
  it('writes a ring as PostgreSQL reads it and reads it back closed, as GeoJSON writes it', () => {
    const text = polygonText([
      [78.01, 27.18],
      [-0.5, 1e-7],
      [78.2, 27.3],
    ]);
    expect(text).toBe('((78.01,27.18),(-0.5,1e-7),(78.2,27.3))');
    expect(ringOf(text)).toEqual([
      [78.01, 27.18],
      [-0.5, 1e-7],
      [78.2, 27.3],
      [78.01, 27.18],
    ]);
  });
});
