import { describe, expect, it } from 'vitest';
import {
  checkInstallation,
  checkStep,
  keyOf,
  type EventRow,
  type Installation,
  type Snapshot,
} from './review-invariants.js';
import type { Who } from './review-world.js';

/**
 * The review property's checks (review-invariants.ts) refuse what they are there to refuse: each case below is a
 * record or a step the product must never produce, written by hand, and one the checks must let pass.
 */
const ids: Record<Who, number> = { superadmin: 1, bi: 2, aeA: 3, officerA: 4, aeB: 5, officerB: 6 };
const ROLE = { 1: 'BI_SUPER_ADMIN', 2: 'BI_ADMIN', 3: 'AE_ADMIN', 4: 'FIELD_OFFICER' } as const;

let nextId = 100;
/** An event on meter 7 by actor `by` (null: the rule). */
function event(kind: string, by: keyof typeof ROLE | null, from: string | null, to: string): EventRow {
  nextId += 1;
  const row = { id: nextId, kind, actorId: by, actorRole: by === null ? null : ROLE[by], from, to };
  return { ...row, installation: 'meter', installationId: 7, raw: JSON.stringify(row) };
}
const meter = (values: Partial<Installation> = {}): Installation => ({
  kind: 'meter',
  id: 7,
  sno: 'RV0-M7',
  officerId: ids.officerA,
  commissionStatus: 'Pending',
  communicationStatus: 'LIVE',
  techSupportStatus: null,
  autoCommissioned: false,
  version: 1,
  raw: JSON.stringify(values),
  ...values,
});
/** The check of a meter whose record is its install, then `events`. */
const check = (inst: Installation, events: EventRow[]) => () =>
  checkInstallation(inst, [event('installed', 4, null, 'Pending'), ...events], ids);

describe('checkInstallation', () => {
  it('lets a sound history pass: recommended, rejected, reopened by the officer, recommended again, approved', () => {
    const events = [
      event('recommendation', 2, null, 'REJECTED'),
      event('decision', 1, 'Pending', 'Rejected'),
      event('decision', 4, 'Rejected', 'Pending'),
      event('recommendation', 2, null, 'APPROVED'),
      event('decision', 1, 'Pending', 'Approved'),
    ];
    expect(
      check(meter({ commissionStatus: 'Approved', techSupportStatus: 'APPROVED' }), events),
    ).not.toThrow();
  });

  it('refuses a decision by anyone but the super admin, and a state without its decision', () => {
    expect(
      check(meter({ commissionStatus: 'Approved' }), [event('decision', 2, 'Pending', 'Approved')]),
    ).toThrow(/by its role/);
    expect(check(meter({ commissionStatus: 'Rejected' }), [])).toThrow(/last decision/);
  });

  it("refuses the rule's approval of a meter a person rejected, of one whose approval was undone, while silent", () => {
    const rejectedThenRule = [
      event('decision', 1, 'Pending', 'Rejected'),
      event('decision', 3, 'Rejected', 'Pending'),
      event('auto-commission', null, 'Pending', 'Approved'),
    ];
    const approved = meter({ commissionStatus: 'Approved', autoCommissioned: true });
    expect(check(approved, rejectedThenRule)).toThrow(/after a person rejected it/);
    const undoneThenRule = [
      event('auto-commission', null, 'Pending', 'Approved'),
      event('auto-commission-undone', 1, 'Approved', 'Pending'),
      event('auto-commission', null, 'Pending', 'Approved'),
    ];
    expect(check(approved, undoneThenRule)).toThrow(/again after the super admin undid it/);
    const silent = meter({
      commissionStatus: 'Approved',
      autoCommissioned: true,
      communicationStatus: 'Pending',
    });
    expect(check(silent, [event('auto-commission', null, 'Pending', 'Approved')])).toThrow(/LIVE/);
  });

  it('refuses a tech support status that is not the last verdict since the installation went back to Pending', () => {
    const reopened = [
      event('recommendation', 2, null, 'APPROVED'),
      event('decision', 1, 'Pending', 'Rejected'),
      event('decision', 3, 'Rejected', 'Pending'),
    ];
    expect(check(meter({ techSupportStatus: 'APPROVED' }), reopened)).toThrow(/last verdict/);
    expect(check(meter({ techSupportStatus: null }), reopened)).not.toThrow();
  });

  it('refuses a record that does not begin with its install', () => {
    expect(() => checkInstallation(meter(), [], ids)).toThrow(/begins with the install/);
    expect(check(meter(), [event('installed', 4, null, 'Pending')])).toThrow(/one install, first/);
  });

  it('refuses a recommendation on a decided installation', () => {
    const events = [
      event('decision', 1, 'Pending', 'Approved'),
      event('recommendation', 2, null, 'REJECTED'),
    ];
    expect(check(meter({ commissionStatus: 'Approved', techSupportStatus: 'REJECTED' }), events)).toThrow(
      /undecided/,
    );
  });
});

describe('checkStep', () => {
  const snapshot = (inst: Installation, events: EventRow[], ruleOn = true): Snapshot => ({
    installations: new Map([[keyOf('meter', 7), inst]]),
    events,
    ruleOn,
  });
  const first = event('installed', 4, null, 'Pending');

  it('refuses an event changed or lost', () => {
    const changed = { ...first, raw: `${first.raw} ` };
    const before = snapshot(meter(), [first]);
    expect(() => checkStep(before, snapshot(meter(), [changed]), { who: 'bi', status: 200 }, ids)).toThrow(
      /still there, unchanged/,
    );
    expect(() => checkStep(before, snapshot(meter(), []), { who: 'bi', status: 200 }, ids)).toThrow(
      /still there, unchanged/,
    );
  });

  it('refuses a refused call, or a dry run, that changed something', () => {
    const before = snapshot(meter(), [first]);
    const after = snapshot(meter({ version: 2, raw: 'changed' }), [first]);
    expect(() => checkStep(before, after, { who: 'superadmin', status: 409 }, ids)).toThrow(
      /changes nothing/,
    );
    expect(() => checkStep(before, after, { who: 'bi', status: 200, changesNothing: true }, ids)).toThrow(
      /changes nothing/,
    );
  });

  it("refuses an approval by a BI_ADMIN's call other than the rule's, and the rule's while it is off", () => {
    const before = snapshot(meter(), [first]);
    const byHand = event('decision', 2, 'Pending', 'Approved');
    const after = (e: EventRow) => snapshot(meter({ commissionStatus: 'Approved' }), [first, e]);
    expect(() => checkStep(before, after(byHand), { who: 'bi', status: 200 }, ids)).toThrow(/reopening/);
    const byRule = event('auto-commission', null, 'Pending', 'Approved');
    expect(() => checkStep(before, after(byRule), { who: 'bi', status: 200 }, ids)).not.toThrow();
    const off = snapshot(meter(), [first], false);
    expect(() => checkStep(off, after(byRule), { who: 'bi', status: 200 }, ids)).toThrow(
      /while the super admin/,
    );
  });

  it('refuses an event in the name of someone other than the caller', () => {
    const before = snapshot(meter(), [first]);
    const after = snapshot(meter(), [first, event('recommendation', 1, null, 'APPROVED')]);
    expect(() => checkStep(before, after, { who: 'bi', status: 200 }, ids)).toThrow(/caller's/);
  });
});
