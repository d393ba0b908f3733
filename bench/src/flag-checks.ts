/**
 * The checks over every installation (issue 42) at utility size, as each server start runs them
 * (flags/stored-checks.ts): the area check with every circle outlined, and the DTR check over every DTR, each in
 * its transaction against the same test in plain SQL. They leave their flags, so the rows measured after them
 * (the lists, the export's Flags column, the dashboard) and the Flagged queue and its bell count read a utility
 * with flagged installations.
 */
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { FLAG_CHECKS_DEFAULT } from '@smms/shared';
import type { Database } from '../../apps/api/src/db/schema.js';
import { refreshAreaFlags } from '../../apps/api/src/modules/flags/area-outline.sql.js';
import { refreshDtrFlags } from '../../apps/api/src/modules/flags/dtr-distance.sql.js';
import { holdFlags } from '../../apps/api/src/modules/flags/flags.repo.js';
import { drive, median, medianLoad, type Load } from './measure.js';
import type { BenchOptions } from './options.js';
import type { Server } from './server.js';
import type { Row } from './table.js';

const API = '/api/v1';
const CIRCLES = 8;
/** Each bench circle's outline: the bench's degree square but its northern strip (load.ts puts meters up to 27.03). */
const OUTLINE = '((78,26),(79,26),(79,26.99),(78,26.99))';
/** The super admin's Flagged queue as its bell opens it: its decision list filtered to Flagged, longest wait first. */
const FLAGGED_QUEUE = `${API}/meters/pending-with-tech-support?flag=any&sort=stepSince&order=asc&pageSize=50`;
const BELL = `${API}/notifications?view=Meters`;
const s = (v: number) => `${(v / 1000).toFixed(2)} s`;
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function timedMs(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

/** The bench circles, each outlined, as the super admin draws them on the Areas screen. */
async function outlineCircles(pool: pg.Pool) {
  await pool.query(
    `insert into areas (kind, name, outline)
     select 'circle', 'Circle ' || c, '${OUTLINE}'::polygon from generate_series(1, ${CIRCLES}) c`,
  );
}

export async function measureFlagChecks(options: BenchOptions, pool: pg.Pool, rows: Row[]) {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  await outlineCircles(pool);
  const outsidePlain = `select count(*) from meters i join areas c on c.kind = 'circle' and c.name = btrim(i.circle)
     where i.latitude is not null and i.longitude is not null and not (point(i.longitude, i.latitude) <@ c.outline)`;
  const farPlain = `with d as (
      select lower(btrim(dtr_sno) collate "C") as dtr, percentile_cont(0.5) within group (order by latitude) as lat,
             percentile_cont(0.5) within group (order by longitude) as lng
        from meters where latitude is not null and longitude is not null and dtr_sno is not null
       group by 1 having count(*) >= 3)
    select count(*) from meters m join d on lower(btrim(m.dtr_sno) collate "C") = d.dtr
     where 6371000 * sqrt(power(radians(m.latitude - d.lat), 2)
           + power(radians(m.longitude - d.lng) * cos(radians(d.lat)), 2)) > ${FLAG_CHECKS_DEFAULT.dtrDistanceMeters}`;
  const area: number[] = [];
  const areaPlain: number[] = [];
  const dtr: number[] = [];
  const dtrPlain: number[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    area.push(
      await timedMs(() =>
        db.transaction().execute(async (tx) => {
          await holdFlags(tx);
          await refreshAreaFlags(tx, 'meter', 'all');
        }),
      ),
    );
    areaPlain.push(await timedMs(() => pool.query(outsidePlain)));
    dtr.push(
      await timedMs(() =>
        db.transaction().execute(async (tx) => {
          await holdFlags(tx);
          await refreshDtrFlags(tx, 'all');
        }),
      ),
    );
    dtrPlain.push(await timedMs(() => pool.query(farPlain)));
  }
  const { rows: counts } = await pool.query<{ code: string; n: string }>(
    `select code, count(*) as n from installation_flags group by code`,
  );
  const flagged = Object.fromEntries(counts.map((c) => [c.code, Number(c.n)]));
  // What autovacuum would do after so many writes: the flags, and the meters whose `flagged` their triggers set
  // (the flagged queue's count reads the meters' pages as all-visible, migration 0037).
  await pool.query('analyze installation_flags');
  await pool.query('vacuum meters');
  const figures = {
    areaMs: median(area),
    areaPlainMs: median(areaPlain),
    dtrMs: median(dtr),
    dtrPlainMs: median(dtrPlain),
    flagged,
  };
  rows.push(
    {
      metric: `area check of every meter (${CIRCLES} outlined circles; ${flagged['outside-area'] ?? 0} flagged) vs the same test in SQL`,
      baseline: s(figures.areaPlainMs),
      smms: s(figures.areaMs),
      ratio: figures.areaMs / figures.areaPlainMs,
      target: '≤ 2× the test',
      pass: figures.areaMs / figures.areaPlainMs <= 2,
    },
    {
      metric: `DTR check of every DTR (${flagged['far-from-dtr'] ?? 0} meters flagged far) vs the same medians in SQL`,
      baseline: s(figures.dtrPlainMs),
      smms: s(figures.dtrMs),
      ratio: figures.dtrMs / figures.dtrPlainMs,
      target: '≤ 2× the medians',
      pass: figures.dtrMs / figures.dtrPlainMs <= 2,
    },
  );
  return figures;
}

/**
 * The super admin's Flagged queue and its bell, read over HTTP with the flags measureFlagChecks left: the queue's
 * page 1 beside the list's page 1 (`list`, the same server's p50), each within what a screen may take to open.
 */
export async function measureFlagged(
  options: BenchOptions,
  server: Server,
  cookie: string,
  list: Load,
  rows: Row[],
) {
  const queue: Load[] = [];
  const bell: Load[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    queue.push(await drive(server.base + FLAGGED_QUEUE, cookie, options.seconds));
    bell.push(await drive(server.base + BELL, cookie, options.seconds));
  }
  const [q, b] = [medianLoad(queue), medianLoad(bell)];
  rows.push(
    {
      // Its total is counted (up to 10,001 flagged rows, by migration 0035's partial index), as a division's queue's is.
      metric: 'Flagged queue (decision list, Flagged, longest wait first; total counted) vs page 1: p50',
      baseline: ms(list.p50),
      smms: ms(q.p50),
      ratio: q.p50 / list.p50,
      target: '≤ 100 ms',
      pass: q.p50 <= 100,
    },
    {
      metric: "the super admin's bell (its queues, Overdue and Flagged counted): p50",
      baseline: '-',
      smms: ms(b.p50),
      ratio: Number.NaN,
      target: '≤ 300 ms',
      pass: b.p50 <= 300,
    },
  );
  return { queue: q, bell: b };
}
