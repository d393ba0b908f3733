import type { ComparedField } from '../discom-rule.js';
import { AUTO_COMMISSION_MESSAGES } from '../discom-messages.js';
import { COMPARISON_FIELD_LABELS } from './review.js';

/** A rule's setting in words, for the activity log's from/to and the settings section. */
export function ruleSummary(rule: { enabled: boolean; fields: readonly ComparedField[] }): string {
  if (!rule.enabled) return 'Off';
  return `On: ${rule.fields.map((f) => COMPARISON_FIELD_LABELS[f]).join(', ')} must match`;
}

/**
 * The super admin's section for the auto-commissioning rule (issue 36), on the DTR Master Import page, and the
 * undo of one of its approvals from a meter's details.
 */
export const AUTO_COMMISSION_TEXTS = {
  heading: 'Auto-commissioning rule',
  description:
    'When on, the server approves a LIVE Pending meter whose fields below all match its DTR master row: when the head-end first hears from it, when its DTR fields change, and after a DTR import. Each approval is the rule’s, in the meter’s review record. It never approves a meter a person rejected, a BI_ADMIN recommended rejecting, or whose automatic approval was undone.',
  enabled: 'Approve matching meters automatically',
  enabledHint: 'Off: every Pending meter waits for people, whatever it matches.',
  fieldsLegend: 'Fields that must match',
  alwaysCompared: 'Always compared: the DTR number finds the master row.',
  save: 'Save rule',
  saving: 'Saving...',
  savedToast: 'Auto-commissioning rule saved',
  unchanged: 'Nothing to save: the rule is as shown.',
  stale: 'Someone changed the rule while you were editing it; it now shows their change. Make yours again.',
  loadFailed: 'The auto-commissioning rule could not be loaded.',
  retry: 'Retry',
  current: (summary: string) => `Now: ${summary}.`,
  lastChanged: (name: string) => `Last changed by ${name}`,
  lastChangedBySystem: 'Set when the database was upgraded: the rule ran before it could be turned off.',
  neverChanged: 'Never changed: a new database starts with the rule off.',
  /** The meter details' action and its dialog (a required comment). */
  undo: 'Undo automatic approval',
  undoTitle: (what: string) => `Undo the automatic approval of ${what}?`,
  undoBody:
    'It goes back to review with its whole record, people decide it, and the rule never approves it again.',
  undoReason: 'Why the approval is undone',
  undoReasonRequired: AUTO_COMMISSION_MESSAGES.undoCommentRequired,
  undone: (meterSno: string) => `Automatic approval of meter ${meterSno} undone`,
  undoFailed: 'Failed to undo the automatic approval. Please try again.',
} as const;
