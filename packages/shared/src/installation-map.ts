import { z } from 'zod';
import { INSTALLATION_STATES, type InstallationState } from './lifecycle.js';

/**
 * The map (issue 42): installations with coordinates, gathered by the server into cells of the map's grid at its
 * zoom (SQL counts them), so a million meters reach the browser as at most MAP_CELL_LIMIT marks. A cell of one
 * installation names it, for a click to open it.
 */
export const MAP_ZOOM_MAX = 19;
export const MAP_CELL_LIMIT = 2_000;

/** Cells a 256-pixel tile is cut into each way: a cell is about 43 pixels across at any zoom. */
const CELLS_PER_TILE = 6;

/** A cell's side in degrees at a zoom. */
export const cellDegrees = (zoom: number) => 360 / 2 ** zoom / CELLS_PER_TILE;

export const MAP_MESSAGES = {
  bbox: 'The bounds are west,south,east,north in degrees, west before east and south before north',
} as const;

/** West, south, east, north: the part of the map the screen shows. */
export type Bounds = [west: number, south: number, east: number, north: number];

const bbox = z
  .string()
  .transform((text, ctx): Bounds => {
    const parts = text.split(',').map(Number);
    const [w, s, e, n] = parts as Bounds;
    const ok =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      Math.abs(w) <= 180 &&
      Math.abs(e) <= 180 &&
      Math.abs(s) <= 90 &&
      Math.abs(n) <= 90 &&
      w < e &&
      s < n;
    if (!ok) ctx.addIssue({ code: 'custom', message: MAP_MESSAGES.bbox });
    return [w, s, e, n];
  })
  .optional();

/** What a map call adds to its list's filters: where the screen looks (all the world without it) and how close. */
export const MapQuery = {
  bbox,
  zoom: z.coerce.number().int().min(0).max(MAP_ZOOM_MAX).default(5),
};

export const MapCell = z.object({
  /** The middle of the cell's installations. */
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  /** How many of them hold a flag. */
  flagged: z.number().int(),
  /** How many are in each state. */
  states: z.object(
    Object.fromEntries(INSTALLATION_STATES.map((s) => [s, z.number().int()])) as Record<
      InstallationState,
      z.ZodNumber
    >,
  ),
  /** The installation, when the cell holds one. */
  installation: z.object({ id: z.number().int(), serial: z.string() }).nullable(),
});
export type MapCell = z.infer<typeof MapCell>;

export const InstallationMap = z.object({
  success: z.literal(true),
  data: z.object({
    cells: z.array(MapCell),
    /** Installations with coordinates in the bounds; `cells` holds them all unless `truncated`. */
    located: z.number().int(),
    /** More cells than MAP_CELL_LIMIT: the fullest are answered. */
    truncated: z.boolean(),
    /** Without bounds asked: the bounds of every matching installation with coordinates (null: none). */
    extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  }),
});
export type InstallationMap = z.infer<typeof InstallationMap>;
export type InstallationMapData = InstallationMap['data'];
