import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Meter } from '@smms/shared';
import { meterKeys } from './meter-keys';
import { refreshAfterReview } from './refresh-after-review';

describe('refreshAfterReview', () => {
  it("rewrites the decided row in every cached page and leaves the lists' filter counts to their refetch", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const before = { id: 7, version: 1, techSupportStatus: null } as unknown as Meter;
    const after = { ...before, version: 2, techSupportStatus: 'Rejected' } as Meter;
    const page = meterKeys.list('/meters', { stage: 'pending-review' });
    const facets = meterKeys.facets('/meters', { stage: 'pending-review' });
    client.setQueryData(page, { data: [before], total: 1 });
    // A list's facets are counts, not a page of rows: a review must not take them for one (issue 38).
    client.setQueryData(facets, { success: true, data: { review: { none: 1 } } });
    await expect(refreshAfterReview(client, [after])).resolves.toBeUndefined();
    expect(client.getQueryData<{ data: Meter[] }>(page)?.data).toEqual([after]);
    expect(client.getQueryData(meterKeys.detail(7))).toEqual(after);
    expect(client.getQueryState(facets)?.isInvalidated).toBe(true);
  });
});
