import { z } from 'zod';
import type { AreaKind } from './areas.js';

/**
 * Area outlines (issue 42): a circle's or a division's boundary, as the utility's GIS exports it (GeoJSON), so
 * that an installation whose coordinates lie outside its area is flagged and the map can draw the areas. Only the
 * two levels installations are checked against carry one; the outline is one ring of corners (no holes, one part).
 */
export const OUTLINE_KINDS = ['circle', 'division'] as const satisfies readonly AreaKind[];
export const hasOutlineLevel = (kind: AreaKind): kind is (typeof OUTLINE_KINDS)[number] =>
  (OUTLINE_KINDS as readonly string[]).includes(kind);

/** Corners an outline may have: a circle's boundary simplified to ~100 m holds a few thousand. */
export const OUTLINE_MAX_POINTS = 10_000;

/** A corner as GeoJSON writes it: longitude, then latitude. */
export type Corner = [lng: number, lat: number];

export const OUTLINE_MESSAGES = {
  notGeoJson: 'Send a GeoJSON Polygon, or a Feature or FeatureCollection holding one.',
  oneFeature: (n: number) => `The file holds ${n} features. Send the area's outline alone.`,
  oneRing: 'The outline has holes. Send its outer boundary alone.',
  onePart: (n: number) => `The outline has ${n} separate parts. Send the area's main part alone.`,
  badCorner: (at: number) => `Corner ${at} is not a longitude (−180 to 180) and latitude (−90 to 90) pair.`,
  tooFew: 'An outline needs at least 3 distinct corners.',
  tooMany: (n: number) =>
    `The outline has ${n.toLocaleString('en-IN')} corners, more than ${OUTLINE_MAX_POINTS.toLocaleString('en-IN')}. Simplify it (to about 100 m) first.`,
  wrongLevel: 'Only circles and divisions have outlines: installations are checked against them.',
  set: (name: string) => `Outline of ${name} saved; its installations are checked against it`,
  removed: (name: string) => `Outline of ${name} removed`,
  none: (name: string) => `${name} has no outline`,
} as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The geometry a GeoJSON text holds: a geometry itself, a Feature's, or a one-feature FeatureCollection's. */
function geometryOf(value: Json): Json | string {
  if (value.type === 'FeatureCollection') {
    const features = Array.isArray(value.features) ? value.features : [];
    if (features.length !== 1) return OUTLINE_MESSAGES.oneFeature(features.length);
    return isObject(features[0]) ? geometryOf(features[0]) : OUTLINE_MESSAGES.notGeoJson;
  }
  if (value.type === 'Feature')
    return isObject(value.geometry) ? value.geometry : OUTLINE_MESSAGES.notGeoJson;
  return value;
}

const isCorner = (p: unknown): p is [number, number, ...number[]] =>
  Array.isArray(p) &&
  p.length >= 2 &&
  typeof p[0] === 'number' &&
  typeof p[1] === 'number' &&
  Math.abs(p[0]) <= 180 &&
  Math.abs(p[1]) <= 90;

/**
 * The outline a GeoJSON value draws, as its ring of distinct corners (the closing corner and any altitude left
 * off), or what is wrong with it in words. The server's body schema and the Areas screen's file check ask it.
 */
export function outlineOf(value: unknown): Corner[] | string {
  if (!isObject(value)) return OUTLINE_MESSAGES.notGeoJson;
  const geometry = geometryOf(value);
  if (typeof geometry === 'string') return geometry;
  let rings: unknown = geometry.coordinates;
  if (geometry.type === 'MultiPolygon') {
    const parts = Array.isArray(rings) ? rings : [];
    if (parts.length !== 1) return OUTLINE_MESSAGES.onePart(parts.length);
    rings = parts[0];
  } else if (geometry.type !== 'Polygon') return OUTLINE_MESSAGES.notGeoJson;
  if (!Array.isArray(rings) || rings.length === 0 || !Array.isArray(rings[0]))
    return OUTLINE_MESSAGES.notGeoJson;
  if (rings.length > 1) return OUTLINE_MESSAGES.oneRing;
  const ring = rings[0] as unknown[];
  const corners: Corner[] = [];
  for (const [at, p] of ring.entries()) {
    if (!isCorner(p)) return OUTLINE_MESSAGES.badCorner(at + 1);
    const last = corners.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) corners.push([p[0], p[1]]);
  }
  const first = corners[0];
  const last = corners.at(-1);
  if (corners.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) corners.pop();
  if (corners.length > OUTLINE_MAX_POINTS) return OUTLINE_MESSAGES.tooMany(corners.length);
  if (new Set(corners.map((c) => c.join())).size < 3) return OUTLINE_MESSAGES.tooFew;
  return corners;
}

/** PUT /areas/{id}/outline's body: the GeoJSON itself, answered as its ring of corners. */
export const AreaOutlineBody = z
  .looseObject({ type: z.string({ error: OUTLINE_MESSAGES.notGeoJson }) })
  .transform((value, ctx) => {
    const outline = outlineOf(value);
    if (typeof outline === 'string') {
      ctx.addIssue({ code: 'custom', message: outline });
      return z.NEVER;
    }
    return outline;
  });

const Position = z.tuple([z.number(), z.number()]);

/** One area's outline as GeoJSON draws it (the ring closed), with the area it bounds. */
export const AreaOutlineFeature = z.object({
  type: z.literal('Feature'),
  id: z.number().int(),
  properties: z.object({
    id: z.number().int(),
    kind: z.enum(OUTLINE_KINDS),
    name: z.string(),
    /** The circle it is in (a division's), or its own name (a circle's). */
    circle: z.string(),
  }),
  geometry: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position)) }),
});
export type AreaOutlineFeature = z.infer<typeof AreaOutlineFeature>;

/** GET /areas/outlines: every outline, circles first; what the map draws under the installations. */
export const AreaOutlines = z.object({
  success: z.literal(true),
  data: z.object({ type: z.literal('FeatureCollection'), features: z.array(AreaOutlineFeature) }),
});
export type AreaOutlines = z.infer<typeof AreaOutlines>;
