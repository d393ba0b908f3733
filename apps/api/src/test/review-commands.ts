import fc from 'fast-check';
import {
  bulk,
  CAPACITIES,
  communicate,
  decide,
  EDITS,
  editMeter,
  importDtrs,
  installMeter,
  installModem,
  modemHeard,
  OPTIONAL_FIELDS,
  photo,
  recommend,
  setRule,
  undoDecision,
  undoRule,
  type Actor,
  type Command,
  type Side,
} from './review-calls.js';
import type { Model, Run } from './review-run.js';
import { PEOPLE, type Who } from './review-world.js';

/**
 * What the review property generates (random sequences of review-calls.ts's calls, weighted toward the review's
 * own), how each run begins, and one scripted sequence that walks every kind of event once, so that each run of
 * the test shows each invariant held where it can bite (review.property.test.ts checks that it did).
 */

const weighted = <T>(...choices: [number, fc.Arbitrary<T>][]) =>
  fc.oneof(...choices.map(([weight, arbitrary]) => ({ weight, arbitrary })));
const anyone = fc.constantFrom(...PEOPLE);
const itsOwn = fc.constantFrom<Actor>('itsAdmin', 'itsOfficer');
/** Anyone, or the installation's own AE_ADMIN or field officer. */
const someone = weighted<Actor>([2, anyone], [1, itsOwn]);
const mostlySuperAdmin = weighted<Actor>([3, fc.constant('superadmin')], [1, anyone], [1, itsOwn]);
const superAdminMostly = weighted<Who>([3, fc.constant('superadmin')], [1, anyone]);
const side = fc.constantFrom<Side>('A', 'B');
const index = fc.nat(15);
const usually = weighted([6, fc.constant(true)], [1, fc.constant(false)]);
const rarely = weighted([5, fc.constant(false)], [1, fc.constant(true)]);
/** Mostly the capacity of the seeds, so that a meter and a DTR row match often enough for the rule to act. */
const capacity = weighted([3, fc.constant(0)], [1, fc.nat(CAPACITIES.length - 1)]);

const arbitraries: [number, fc.Arbitrary<Command>][] = [
  [3, fc.record({ who: anyone, side, dtr: fc.nat(2), capacity, photo: rarely }).map(installMeter)],
  [1, fc.record({ who: anyone, side }).map(installModem)],
  [
    3,
    fc
      .record({
        who: someone,
        meter: index,
        edit: fc.constantFrom(...Object.keys(EDITS)),
        value: fc.nat(2),
        fresh: usually,
      })
      .map(editMeter),
  ],
  [
    1,
    fc
      .record({ who: someone, meter: index, slot: fc.integer({ min: 1, max: 4 }), remove: rarely })
      .map(photo),
  ],
  [
    4,
    fc
      .record({
        who: weighted<Who>([3, fc.constant('bi')], [1, fc.constant('superadmin')], [1, anyone]),
        meter: index,
        status: weighted(
          [4, fc.constantFrom('APPROVED', 'REJECTED', 'Approved', 'Rejected')],
          [1, fc.constantFrom('PENDING', 'IN_PROGRESS', 'RESOLVED', 'ESCALATED', 'CLOSED', 'COMMISSIONED')],
        ),
        comment: usually,
        category: usually,
        version: fc.constantFrom<'read' | 'stale' | 'none'>('read', 'read', 'read', 'stale', 'none'),
      })
      .map(recommend),
  ],
  ...(['meter', 'modem'] as const).map((kind): [number, fc.Arbitrary<Command>] => [
    kind === 'meter' ? 4 : 2,
    fc
      .record({
        kind: fc.constant(kind),
        who: mostlySuperAdmin,
        target: index,
        // Mostly the next step from where the installation is (so reopenings and revocations happen), else any.
        to: weighted(
          [3, fc.constantFrom('next', 'other')],
          [1, fc.constantFrom('Approved', 'Rejected', 'Pending')],
        ),
        comment: usually,
        category: usually,
        fresh: usually,
      })
      .map(decide),
  ]),
  [
    2,
    fc
      .record({
        who: superAdminMostly,
        meters: fc.uniqueArray(index, { minLength: 1, maxLength: 4 }),
        to: fc.constantFrom<'Approved' | 'Rejected'>('Approved', 'Rejected'),
        comment: usually,
        category: usually,
        staleFirst: rarely,
      })
      .map(bulk),
  ],
  [
    2,
    fc
      .record({
        who: weighted<Who>([2, fc.constantFrom('bi', 'superadmin')], [1, anyone]),
        rows: fc.uniqueArray(fc.record({ dtr: fc.nat(2), capacity }), {
          minLength: 1,
          maxLength: 3,
          selector: (r) => r.dtr,
        }),
        dryRun: rarely,
      })
      .map(importDtrs),
  ],
  [
    2,
    fc
      .record({
        who: superAdminMostly,
        meters: fc.uniqueArray(index, { minLength: 1, maxLength: 3 }),
        unknown: rarely,
      })
      .map(communicate),
  ],
  [
    1,
    fc
      .record({
        who: superAdminMostly,
        enabled: usually,
        fields: weighted([2, fc.constant(null)], [1, fc.subarray([...OPTIONAL_FIELDS])]),
        fresh: usually,
      })
      .map(setRule),
  ],
  [1, fc.record({ who: mostlySuperAdmin, meter: index, comment: usually, fresh: usually }).map(undoRule)],
  [1, fc.record({ modem: index, live: usually }).map(modemHeard)],
  [
    2,
    fc
      .record({
        kind: fc.constantFrom('meter', 'modem'),
        who: mostlySuperAdmin,
        target: index,
        fresh: usually,
      })
      .map(undoDecision),
  ],
];

