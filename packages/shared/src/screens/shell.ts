import { formatCount } from './numbers.js';

/**
 * The console shell's own words beyond SHELL_LABELS (pages.ts): the tab title, the keyboard shortcuts
 * dialog, the colour theme, the bell and the header's spoken names. The console and its browser tests
 * read the same strings.
 */
export const DOCUMENT_TITLE = {
  suffix: 'SMMS',
  /** "<Page title> · SMMS": the browser tab of every route. */
  of: (title: string) => `${title} · SMMS`,
  notFound: 'Page not found',
} as const;

/**
 * Where a shortcut works: every screen, a list, a list with search, a list whose rows open (and the record
 * dialog's Previous/Next), a super admin's decision, a BI admin's recommendation. The `?` dialog lists only
 * the keys of the screen it is opened on (issue 38).
 */
export type ShortcutScope = 'any' | 'search' | 'open' | 'decide' | 'recommend';

export interface ShortcutEntry {
  keys: readonly string[];
  action: string;
  scope: ShortcutScope;
}

/** The keyboard shortcuts dialog (`?`): each key and what it does, in the order people meet them. */
export const SHORTCUTS = {
  title: 'Keyboard shortcuts',
  open: 'Keyboard shortcuts',
  description: 'Keys that work on this screen when you are not typing in a field.',
  keyColumn: 'Key',
  actionColumn: 'Action',
  groups: [
    {
      heading: 'Lists',
      keys: [
        { keys: ['/'], action: "Focus the list's search", scope: 'search' },
        { keys: ['J', '↓'], action: 'Go to the first row', scope: 'open' },
        { keys: ['↑', '↓'], action: 'Move between rows', scope: 'open' },
        { keys: ['Home', 'End'], action: 'First or last row', scope: 'open' },
        { keys: ['Enter'], action: 'Open the row', scope: 'open' },
      ],
    },
    {
      heading: 'Review dialogs',
      keys: [
        { keys: ['J', 'K'], action: 'Next or previous record', scope: 'open' },
        { keys: ['A'], action: 'Approve', scope: 'decide' },
        { keys: ['R'], action: 'Reject', scope: 'decide' },
        {
          keys: ['U'],
          action: 'Undo the last approval or rejection, while its message shows',
          scope: 'decide',
        },
        {
          keys: ['Enter'],
          action: 'Confirm an approval that asks first (never heard from)',
          scope: 'decide',
        },
        { keys: ['A'], action: 'Recommend approval', scope: 'recommend' },
        { keys: ['R'], action: 'Recommend rejection', scope: 'recommend' },
        { keys: ['Enter'], action: 'Send the recommendation (from Update)', scope: 'recommend' },
        { keys: ['Ctrl', 'Enter'], action: 'Send the recommendation', scope: 'recommend' },
      ],
    },
    {
      heading: 'Anywhere',
      keys: [
        { keys: ['Esc'], action: 'Close a dialog or menu', scope: 'any' },
        { keys: ['?'], action: 'Show this list', scope: 'any' },
      ],
    },
  ],
} as const satisfies {
  groups: readonly {
    heading: string;
    keys: readonly { keys: readonly string[]; action: string; scope: ShortcutScope }[];
  }[];
} & Record<string, unknown>;

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS = {
  legend: 'Theme',
  system: 'System',
  light: 'Light',
  dark: 'Dark',
} as const satisfies Record<Theme | 'legend', string>;

/** The most the bell's badge writes exactly; above it, "9,999+" (issue 38: a rounded badge never moves). */
export const BELL_EXACT_UP_TO = 9999;

/** The bell's badge: the exact count, grouped as every count is ("1,066"), up to 9,999; then "9,999+". */
export function bellBadge(count: number): string {
  return count > BELL_EXACT_UP_TO ? `${formatCount(BELL_EXACT_UP_TO)}+` : formatCount(count);
}

/** The header's controls, spoken with the text they show (WCAG 2.5.3). */
export const HEADER_LABELS = {
  home: 'home',
  profile: 'Profile',
  notifications: 'Notifications',
  /** The bell's spoken name: its label and the badge as shown, with the exact count when abbreviated. */
  bell: (count: number) => {
    const shown = bellBadge(count);
    if (count === 0) return 'Notifications';
    return count <= BELL_EXACT_UP_TO
      ? `Notifications ${shown}`
      : `Notifications ${shown} (${formatCount(count)} in all)`;
  },
} as const;
