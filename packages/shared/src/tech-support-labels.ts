import { TECH_SUPPORT_STATUSES } from './enum-values.js';
import { COMMISSION_WORDS } from './lifecycle.js';

/** Tech support statuses (a BI_ADMIN's recommendation and working status) in words, on every screen. */

/**
 * What the tech support statuses read as on every screen (SPEC §4: In Progress, Escalated, Not Set), in the one
 * vocabulary (DESIGN §7): a verdict reads as the recommendation (Approve, Reject); the super admin's working
 * words never reuse a state's word ("Pending" is the decision awaited, "Commissioned" the LIVE list).
 */
const NOT_STARTED = 'Not started';

export const TECH_SUPPORT_LABELS: Record<string, string> = {
  APPROVED: 'Approve',
  REJECTED: 'Reject',
  IN_PROGRESS: 'In Progress',
  ESCALATED: 'Escalated',
  PENDING: NOT_STARTED,
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
  COMMISSIONED: 'Completed',
};
/** A status never set reads as PENDING does: nobody has started on it (SPEC §4's "Not Set", in one word). */
export const TECH_SUPPORT_NOT_SET = NOT_STARTED;

/** A stored code in words, for codes without a label of their own: `IN_REVIEW` reads "In Review". */
export const codeToWords = (code: string) =>
  code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/** A tech support status in words: a known code by its label, missing as "Not started", any other title-cased. */
export function techSupportLabel(status: string | null | undefined): string {
  const code = status?.trim() ?? '';
  if (!code) return TECH_SUPPORT_NOT_SET;
  return TECH_SUPPORT_LABELS[code.toUpperCase()] ?? codeToWords(code);
}

/**
 * The codes whose words on screen contain the search (issue 38: "In Progress" finds IN_PROGRESS as the table
 * shows it), for the list's SQL to match besides the stored code itself.
 */
export function techSupportCodesShowing(search: string): string[] {
  const q = search.trim().toLowerCase();
  if (!q) return [];
  return TECH_SUPPORT_STATUSES.filter((code) => techSupportLabel(code).toLowerCase().includes(q));
}

/**
 * A status a history entry moved from or to, in words: a decision's (Pending, Approved, Rejected, as stored) in the
 * states' words ("Awaiting review", "Accepted"), a tech support code as above.
 */
export function reviewStatusWord(status: string | null | undefined): string {
  return status && Object.hasOwn(COMMISSION_WORDS, status)
    ? COMMISSION_WORDS[status as keyof typeof COMMISSION_WORDS]
    : techSupportLabel(status);
}