export const reviewCommands = [weighted(...arbitraries)];

/** Each run starts from a meter of each officer and a modem, so every command has something to act on. */
export async function seedRun(model: Model, run: Run): Promise<void> {
  for (const seed of [
    installMeter({ who: 'officerA', side: 'A', dtr: 0, capacity: 0, photo: false }),
    installMeter({ who: 'officerB', side: 'B', dtr: 1, capacity: 0, photo: false }),
    installModem({ who: 'officerA', side: 'A' }),
  ])
    await seed.run(model, run);
}

const reasons = { comment: true, category: true };
const read = { ...reasons, fresh: true };

/**
 * Every kind of event, in one sequence after the seeds (meters by index: M1 and M2 the seeds, then M4, M5; the
 * modem D3): the rule approving on each trigger, refusing a meter a person rejected, undone by the super admin;
 * recommendations; approvals, rejections, a revocation, reopenings by an officer and an AE_ADMIN, in bulk too;
 * evidence changes on pending and approved meters; a dry run; the rule turned off; refusals of other roles; a
 * decision undone by its maker (and refused to others, and a second time).
 */
export const SCENARIO: Command[] = [
  importDtrs({ who: 'bi', rows: [{ dtr: 0, capacity: 0 }], dryRun: false }),
  communicate({ who: 'superadmin', meters: [0], unknown: true }),
  recommend({ who: 'bi', meter: 1, status: 'Rejected', ...reasons, version: 'read' }),
  decide({ kind: 'meter', who: 'superadmin', target: 1, to: 'Rejected', ...read }),
  decide({ kind: 'meter', who: 'itsOfficer', target: 1, to: 'Pending', ...read }),
  communicate({ who: 'superadmin', meters: [1], unknown: false }),
  importDtrs({ who: 'superadmin', rows: [{ dtr: 1, capacity: 0 }], dryRun: false }),
  decide({ kind: 'meter', who: 'superadmin', target: 0, to: 'Rejected', ...read }),
  decide({ kind: 'meter', who: 'itsAdmin', target: 0, to: 'Pending', ...read }),
  installMeter({ who: 'officerA', side: 'A', dtr: 2, capacity: 0, photo: true }),
  communicate({ who: 'superadmin', meters: [2], unknown: false }),
  importDtrs({ who: 'bi', rows: [{ dtr: 2, capacity: 0 }], dryRun: true }),
  importDtrs({ who: 'bi', rows: [{ dtr: 2, capacity: 0 }], dryRun: false }),
  undoRule({ who: 'superadmin', meter: 2, comment: true, fresh: true }),
  installMeter({ who: 'aeB', side: 'B', dtr: 1, capacity: 1, photo: false }),
  communicate({ who: 'superadmin', meters: [3], unknown: false }),
  editMeter({ who: 'itsAdmin', meter: 3, edit: 'capacity', value: 0, fresh: true }),
  recommend({ who: 'bi', meter: 2, status: 'APPROVED', ...reasons, version: 'read' }),
  editMeter({ who: 'itsAdmin', meter: 2, edit: 'latitude', value: 1, fresh: true }),
  bulk({ who: 'superadmin', meters: [0, 1, 2], to: 'Approved', ...reasons, staleFirst: false }),
  editMeter({ who: 'superadmin', meter: 1, edit: 'dtr', value: 2, fresh: true }),
  photo({ who: 'itsOfficer', meter: 0, slot: 2, remove: false }),
  modemHeard({ modem: 0, live: true }),
  decide({ kind: 'modem', who: 'superadmin', target: 0, to: 'Rejected', ...read }),
  decide({ kind: 'modem', who: 'itsOfficer', target: 0, to: 'Pending', ...read }),
  setRule({ who: 'superadmin', enabled: false, fields: null, fresh: true }),
  setRule({ who: 'bi', enabled: true, fields: null, fresh: true }),
  installModem({ who: 'bi', side: 'A' }),
  communicate({ who: 'aeA', meters: [0], unknown: false }),
  decide({ kind: 'modem', who: 'superadmin', target: 0, to: 'Approved', ...read }),
  undoDecision({ kind: 'modem', who: 'superadmin', target: 0, fresh: true }),
  installMeter({ who: 'officerB', side: 'B', dtr: 0, capacity: 1, photo: false }),
  decide({ kind: 'meter', who: 'superadmin', target: 4, to: 'Rejected', ...read }),
  undoDecision({ kind: 'meter', who: 'bi', target: 4, fresh: true }),
  undoDecision({ kind: 'meter', who: 'superadmin', target: 4, fresh: true }),
  undoDecision({ kind: 'meter', who: 'superadmin', target: 4, fresh: true }),
];

