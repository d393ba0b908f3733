/** Tech support statuses (a BI_ADMIN's recommendation and working status) in words, on every screen. */

/** What the tech support statuses read as on every screen (SPEC §4: In Progress, Escalated, Not Set). */
export const TECH_SUPPORT_LABELS: Record<string, string> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  IN_PROGRESS: 'In Progress',
  ESCALATED: 'Escalated',
  PENDING: 'Pending',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
  COMMISSIONED: 'Commissioned',
};
export const TECH_SUPPORT_NOT_SET = 'Not Set';

/** A stored code in words, for codes without a label of their own: `IN_REVIEW` reads "In Review". */
export const codeToWords = (code: string) =>
  code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/** A tech support status in words: a known code by its label, missing as "Not Set", any other title-cased. */
export function techSupportLabel(status: string | null | undefined): string {
  const code = status?.trim() ?? '';
  if (!code) return TECH_SUPPORT_NOT_SET;
  return TECH_SUPPORT_LABELS[code.toUpperCase()] ?? codeToWords(code);
}
