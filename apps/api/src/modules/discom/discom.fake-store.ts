import type { MeterRow } from '../meters/index.js';
import type { RuleApproval } from './auto-commission.repo.js';
import type { DtrRow } from './discom.repo.js';
import type { DiscomStore } from './discom.store.js';

/**
 * An in-memory DiscomStore for the services' unit tests: DTRs by key, meters by id, and a log of what
 * was imported and audited; a transaction works on a draft and drops it when rolled back or failed.
 */
export function fakeDiscomStore(
  init: { dtrs?: DtrRow[]; meters?: MeterRow[]; approvals?: RuleApproval[]; leftForReview?: number } = {},
) {
  const key = (dtrNo: string) => dtrNo.trim().toLowerCase();
  const state = {
    dtrs: new Map((init.dtrs ?? []).map((d) => [key(d.dtrNo), d])),
    imported: [] as string[],
    audits: [] as { action: string; details: unknown }[],
  };
  const bind = (rows: typeof state): DiscomStore => ({
    findDtr: async (dtrNo) => rows.dtrs.get(key(dtrNo)),
    metersAtDtr: async (dtrNo) => ({
      meters: (init.meters ?? []).filter((m) => key(m.dtrSno ?? '') === key(dtrNo)).length,
      pendingMeters: 0,
      autoCommissionedMeters: 0,
    }),
    findMeter: async (_scope, id) => init.meters?.find((m) => m.id === id),
    importRows: async (fileRows) => {
      let inserted = 0;
      for (const row of fileRows) {
        if (!rows.dtrs.has(key(row.dtrNo))) inserted += 1;
        rows.dtrs.set(key(row.dtrNo), { dtrNo: row.dtrNo } as DtrRow);
        rows.imported.push(row.dtrNo);
      }
      return { inserted, updated: 0 };
    },
    autoCommissionImported: async () => ({
      ruleOn: true,
      meters: init.approvals ?? [],
      leftForReview: init.leftForReview ?? 0,
    }),
    audit: async (_actor, action, entry) => {
      rows.audits.push({ action, details: entry.details });
    },
    transaction: async (work, { rollback = false } = {}) => {
      const draft = { dtrs: new Map(rows.dtrs), imported: [...rows.imported], audits: [...rows.audits] };
      const result = await work(bind(draft));
      if (!rollback) Object.assign(rows, draft);
      return result;
    },
  });
  return { state, store: bind(state) };
}
