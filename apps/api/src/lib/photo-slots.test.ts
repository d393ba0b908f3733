import { describe, expect, it } from 'vitest';
import { slotsOf } from './photo-slots.js';

describe('photo slots from a mask', () => {
  it('lists the slots whose bits are set, in order', () => {
    expect(slotsOf(0)).toEqual([]);
    expect(slotsOf(0b0001)).toEqual([1]);
    expect(slotsOf(0b1010)).toEqual([2, 4]);
    expect(slotsOf(0b1111)).toEqual([1, 2, 3, 4]);
  });
});
