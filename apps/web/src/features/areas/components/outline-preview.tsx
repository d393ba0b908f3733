import type { Corner } from '@smms/shared';

/**
 * An outline drawn to fit a small square, north up (longitude scaled by the latitude's cosine, as a map would), so
 * the super admin sees the shape a file holds before saving it. Decorative: the caption says it in words.
 */
export function OutlinePreview({ corners }: { corners: readonly Corner[] }) {
  const lats = corners.map(([, lat]) => lat);
  const lngs = corners.map(([lng]) => lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const span = Math.max((east - west) * squeeze, north - south) || 1;
  const x = (lng: number) => 4 + ((lng - west) * squeeze * 92) / span;
  const y = (lat: number) => 4 + ((north - lat) * 92) / span;
  const points = corners.map(([lng, lat]) => `${x(lng).toFixed(2)},${y(lat).toFixed(2)}`).join(' ');
  return (
    <svg viewBox="0 0 100 100" className="size-32 shrink-0 rounded-md border bg-muted/40" aria-hidden="true">
      <polygon
        points={points}
        className="fill-primary/15 stroke-primary"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
