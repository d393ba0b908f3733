/** The photo viewer of the meter and modem detail dialogs: steps through the photos, zooms and rotates. */
export const PHOTO_VIEWER_TEXTS = {
  description: 'Use the arrow keys to step through the photos, + and − to zoom, 0 to reset, R to rotate.',
  controls: 'Photo controls',
  previous: 'Previous photo',
  next: 'Next photo',
  position: (index: number, count: number) => `${index} of ${count}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  zoomLevel: (percent: number) => `${percent}%`,
  rotate: 'Rotate',
  /** The zoomed photo's scroll area, reachable by keyboard. */
  viewport: 'Photo, scroll to see all of it when zoomed',
} as const;

/** An installation's photo slots: the empty ones are one line, not a box each. */
export const PHOTO_GRID_TEXTS = {
  /** Some slots hold a photo: "2 of 4 photos: slots 3 and 4 empty". */
  partial: (count: number, slots: number, empty: readonly number[]) =>
    `${count} of ${slots} photos: ${empty.length === 1 ? 'slot' : 'slots'} ${
      empty.length === 1 ? empty[0] : `${empty.slice(0, -1).join(', ')} and ${empty[empty.length - 1]}`
    } empty`,
} as const;
