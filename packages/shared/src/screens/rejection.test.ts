import { describe, expect, it } from 'vitest';
import { RejectionCategory, RejectionReason } from '../meters.js';
import { REJECTION_REASONS } from '../lifecycle.js';
import { REJECTION_CATEGORIES } from '../meter-values.js';
import { PAGE_TITLES } from './pages.js';
import { REASON_FILTER, REJECTION_TYPE_FILTER, rejectionCategoryLabel } from './rejection.js';

describe('the Reason and the Rejection Type (issue 36)', () => {
  it('offers as Reasons exactly the categories a rejection stores, in words', () => {
    expect(REASON_FILTER.options.map((o) => o.value)).toEqual([...REJECTION_CATEGORIES]);
    for (const { value, label } of REASON_FILTER.options) {
      expect(RejectionCategory.parse(value)).toBe(value);
      expect(rejectionCategoryLabel(value)).toBe(label);
    }
    expect(rejectionCategoryLabel('location')).toBe('Location');
  });

  it('offers as Rejection Types exactly the derived labels the API filters by, each in its own words', () => {
    const values = REJECTION_TYPE_FILTER.options.map((o) => o.value);
    expect(values).toEqual(REJECTION_REASONS);
    for (const type of values) expect(RejectionReason.parse(type)).toBe(type);
    // "Commission Rejected" names a page: on screens, that type is worded apart from it (issue 38).
    const words = REJECTION_TYPE_FILTER.options.map((o) => o.label);
    expect(new Set(words).size).toBe(words.length);
    expect(words).not.toContain(PAGE_TITLES.commissionRejected);
  });

  it('writes no category as none, and keeps a value it does not know as it is', () => {
    expect(rejectionCategoryLabel(null)).toBeNull();
    expect(rejectionCategoryLabel(undefined)).toBeNull();
    expect(rejectionCategoryLabel('legacy')).toBe('legacy');
  });
});
