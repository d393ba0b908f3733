import type { Corner } from '@smms/shared';

/**
 * PostgreSQL's polygon type as text (area outlines, migration 0033): '((x,y),...)', x the longitude and y the
 * latitude, the ring not closed. Written by the areas module and the demo, read back for the map.
 */
export const polygonText = (corners: readonly Corner[]) =>
  `(${corners.map(([x, y]) => `(${x},${y})`).join(',')})`;

/** The corners of a polygon's text, as GeoJSON writes a ring: closed, longitude first. */
export function ringOf(polygon: string): Corner[] {
  const corners = [...polygon.matchAll(/\(([^(),]+),([^(),]+)\)/g)].map(
    ([, x, y]) => [Number(x), Number(y)] as Corner,
  );
  return corners.length ? [...corners, corners[0] as Corner] : corners;
}
