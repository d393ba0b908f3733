import type { ConsoleRole } from '../roles.js';

/**
 * The filters every meter and modem list offers beside its own (issue 38): the Installed range (its words in
 * installed-range.ts, which the API shares) and the field officer, and the notice of a link's filter or sort
 * the list does not offer.
 */
export const LIST_FILTER_TEXTS = {
  officerLabel: 'Field officer',
  allOfficers: 'All field officers',
  searchOfficers: 'Search field officers',
  noOfficers: 'No field officers found',
  /** The chip of the officer filter: "Field officer: Asha Verma". */
  officerChip: 'Field officer',
  ignoredTitle: 'Part of the link was ignored',
  /** "Review “All Pending” is not offered on this list; it shows without it." */
  ignored: (items: readonly { name: string; value: string }[]) =>
    `${items.map((i) => `${i.name} “${i.value}”`).join(', ')} ${items.length === 1 ? 'is' : 'are'} not offered on this list; it shows without ${items.length === 1 ? 'it' : 'them'}.`,
  sortName: 'Sort',
} as const;

/**
 * Who may pick a field officer on a list: the roles that see officers (the people lists' MANAGERS: the super
 * admin all, an AE_ADMIN its own). A BI_ADMIN manages no people and has no officer page (SPEC §2.1).
 */
export const canPickOfficer = (role: ConsoleRole) => role === 'BI_SUPER_ADMIN' || role === 'AE_ADMIN';