/** The events the scenario writes, as review-run.ts counts them: each must have happened in the test. */
export const EVERY_EVENT = [
  'meter auto-commission rule:live Pending>Approved',
  'meter auto-commission rule:import Pending>Approved',
  'meter auto-commission-undone BI_SUPER_ADMIN Approved>Pending',
  'meter recommendation BI_ADMIN null>REJECTED',
  'meter recommendation BI_ADMIN null>APPROVED',
  'meter decision BI_SUPER_ADMIN Pending>Approved',
  'meter decision BI_SUPER_ADMIN Pending>Rejected',
  'meter decision BI_SUPER_ADMIN Approved>Rejected',
  'meter decision FIELD_OFFICER Rejected>Pending',
  'meter decision AE_ADMIN Rejected>Pending',
  'meter evidence-changed AE_ADMIN Pending>Pending',
  'meter evidence-changed BI_SUPER_ADMIN Approved>Pending',
  'meter evidence-changed FIELD_OFFICER Approved>Pending',
  'modem decision BI_SUPER_ADMIN Pending>Rejected',
  'modem decision FIELD_OFFICER Rejected>Pending',
  'modem decision-undone BI_SUPER_ADMIN Approved>Pending',
  'meter decision-undone BI_SUPER_ADMIN Rejected>Pending',
];
