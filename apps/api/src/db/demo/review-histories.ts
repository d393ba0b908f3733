import type { Insertable } from 'kysely';
import { TECH_REJECTED, type CommissionStatus, type RejectionCategoryValue } from '@smms/shared';
import type { DtrReferenceTable, MetersTable, ModemsTable } from '../schema.js';
import { dtrMatcher, settleAutoCommissioning } from './auto-commission.js';
import type { Random } from './random.js';
import { History, type DemoPerson, type Journal, type Move } from './review-steps.js';
import {
  meterMoves,
  modemMoves,
  timeline,
  withWorkingStatus,
  type ReviewCast,
  type Target,
} from './review-stories.js';
import { installerNote } from './review-texts.js';

type MeterRow = Insertable<MetersTable>;
type ModemRow = Insertable<ModemsTable>;

/** The people of the demo's histories: the cast, and each field officer as the record names them. */
export interface HistoryPeople {
  cast: ReviewCast;
  officers: Map<number, DemoPerson>;
}

const time = (t: string | Date | undefined | null) => (t ? new Date(t).getTime() : 0);

/** Plays `moves` at their times on a new history of the installation, and checks it ended where it was meant to. */
function play(history: History, moves: Move[], times: Date[], target: Target): void {
  moves.forEach((move, k) => history.apply(move, times[k] as Date));
  const { commissionStatus, autoCommissioned } = history.state;
  if (commissionStatus !== target.commissionStatus || autoCommissioned !== target.auto)
    throw new Error(
      `demo history of ${history.subject.sno} ends ${commissionStatus}, not ${target.commissionStatus}`,
    );
}

const officerOf = (people: HistoryPeople, id: number) => {
  const officer = people.officers.get(id);
  if (!officer) throw new Error(`no demo field officer ${id}`);
  return officer;
};

/**
 * Gives every planned meter the review history that ends in its planned state, as if installed and reviewed
 * through the API, with the auto-commissioning rule applied (auto-commission.ts): its steps go to `journal`, and
 * its row takes the columns replaying them gives. The planned state is only where the story is meant to end.
 */
export function reviewMeters(
  random: Random,
  people: HistoryPeople,
  plan: { meters: MeterRow[]; dtrs: Insertable<DtrReferenceTable>[] },
  journal: Journal,
  now: number,
): void {
  const dtrOf = dtrMatcher(plan.dtrs);
  plan.meters.forEach((meter, index) => {
    const live = meter.communicationStatus === 'LIVE';
    let dtr = dtrOf(meter);
    const target: Target = {
      commissionStatus: meter.commissionStatus as CommissionStatus,
      verdict: meter.techSupportStatus ?? null,
      category: (meter.rejectionCategory ?? null) as RejectionCategoryValue | null,
      auto: Boolean(meter.autoCommissioned) && dtr.matches,
      reopened: random.chance(0.12),
      undone: false,
      ruleMayApprove: false,
    };
    if (target.auto) target.reopened = false;
    const ruleWouldApprove = () =>
      target.commissionStatus === 'Pending' && live && dtr.matches && target.verdict !== TECH_REJECTED;
    if (ruleWouldApprove() && !target.reopened) {
      const settled = settleAutoCommissioning(random, meter);
      if (settled === 'auto') Object.assign(target, { commissionStatus: 'Approved', auto: true });
      if (settled === 'undone') target.undone = true;
      if (settled === 'reopened') target.reopened = true;
      dtr = dtrOf(meter);
    }
    target.ruleMayApprove = live && dtr.matches;
    const officer = officerOf(people, meter.fieldOfficerId);
    const moves = withWorkingStatus(
      random,
      people.cast,
      meterMoves(random, people.cast, officer.id, target),
      meter.techSupportProgress ?? null,
    );
    const installedOn = new Date(time(meter.installedOn));
    const history = new History(
      journal,
      {
        installation: 'meter',
        index,
        sno: meter.meterSno,
        division: meter.division ?? null,
        live,
        dtr,
      },
      officer,
      installedOn,
      { location: meter.substationName ?? meter.division ?? null },
    );
    const times = timeline(random, installedOn.getTime(), now, moves.length);
    play(history, moves, times, target);
    // The head-end heard it first when the rule approved it, and last some time after.
    const ruled = times[moves.findIndex((m) => m.kind === 'auto-commission')];
    if (ruled && time(meter.lastCommunicatedAt) < ruled.getTime())
      meter.lastCommunicatedAt = new Date(ruled.getTime() + random.next() * (now - ruled.getTime()));
    const { state } = history;
    Object.assign(meter, {
      commissionStatus: state.commissionStatus,
      techSupportStatus: state.techSupportStatus,
      techSupportProgress: state.techSupportProgress,
      rejectionCategory: state.rejectionCategory,
      autoCommissioned: state.autoCommissioned,
      version: state.version,
      updatedAt: state.updatedAt,
      comments: installerNote(random),
    });
  });
}

/**
 * The same for the modems: installed, then the super admin's decisions and reopens (modems take no
 * recommendations), decided once the modem was first heard when it was. `photos` counts each one's install
 * photos (modem-photos.ts), as its install's audit entry does.
 */
export function reviewModems(
  random: Random,
  people: HistoryPeople,
  modems: ModemRow[],
  photos: Map<number, number>,
  journal: Journal,
  now: number,
): void {
  modems.forEach((modem, index) => {
    const target: Target = {
      commissionStatus: modem.commissionStatus as CommissionStatus,
      verdict: null,
      category: (modem.rejectionCategory ?? null) as RejectionCategoryValue | null,
      auto: false,
      reopened: random.chance(0.12),
      undone: false,
      ruleMayApprove: false,
    };
    const officer = officerOf(people, modem.fieldOfficerId);
    const moves = modemMoves(random, people.cast, officer.id, target);
    const installedOn = new Date(time(modem.installedOn));
    const live = modem.communicationStatus === 'LIVE';
    const history = new History(
      journal,
      { installation: 'modem', index, sno: modem.modemSno, division: modem.division ?? null, live },
      officer,
      installedOn,
      { location: modem.division ?? null, photos: photos.get(index) ?? 0 },
    );
    const start = Math.max(installedOn.getTime(), time(modem.commissionedAt));
    play(history, moves, timeline(random, start, now, moves.length), target);
    const { state } = history;
    Object.assign(modem, {
      commissionStatus: state.commissionStatus,
      techSupportStatus: state.techSupportStatus,
      rejectionCategory: state.rejectionCategory,
      rejectionReason: state.rejectionReason,
      version: state.version,
      updatedAt: state.updatedAt,
      comments: installerNote(random),
    });
  });
}
