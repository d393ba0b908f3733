import { describe, expect, it } from 'vitest';
import { ACTIVITY_LABELS } from '@smms/shared';
import { ACTIONS } from './audit.js';

describe('audit actions and the activity log', () => {
  // GET /activities lists only labelled actions: an action without a label is written but never shown.
  it('gives every audited action a label, so the activity log shows it and can filter by it', () => {
    expect(Object.values(ACTIONS).filter((action) => !Object.hasOwn(ACTIVITY_LABELS, action))).toEqual([]);
  });
});
