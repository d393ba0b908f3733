import { Counter, Registry } from 'prom-client';

/**
 * What the server has done, counted for /metrics (plugins/metrics.ts, issue 39): one registry per process, as a
 * process is what a scrape reads (with WORKERS, the primary sums them). Each count is made where the thing is
 * done, once it is committed.
 */
export const eventRegistry = new Registry();

export const reviewDecisions = new Counter({
  name: 'smms_review_decisions_total',
  help: 'Commission decisions committed, by installation, the status decided, and who decided (person or rule)',
  labelNames: ['installation', 'to', 'by'] as const,
  registers: [eventRegistry],
});

export const reviewDecisionsUndone = new Counter({
  name: 'smms_review_decisions_undone_total',
  help: 'Decisions their makers undid within minutes (issue 38), by installation and the status undone',
  labelNames: ['installation', 'from'] as const,
  registers: [eventRegistry],
});

export const exportRows = new Counter({
  name: 'smms_export_rows_total',
  help: 'CSV rows streamed to exports (headers not counted), as they are written',
  registers: [eventRegistry],
});

export const smsFailures = new Counter({
  name: 'smms_sms_failures_total',
  help: 'Texts the SMS provider did not take, after its retries',
  registers: [eventRegistry],
});
