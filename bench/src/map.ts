/**
 * The map (issue 42) at utility size: every meter counted into the cells of the map's grid (GET /meters/map, one
 * statement by state and flags) against the same GROUP BY in plain SQL, and a close-up of a few kilometres.
 */
import type pg from 'pg';
import { cellDegrees } from '@smms/shared';
import { drive, medianLoad, pgLoop, type Load } from './measure.js';
import type { BenchOptions } from './options.js';
import type { Server } from './server.js';
import type { Row } from './table.js';

const API = '/api/v1';
const ms = (v: number) => `${v.toFixed(1)} ms`;
/** The whole of the bench's meters (a degree square) at the zoom a map of a district opens at. */
const WHOLE_ZOOM = 8;
/** About 5 km square inside the bench's square, at a street's zoom. */
const CLOSE = `${API}/meters/map?zoom=14&bbox=78.40,26.40,78.45,26.45`;

export async function measureMap(
  options: BenchOptions,
  server: Server,
  cookie: string,
  pool: pg.Pool,
  rows: Row[],
) {
  const cell = cellDegrees(WHOLE_ZOOM);
  const whole = `${API}/meters/map?zoom=${WHOLE_ZOOM}`;
  const raw = `select count(*), avg(latitude), avg(longitude) from meters
                where latitude is not null and longitude is not null
                group by floor(longitude / ${cell}), floor(latitude / ${cell})`;
  const w: Load[] = [];
  const c: Load[] = [];
  const r: Load[] = [];
  await drive(server.base + whole, cookie, options.seconds);
  for (let round = 0; round < options.rounds; round += 1) {
    w.push(await drive(server.base + whole, cookie, options.seconds));
    c.push(await drive(server.base + CLOSE, cookie, options.seconds));
    r.push(await pgLoop(pool, raw, options.seconds));
  }
  const [mapWhole, mapClose, groupBy] = [medianLoad(w), medianLoad(c), medianLoad(r)];
  rows.push(
    {
      metric: `map of every meter (zoom ${WHOLE_ZOOM}, cells by state and flags) vs the same GROUP BY in SQL: p50`,
      baseline: ms(groupBy.p50),
      smms: ms(mapWhole.p50),
      ratio: mapWhole.p50 / groupBy.p50,
      target: '≤ 2× raw',
      pass: mapWhole.p50 / groupBy.p50 <= 2,
    },
    {
      metric: 'map close up (5 km square, zoom 14, each meter named): p50',
      baseline: '-',
      smms: ms(mapClose.p50),
      ratio: Number.NaN,
      target: '≤ 300 ms',
      pass: mapClose.p50 <= 300,
    },
  );
  return { whole: mapWhole, close: mapClose, groupBy };
}
