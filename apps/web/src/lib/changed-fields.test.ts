import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the values that differ, including a value cleared to null', () => {
    expect(
      changedFields(
        { firstName: 'Neha', circle: 'Agra', alternatePhone: '9811111111' as string | null },
        { firstName: 'Neha', circle: 'Mathura', alternatePhone: null },
      ),
    ).toEqual({ circle: 'Mathura', alternatePhone: null });
  });

  it('answers nothing when nothing changed', () => {
    expect(changedFields({ a: 'x', b: null }, { a: 'x', b: null })).toEqual({});
  });
});
