import L from 'leaflet';
import {
  INSTALLATION_STATES,
  MAP_SCREEN as T,
  type InstallationKind,
  type InstallationState,
  type MapCell,
} from '@smms/shared';

/**
 * Each state's colour on the map, the same in light and dark (the map's ground is light in both), dark enough for
 * white figures; a flag rings the mark in amber.
 */
export const STATE_FILL: Record<InstallationState, string> = {
  installed: '#475569',
  commissioned: '#1d4ed8',
  accepted: '#047857',
  rejected: '#be123c',
};

/** The state most of a cell's installations are in. */
const mainState = (cell: MapCell): InstallationState =>
  INSTALLATION_STATES.reduce<InstallationState>(
    (best, s) => (cell.states[s] > cell.states[best] ? s : best),
    'installed',
  );

const FLAG_RING = 'ring-4 ring-amber-400';

/**
 * A cell's mark: a single installation as a dot of its state's colour, a group as a disc as wide as the log of its
 * count with the count on it; a flagged one ringed. Each is a button (Leaflet's keyboard option) named in words.
 */
export function cellMarker(
  cell: MapCell,
  kind: InstallationKind,
  on: { open: (id: number) => void; zoomIn: (cell: MapCell) => void },
): L.Marker {
  const state = mainState(cell);
  const flagged = cell.flagged > 0;
  const single = cell.installation;
  const size = single ? 16 : Math.round(24 + Math.min(18, Math.log10(cell.count) * 6));
  const label = single
    ? T.single(kind, single.serial, state, flagged)
    : T.group(cell.count, kind, cell.states, cell.flagged);
  const text = single ? '' : cell.count >= 10_000 ? `${Math.round(cell.count / 1000)}k` : String(cell.count);
  const marker = L.marker([cell.latitude, cell.longitude], {
    keyboard: true,
    title: label,
    icon: L.divIcon({
      className: '',
      iconSize: [size, size],
      html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white text-[11px] font-semibold text-white shadow-md ${flagged ? FLAG_RING : ''}" style="background:${STATE_FILL[state]}" aria-hidden="true">${text}</span>`,
    }),
  });
  const act = () => (single ? on.open(single.id) : on.zoomIn(cell));
  marker.on('click', act);
  // A button's keys: Leaflet makes the mark focusable, and tells its key presses, not a click.
  marker.on('keypress', (event) => {
    const { key } = (event as L.LeafletKeyboardEvent).originalEvent;
    if (key === 'Enter' || key === ' ') act();
  });
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
  return marker;
}

/** A plain grid under the marks when no tiles are drawn: each tile a bordered square. */
export const GridLayer = L.GridLayer.extend({
  createTile() {
    const tile = document.createElement('div');
    tile.className = 'border-r border-b border-slate-400/60';
    return tile;
  },
});
