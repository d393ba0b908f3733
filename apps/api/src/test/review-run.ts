import { expect } from 'vitest';
import { COMPARED_FIELDS } from '@smms/shared';
import { checkCounters } from './review-counters.js';
import {
  checkState,
  checkStep,
  digestUpTo,
  eventsUpTo,
  keyOf,
  lastEventId,
  snapshot,
  type Installation,
  type Snapshot,
} from './review-invariants.js';
import { CONSOLE_PEOPLE, type Answer, type ReviewWorld, type Who } from './review-world.js';

/**
 * One run of the review property: its installations (numbered `tag-…`, so runs never touch each other's and a
 * failing run replays alone), the record as it stood when the run began, and the step every call goes through:
 * make the call, then hold the invariants (review-invariants.ts, review-counters.ts) on what it left.
 */

/** What the commands choose among: the run's installations, by id, oldest first. */
export interface Model {
  meters: number[];
  modems: number[];
}

/** What happened over all runs, so the test can show the property was not vacuous. */
export type Stats = Map<string, number>;
export const count = (stats: Stats, what: string, by = 1) => stats.set(what, (stats.get(what) ?? 0) + by);

/** Every event any run on a database has seen, by id, as text: each run begins by finding them all unchanged. */
const seenOn = new WeakMap<object, Map<number, string>>();
let runs = 0;

export interface Run {
  world: ReviewWorld;
  stats: Stats;
  tag: string;
  /** The run's serial numbers, in the order its installs are made. */
  serial: number;
  /** The newest event before the run: every later one is the run's. */
  watermark: number;
  olderDigest: string;
  last: Snapshot;
  /** The steps so far, for the failure's message. */
  log: string[];
}

/**
 * The super admin's auto-commissioning rule, on and comparing every field, as each run begins (a run may turn it
 * off or narrow it): so that a run replays alone as it ran.
 */
async function ruleOn(world: ReviewWorld): Promise<void> {
  const read = await world.call('superadmin', 'GET', '/settings/auto-commission');
  expect(read.status, read.text).toBe(200);
  const { version } = read.body.data;
  const set = await world.call('superadmin', 'PUT', '/settings/auto-commission', {
    version,
    enabled: true,
    fields: [...COMPARED_FIELDS],
  });
  expect(set.status, set.text).toBe(200);
}

export async function startRun(world: ReviewWorld, stats: Stats): Promise<{ model: Model; real: Run }> {
  runs += 1;
  const tag = `RV${runs}`;
  const watermark = await lastEventId(world.db);
  const before = await eventsUpTo(world.db, watermark);
  const seen = seenOn.get(world.db) ?? new Map<number, string>();
  seenOn.set(world.db, seen);
  for (const [id, raw] of seen)
    expect(before.get(id), `event ${id} is still there, unchanged, when run ${tag} begins`).toBe(raw);
  for (const [id, raw] of before) seen.set(id, raw);
  await ruleOn(world);
  const real: Run = {
    world,
    stats,
    tag,
    serial: 0,
    watermark,
    olderDigest: await digestUpTo(world.db, watermark),
    last: await snapshot(world.db, tag, watermark),
    log: [],
  };
  count(stats, 'runs');
  // The run begins where the last one ended: every person's numbers and lists, as the last steps left them.
  await checkCounters(world, `before ${tag}`, { lists: true });
  return { model: { meters: [], modems: [] }, real };
}

export const installationsOf = (run: Run, kind: 'meter' | 'modem'): Installation[] =>
  [...run.last.installations.values()].filter((i) => i.kind === kind).sort((a, b) => a.id - b.id);

/** The installation a command's index names (commands run only when the model has one). */
export function target(run: Run, kind: 'meter' | 'modem', index: number): Installation {
  const all = installationsOf(run, kind);
  const chosen = all[index % all.length];
  if (!chosen) throw new Error(`no ${kind} to choose in ${run.tag}`);
  return chosen;
}

/** The review record the API answers for each installation the call added events to is the database's. */
async function checkRecordsAnswered(run: Run, after: Snapshot): Promise<void> {
  const added = after.events.slice(run.last.events.length);
  const touched = new Set(added.map((e) => keyOf(e.installation, e.installationId)));
  for (const key of touched) {
    const [kind, id] = key.split(':');
    const url = `/${kind === 'meter' ? 'meters' : 'modem'}/${id}/review-record`;
    const answer = await run.world.call('superadmin', 'GET', url);
    expect(answer.status, `GET ${url}: ${answer.text}`).toBe(200);
    const fields = (e: {
      id: number;
      kind: string;
      actorId: number | null;
      from: string | null;
      to: string;
    }) => [e.id, e.kind, e.actorId, e.from, e.to].join(' ');
    const stored = after.events.filter((e) => keyOf(e.installation, e.installationId) === key);
    expect(answer.body.data.map(fields), `GET ${url} answers the record as stored`).toEqual(
      stored.map(fields),
    );
  }
}

/**
 * One call and its checks. `changesNothing`: a call that must leave every installation and the record as they
 * were even when it answers 2xx (a dry run).
 */
export async function step(
  run: Run,
  model: Model,
  who: Who,
  label: string,
  act: () => Promise<Answer>,
  opts: { changesNothing?: boolean } = {},
): Promise<Answer> {
  const started = performance.now();
  const answer = await act();
  const called = performance.now();
  run.log.push(`${label} → ${answer.status}`);
  const at = `${run.tag} step ${run.log.length} (${run.log.join('; ')}) answered ${answer.text.slice(0, 300)}`;
  const after = await snapshot(run.world.db, run.tag, run.watermark);
  try {
    checkStep(run.last, after, { who, status: answer.status, ...opts }, run.world.ids);
    checkState(after, run.world.ids);
    expect(await digestUpTo(run.world.db, run.watermark), 'the events before the run are unchanged').toBe(
      run.olderDigest,
    );
    count(run.stats, 'ms in calls', Math.round(called - started));
    await checkRecordsAnswered(run, after);
    count(run.stats, 'ms in checks of the record', Math.round(performance.now() - called));
    // Each call's cards and bells for the super admin and, in turn, one other person; every 8th call everyone's,
    // with the lists they open and the officers' counts. A call costs a few ms (more on a busy machine): every
    // person's lists after each call would be most of the property's time.
    const counting = performance.now();
    const full = run.log.length % 8 === 0;
    const other = CONSOLE_PEOPLE.slice(1)[run.log.length % 3] ?? 'bi';
    await checkCounters(
      run.world,
      run.tag,
      full ? { lists: true } : { people: ['superadmin', other], lists: false },
    );
    count(run.stats, 'ms in checks of the counts', Math.round(performance.now() - counting));
  } catch (error) {
    if (error instanceof Error) error.message = `${at}\n${error.message}`;
    throw error;
  }
  count(run.stats, 'steps');
  count(run.stats, `${label.split(' ')[0]} ${answer.status < 400 ? 'done' : 'refused'}`);
  for (const e of after.events.slice(run.last.events.length)) {
    const trigger = (JSON.parse(e.raw) as { rule?: { trigger?: string } | null }).rule?.trigger;
    count(run.stats, `${e.installation} ${e.kind} ${e.actorRole ?? `rule:${trigger}`} ${e.from}>${e.to}`);
  }
  run.last = after;
  model.meters = installationsOf(run, 'meter').map((i) => i.id);
  model.modems = installationsOf(run, 'modem').map((i) => i.id);
  return answer;
}
