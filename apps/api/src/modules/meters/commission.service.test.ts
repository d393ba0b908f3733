import { describe, expect, it } from 'vitest';
import { CONFLICT, METER_LIFECYCLE, METER_MESSAGES, type CommissionStatus, type Role } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import { refusal } from '../../test/refusal.js';
import type { Actor } from '../access/access.js';
import type { ReviewStep } from '../lifecycle/review-record.js';
import { createCommissionService } from './commission.service.js';
import type { MeterRow } from './meters.repo.js';
import type { MeterStore } from './meters.store.js';

/** An in-memory store with one meter: records what was written and audited, and drops a failed transaction. */
function fakeStore(commissionStatus: CommissionStatus) {
  const meter = {
    id: 7,
    meterSno: 'SM7',
    commissionStatus,
    communicationStatus: 'LIVE',
    techSupportStatus: null,
    comments: null,
    rejectionCategory: null,
    autoCommissioned: true,
    division: 'Agra Urban I',
    version: 3,
    photoMask: 0,
    installedOn: '2026-06-01T00:00:00.000Z',
  } as unknown as MeterRow;
  const state = { meter, audits: [] as string[], steps: [] as ReviewStep[] };
  const store = (rows: typeof state): MeterStore => ({
    kind: 'meter',
    find: async (_scope, id) => (id === rows.meter.id ? { ...rows.meter } : undefined),
    update: async (_id, version, values) => {
      if (version !== rows.meter.version) return false;
      rows.meter = { ...rows.meter, ...values, version: version + 1 } as MeterRow;
      return true;
    },
    audit: async (_actor, action) => {
      rows.audits.push(action);
    },
    recordStep: async (_actor, _id, step) => {
      rows.steps.push(step);
    },
    photoFaults: async (_id, faults) => faults.map((f) => ({ ...f, file: `photo-${f.slot}`, sha256: null })),
    undoCandidate: async () => ({ last: undefined, now: new Date(), category: null }),
    transaction: async (work) => {
      const draft = { meter: rows.meter, audits: [...rows.audits], steps: [...rows.steps] };
      const result = await work(store(draft));
      Object.assign(rows, draft);
      return result;
    },
  });
  return { state, store: store(state) };
}

const actor = (role: Role): Actor => ({
  user: { id: 1, role, firstName: 'Test', lastName: 'User', accessLevel: 'Meters,Modems' } as UserRow,
  sessionId: 1,
  via: 'cookie',
  ip: '127.0.0.1',
});

describe('the commission service, on a fake store', () => {
  it('approves a pending meter: one write with the version read, one audit entry, not auto-commissioned', async () => {
    const { state, store } = fakeStore('Pending');
    const { meter, message } = await createCommissionService({ store }).changeStatus(
      actor('BI_SUPER_ADMIN'),
      7,
      {
        commissionStatus: 'Approved',
        version: 3,
      },
    );
    expect(message).toBe(METER_LIFECYCLE.approved);
    expect(meter).toMatchObject({ commissionStatus: 'Approved', autoCommissioned: false, version: 4 });
    expect(state.audits).toEqual(['METER_APPROVED']);
  });

  it('refuses a stale version (409) before looking at the transition, and changes nothing', async () => {
    const { state, store } = fakeStore('Pending');
    const service = createCommissionService({ store });
    expect(
      await refusal(service.changeStatus(actor('AE_ADMIN'), 7, { commissionStatus: 'Approved', version: 2 })),
    ).toEqual([409, CONFLICT.staleVersion]);
    expect([state.meter.version, state.audits]).toEqual([3, []]);
  });

  it('refuses a transition outside DESIGN §5 (409), a role that may not make it (403), a bare rejection (400)', async () => {
    const cases: [CommissionStatus, Role, CommissionStatus, number][] = [
      ['Approved', 'BI_SUPER_ADMIN', 'Pending', 409],
      ['Pending', 'AE_ADMIN', 'Approved', 403],
      ['Pending', 'BI_ADMIN', 'Approved', 403],
      ['Approved', 'BI_SUPER_ADMIN', 'Rejected', 400],
      ['Pending', 'BI_SUPER_ADMIN', 'Rejected', 400],
    ];
    for (const [from, role, to, status] of cases) {
      const { state, store } = fakeStore(from);
      const [code] = await refusal(
        createCommissionService({ store }).changeStatus(actor(role), 7, { commissionStatus: to, version: 3 }),
      );
      expect(code, `${role} ${from}>${to}`).toBe(status);
      expect([state.meter.commissionStatus, state.audits]).toEqual([from, []]);
    }
  });

  it('keeps the rejection category only while a meter is rejected', async () => {
    const { state, store } = fakeStore('Pending');
    const service = createCommissionService({ store });
    await service.changeStatus(actor('BI_SUPER_ADMIN'), 7, {
      commissionStatus: 'Rejected',
      version: 3,
      rejectionCategory: 'location',
      comment: 'Wrong pole',
    });
    expect(state.meter).toMatchObject({ rejectionCategory: 'location' });
    expect(state.meter.comments).toBeNull();
    expect(state.steps).toEqual([
      { kind: 'decision', from: 'Pending', to: 'Rejected', category: 'location', comment: 'Wrong pole' },
    ]);
    await service.changeStatus(actor('AE_ADMIN'), 7, {
      commissionStatus: 'Pending',
      version: 4,
      comment: 'Fixed',
    });
    expect(state.meter).toMatchObject({ commissionStatus: 'Pending', rejectionCategory: null });
    expect(state.audits).toEqual(['METER_REJECTED', 'METER_REOPENED']);
  });

  it('decides many meters one by one, reporting each outcome and changing only the done ones', async () => {
    const { state, store } = fakeStore('Pending');
    const service = createCommissionService({ store });
    const { data, message } = await service.changeStatusBulk(actor('BI_SUPER_ADMIN'), {
      commissionStatus: 'Approved',
      items: [
        { id: 7, version: 2 },
        { id: 8, version: 1 },
        { id: 7, version: 3 },
      ],
    });
    expect(data.results.map((r) => [r.id, r.outcome, r.message])).toEqual([
      [7, 'stale', CONFLICT.staleVersion],
      [8, 'not-found', METER_MESSAGES.notFound],
      [7, 'done', METER_LIFECYCLE.approved],
    ]);
    expect([data.done, data.refused, message]).toEqual([1, 2, METER_LIFECYCLE.bulkDone('Approved', 1, 2)]);
    expect(data.results[2]?.meter).toMatchObject({ commissionStatus: 'Approved', version: 4 });
    expect(state.audits).toEqual(['METER_APPROVED']);
  });

  it('refuses a bulk rejection without its category and comment before any meter changes', async () => {
    const { state, store } = fakeStore('Pending');
    const service = createCommissionService({ store });
    expect(
      await refusal(
        service.changeStatusBulk(actor('BI_SUPER_ADMIN'), {
          commissionStatus: 'Rejected',
          items: [{ id: 7, version: 3 }],
          comment: 'No seal',
        }),
      ),
    ).toEqual([400, METER_LIFECYCLE.categoryRequired]);
    expect([state.meter.commissionStatus, state.audits]).toEqual(['Pending', []]);
  });
});
