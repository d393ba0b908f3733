import { STATE_WORDS, type InstallationState } from '../lifecycle.js';
import type { InstallationKind } from '../review-record.js';

const KIND = { meter: 'meter', modem: 'modem' } as const satisfies Record<InstallationKind, string>;
const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

/** The map (issue 42): each view's installations where they stand, over the areas' outlines. */
export const MAP_SCREEN = {
  description: (kind: InstallationKind) =>
    `Every ${KIND[kind]} with coordinates where it stands, over the outlines of the circles and divisions. Choose a group to zoom in, a single ${KIND[kind]} to open it.`,
  label: (kind: InstallationKind) => `Map of ${KIND[kind]}s`,
  loading: 'Loading the map...',
  failed: 'The map could not be loaded.',
  retry: 'Retry',
  located: (n: number, kind: InstallationKind) => `${plural(n, KIND[kind])} with coordinates in view`,
  truncated: 'Only the 2,000 fullest places are shown: zoom in for the rest.',
  noTiles: 'No tile server is set for the map: it shows the outlines of the areas on a grid.',
  tilesUnreachable:
    'The tile server could not be reached: the map shows the outlines of the areas on a grid.',
  listLabel: 'Installations to show',
  /** A list's link to the map of what it shows, carrying its filters. */
  viewOnMap: 'View on map',
  carried: 'Also filtered as the list it was opened from (its search and filters).',
  clearCarried: 'Clear those filters',
  lists: { all: 'Every installation', live: 'Live', accepted: 'Accepted', rejected: 'Rejected' },
  legend: 'Legend',
  flaggedMark: 'Flagged',
  stateWords: STATE_WORDS,
  /** A group's mark, as a screen reader and a hover say it. */
  group: (
    count: number,
    kind: InstallationKind,
    states: Record<InstallationState, number>,
    flagged: number,
  ) =>
    `${plural(count, KIND[kind])}: ${Object.entries(states)
      .filter(([, n]) => n > 0)
      .map(([state, n]) => `${n} ${STATE_WORDS[state as InstallationState].toLowerCase()}`)
      .join(', ')}${flagged > 0 ? `; ${flagged} flagged` : ''}. Zoom in`,
  /** A single installation's mark. */
  single: (kind: InstallationKind, serial: string, state: InstallationState, flagged: boolean) =>
    `${KIND[kind] === 'meter' ? 'Meter' : 'Modem'} ${serial}: ${STATE_WORDS[state].toLowerCase()}${flagged ? ', flagged' : ''}. Open`,
  areaOutline: (kind: string, name: string) => `${kind} ${name}`,
} as const;
