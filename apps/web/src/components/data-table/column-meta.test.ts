import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { shownOrderIsDesc } from './column-meta';

const columns: ColumnDef<unknown, unknown>[] = [
  { id: 'installedOn' },
  { id: 'stepSince', meta: { durationOfSortKey: true } },
];

describe('shownOrderIsDesc', () => {
  it('shows a duration column in the reverse of its key’s order (the oldest time is the longest wait)', () => {
    expect(shownOrderIsDesc(columns, 'stepSince', false)).toBe(true);
    expect(shownOrderIsDesc(columns, 'stepSince', true)).toBe(false);
  });

  it('leaves every other column’s order, and an order by no column, as the API has it', () => {
    expect(shownOrderIsDesc(columns, 'installedOn', true)).toBe(true);
    expect(shownOrderIsDesc(columns, 'installedOn', false)).toBe(false);
    expect(shownOrderIsDesc(columns, 'id', true)).toBe(true);
  });
});
