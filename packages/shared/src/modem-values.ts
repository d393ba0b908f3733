import type { Stage, StateLabel } from './lifecycle.js';

/**
 * The modem lists, stages, sorts, export names and messages, without the zod schemas of the modem calls
 * (modems.ts): a screen that only shows modems does not load zod (issue 12).
 */

/** SPEC §4's modem label of each state: Accepted, Rejected, Commissioned (Pending and LIVE), Installed. */
export const MODEM_STAGES = [
  'Installed',
  'Commissioned',
  'Accepted',
  'Rejected',
] as const satisfies readonly StateLabel<'modems'>[];
export type ModemStageValue = (typeof MODEM_STAGES)[number];

/**
 * The officer modems page's tiles are lists (stages, cumulative) named with the modem words, so each
 * tile's count, the officer table's modem columns and the list a tile opens are one number.
 */
export const MODEM_TILE_STAGES = {
  Installed: 'installed',
  Commissioned: 'commissioned',
  Accepted: 'accepted',
  Rejected: 'rejected',
} as const satisfies Record<ModemStageValue, Stage>;

/**
 * The four modem lists of SPEC §2.9 and §7 (GET /modem/{list}), each a lifecycle stage: every modem is
 * installed; a LIVE one is also commissioned; approved ones are accepted, rejected ones rejected.
 */
export const MODEM_LISTS = {
  all: 'installed',
  commissioned: 'commissioned',
  accepted: 'accepted',
  rejected: 'rejected',
} as const satisfies Record<string, Stage>;
export type ModemList = keyof typeof MODEM_LISTS;
export const MODEM_LIST_NAMES = Object.keys(MODEM_LISTS) as ModemList[];

export const MODEM_SORTS = ['installedOn', 'modemSno', 'division', 'stepSince', 'id'] as const;
export type ModemSort = (typeof MODEM_SORTS)[number];

/** SPEC §2.9 export file names, by list: AE_ADMIN's and the BI roles'. */
export const MODEM_EXPORT_PREFIXES: Record<ModemList, { ae: string; bi: string }> = {
  all: { ae: 'ae-modems-installed', bi: 'bi-superadmin-modems-installed' },
  commissioned: { ae: 'ae-modems-commissioned', bi: 'bi-superadmin-modems-commissioned' },
  accepted: { ae: 'ae-modems-commission-done', bi: 'bi-superadmin-modems-commission-done' },
  rejected: { ae: 'ae-modems-commission-rejected', bi: 'bi-superadmin-modems-commission-rejected' },
};

/** The answers of the modem calls. */
export const MODEM_API_TEXTS = {
  notFound: 'Modem not found',
  fetched: 'Modems fetched successfully',
  saved: 'Modem data saved successfully',
  alreadySaved: 'Modem already registered; nothing changed',
  sendModem: 'Send the modem data as JSON or a multipart form',
  officerRequired: 'Choose the field officer who installed this modem',
  photoNotFound: 'Photo not found',
} as const;

/** The modem words of the commission changes (the meters' are METER_LIFECYCLE). */
export const MODEM_LIFECYCLE = {
  forbiddenTransition: (from: string, to: string) => `A modem cannot go from ${from} to ${to}.`,
  roleCannot: (role: string, from: string, to: string, allowed: readonly string[]) =>
    `Your role (${role}) cannot move a modem from ${from} to ${to}: only ${allowed.join(' or ')} can.`,
  categoryRequired: 'Choose a rejection category',
  rejectCommentRequired: 'A comment is required to reject a modem.',
  reopenCommentRequired: 'Say what was fixed: a comment is required to reopen a modem.',
  approved: 'Modem approved',
  rejected: 'Modem rejected',
  reopened: 'Modem reopened for review',
  /** POST /modems/{id}/undo-decision (lifecycle.ts undoRefusal). */
  undone: 'Modem decision undone: it awaits a decision again',
  nothingToUndo:
    'There is no decision to undo: the last change to this modem was not an approval or a rejection.',
} as const;
