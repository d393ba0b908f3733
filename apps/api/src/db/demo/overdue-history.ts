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

/**
 * The overdue trend the demo's history would have recorded (overdue_days, migration 0025) on each of the `days`
 * days before today, by the default review targets: each installation's state at the end of each day, as the last
 * step of its record before then left it (the journal's states, which review-steps.ts's History records), in the
 * step that state names (live if it is live now), since that last recorded step (as migration 0022 dated them), overdue as slaState says at that
 * instant; summed per view, step and AE_ADMIN, with each step's totals. Today's rows are left to the first
 * dashboard read, as in production.
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
  const states = new Map<string, Journal['states']>();
  for (const state of journal.states) {
    const key = `${state.installation}:${state.index}`;
    const list = states.get(key) ?? [];
    list.push(state);
    states.set(key, list);
  }
  for (const list of states.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());

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
        const state = (states.get(`${kind}:${index}`) ?? []).filter((s) => s.at.getTime() < end).at(-1);
        if (!state) return;
        const fields: LifecycleFields = {
          commissionStatus: state.commissionStatus,
          communicationStatus: installation.communicationStatus ?? 'Offline',
          techSupportStatus: state.techSupportStatus,
        };
        const step = installationStep(fields);
        if (step === null || step === 'accepted') return;
        const sla = slaState(
          { ...fields, circle: installation.circle ?? null, stepSince: state.at.toISOString() },
          cutoffs,
        );
        add(day, VIEW[kind], step, aeOf.get(installation.fieldOfficerId) ?? 0, sla === 'overdue');
      });
  }
  return [...rows.values()];
}
