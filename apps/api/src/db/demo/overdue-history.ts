import type { Insertable } from 'kysely';
import {
  installationStep,
  localDay,
  nextCalendarDay,
  REVIEW_TARGETS_DEFAULT,
  slaCutoffs,
  slaState,
  startOfDayIn,
  WAITING_STEPS,
  type InstallationKind,
  type LifecycleFields,
  type TargetStep,
} from '@smms/shared';
import { OVERDUE_EVERYONE, type OverdueDaysTable } from '../schema.js';
import type { Journal } from './review-steps.js';

const DAY = 86_400_000;
const VIEW: Record<InstallationKind, OverdueDaysTable['view']> = { meter: 'Meters', modem: 'Modems' };

interface Installation {
  communicationStatus?: string | null;
  circle?: string | null;
  fieldOfficerId: number;
}

/** An installation's review as its journal tells it up to an instant: its state, and when it last changed. */
interface Replayed {
  commissionStatus: string;
  techSupportStatus: string | null;
  since: number;
}

/**
 * The overdue trend the demo's history would have recorded (overdue_days, migration 0025) on each of the `days`
 * days before today, by the default review targets: each installation's state at the end of each day replayed from
 * its journal (decisions, the rule's, recommendations, a reopen clearing the verdict), in the step its state
 * names (live if it is live now), since its last event, overdue as slaState says at that instant; summed per view,
 * step and AE_ADMIN, with each step's totals. Today's rows are left to the first dashboard read, as in production.
 */
export function overdueHistory(input: {
  journal: Journal;
  installations: Record<InstallationKind, Installation[]>;
  /** Each officer's AE_ADMIN (0: none). */
  aeOf: ReadonlyMap<number, number>;
  timeZone: string;
  now: number;
  days: number;
}): Insertable<OverdueDaysTable>[] {
  const { journal, installations, aeOf, timeZone, now } = input;
  const events = new Map<string, Journal['events']>();
  for (const e of journal.events) {
    const key = `${e.installation}:${e.index}`;
    const list = events.get(key) ?? [];
    list.push(e);
    events.set(key, list);
  }
  for (const list of events.values()) list.sort((a, b) => time(a.at) - time(b.at));

  const rows = new Map<string, Insertable<OverdueDaysTable>>();
  const add = (
    day: string,
    view: OverdueDaysTable['view'],
    step: TargetStep,
    aeId: number,
    overdue: boolean,
  ) => {
    for (const id of [aeId, OVERDUE_EVERYONE]) {
      const key = `${day}|${view}|${step}|${id}`;
      const row = rows.get(key) ?? { day, view, step, aeId: id, waiting: 0, overdue: 0 };
      row.waiting = (row.waiting as number) + 1;
      if (overdue) row.overdue = (row.overdue as number) + 1;
      rows.set(key, row);
    }
  };
  const today = localDay(new Date(now), timeZone);
  for (let back = input.days; back >= 1; back -= 1) {
    const day = localDay(new Date(now - back * DAY), timeZone);
    if (day >= today) continue;
    const end = startOfDayIn(nextCalendarDay(day), timeZone).getTime();
    const cutoffs = slaCutoffs(REVIEW_TARGETS_DEFAULT, new Date(end), timeZone);
    for (const view of Object.values(VIEW))
      for (const step of WAITING_STEPS)
        rows.set(`${day}|${view}|${step}|${OVERDUE_EVERYONE}`, {
          day,
          view,
          step,
          aeId: OVERDUE_EVERYONE,
          waiting: 0,
          overdue: 0,
        });
    for (const kind of Object.keys(VIEW) as InstallationKind[])
      installations[kind].forEach((installation, index) => {
        const state = replay(events.get(`${kind}:${index}`) ?? [], end);
        if (!state) return;
        const fields: LifecycleFields = {
          commissionStatus: state.commissionStatus as LifecycleFields['commissionStatus'],
          communicationStatus: installation.communicationStatus ?? 'Offline',
          techSupportStatus: state.techSupportStatus,
        };
        const step = installationStep(fields);
        if (step === null || step === 'accepted') return;
        const sla = slaState(
          { ...fields, circle: installation.circle ?? null, stepSince: new Date(state.since).toISOString() },
          cutoffs,
        );
        add(day, VIEW[kind], step, aeOf.get(installation.fieldOfficerId) ?? 0, sla === 'overdue');
      });
  }
  return [...rows.values()];
}

const time = (at: unknown) => new Date(at as string | Date).getTime();

/** The state an installation's events leave it in at `end`; null before it was installed. */
function replay(events: Journal['events'], end: number): Replayed | null {
  let state: Replayed | null = null;
  for (const e of events) {
    const at = time(e.at);
    if (at >= end) break;
    state ??= { commissionStatus: 'Pending', techSupportStatus: null, since: at };
    state.since = at;
    if (e.kind === 'recommendation')
      state.techSupportStatus = e.toStatus === 'APPROVED' || e.toStatus === 'REJECTED' ? e.toStatus : null;
    if (e.kind === 'decision' || e.kind === 'auto-commission' || e.kind === 'auto-commission-undone') {
      state.commissionStatus = e.toStatus;
      if (e.toStatus === 'Pending') state.techSupportStatus = null;
    }
  }
  return state;
}
