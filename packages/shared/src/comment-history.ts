/**
 * A meter's `comments` as a history (issue 9 item 1): the tech support update stamps each line as
 * `[ISO instant] First Last: STATUS - comment` (apps/api commission.service), after whatever the
 * installer wrote. Statuses are shown as words, never as the stored codes.
 */

/** One line of the history; a free-text note has no time, author or status. */
export interface CommentEntry {
  at: string | null;
  who: string | null;
  status: string | null;
  text: string;
}

/**
 * Appends one stamped line to a meter's comments: `[instant] First Last: STATUS - comment`. The one
 * writer of the format `parseCommentHistory` reads; every review step (recommendation or decision) adds
 * a line, none replaces what is there.
 */
export function appendStamp(
  comments: string | null | undefined,
  stamp: { at: Date; who: string; status: string; comment?: string | null },
): string {
  const note = stamp.comment?.trim();
  const line = `[${stamp.at.toISOString()}] ${stamp.who}: ${stamp.status}${note ? ` - ${note}` : ''}`;
  return comments ? `${comments}\n${line}` : line;
}

/** The status a commission decision stamps (read as "Commission Approved" and so on). */
export const decisionStamp = (to: string) => `COMMISSION_${to.toUpperCase()}`;

const STAMP = /^\[(\d{4}-\d{2}-\d{2}T[^\]]+)\]\s*([^:]+?):\s*(.*)$/;
const STATUS = /^([A-Z][A-Z_]*)(?:\s+-\s*(.*))?$/;

/** A stamped line as an entry, or null when the line carries no (valid) stamp. */
function stamped(line: string): CommentEntry | null {
  const [, at = '', who = '', rest = ''] = STAMP.exec(line) ?? [];
  if (!at || Number.isNaN(Date.parse(at))) return null;
  const [, status, text = ''] = STATUS.exec(rest) ?? [];
  return status
    ? { at, who: who.trim(), status, text: text.trim() }
    : { at, who: who.trim(), status: null, text: rest.trim() };
}

/**
 * The entries of a comments text, in the order written. A line without a stamp continues the entry
 * above it (a reviewer's comment may span lines); lines before the first stamp are one free-text note.
 */
export function parseCommentHistory(comments: string | null | undefined): CommentEntry[] {
  const entries: CommentEntry[] = [];
  for (const raw of (comments ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const entry = stamped(line);
    const last = entries.at(-1);
    if (entry) entries.push(entry);
    else if (last) last.text = last.text ? `${last.text}\n${line}` : line;
    else entries.push({ at: null, who: null, status: null, text: line });
  }
  return entries;
}

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
