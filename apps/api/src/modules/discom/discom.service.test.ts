import { describe, expect, it } from 'vitest';
import { DISCOM_MESSAGES as M, METER_MESSAGES, type Role } from '@smms/shared';
import type { UserRow } from '../../db/schema.js';
import { refusal } from '../../test/refusal.js';
import type { Actor } from '../access/access.js';
import type { MeterRow } from '../meters/meters.repo.js';
import type { DtrRow } from './discom.repo.js';
import { createDiscomService } from './discom.service.js';
import { fakeDiscomStore } from './discom.fake-store.js';

const DTR = {
  dtrNo: 'DTR-9',
  substation: 'Tajganj 33/11 KV',
  district: 'Agra Urban II',
  edc: 'DVVNL',
  capacity: '250 KVA',
  region: 'Agra Zone',
  status: 'Active',
  circle: 'Agra',
  feeder: 'Fort Feeder 2',
  updatedAt: '2026-06-01T00:00:00.000Z',
} satisfies DtrRow;
const METER = {
  id: 5,
  dtrSno: 'dtr-9',
  substationName: 'Tajganj 33/11 KV',
  division: 'Agra Urban II',
  organization: 'DVVNL',
  dtrCapacity: '250 kva',
  autoCommissioned: true,
} as MeterRow;

const actor = (role: Role): Actor => ({
  user: { id: 1, role, accessLevel: 'Meters' } as UserRow,
  sessionId: 1,
  via: 'cookie',
  ip: '127.0.0.1',
});
const service = () => createDiscomService({ store: fakeDiscomStore({ dtrs: [DTR], meters: [METER] }).store });

describe('the Discom look-up (SPEC §5, §6)', () => {
  it('answers a BI_ADMIN the master row for the trimmed DTR number', async () => {
    expect(await service().lookup(actor('BI_ADMIN'), '  DTR-9 ')).toEqual(DTR);
  });

  it('refuses every other role with the spec message, even for a blank DTR number', async () => {
    // The super admin may do everything (DESIGN §4, issue 37 item 14): it reads the row as a BI_ADMIN does.
    for (const role of ['AE_ADMIN', 'FIELD_OFFICER'] as const)
      expect(await refusal(service().lookup(actor(role), ' '))).toEqual([403, M.biAdminOnly]);
    expect(await refusal(service().lookup(actor('BI_SUPER_ADMIN'), ' '))).toEqual([400, M.invalidDtr]);
  });

  it('answers 400 for a blank DTR number and 404 for an unknown one', async () => {
    expect(await refusal(service().lookup(actor('BI_ADMIN'), '   '))).toEqual([400, M.invalidDtr]);
    expect(await refusal(service().lookup(actor('BI_ADMIN'), 'X'))).toEqual([404, M.dtrNotFound('X')]);
  });
});

describe('the comparison (SPEC §3)', () => {
  it('compares the meter with its own DTR and reports the auto flag', async () => {
    const result = await service().compare(actor('AE_ADMIN'), { meterId: 5 });
    expect(result).toMatchObject({ match: true, differences: [], commissioned: true });
    // The seven fields of the comparison: the master row without circle, feeder and its date.
    const { circle: _c, feeder: _f, updatedAt: _u, ...seven } = DTR;
    expect(result.discomData).toEqual(seven);
  });

  it('answers 404 for a meter the store does not give, and 400 when no DTR number is known', async () => {
    expect(await refusal(service().compare(actor('BI_ADMIN'), { meterId: 6 }))).toEqual([
      404,
      METER_MESSAGES.notFound,
    ]);
    const store = fakeDiscomStore({ meters: [{ ...METER, dtrSno: '  ' }] }).store;
    expect(await refusal(createDiscomService({ store }).compare(actor('BI_ADMIN'), { meterId: 5 }))).toEqual([
      400,
      M.noDtrToCompare,
    ]);
  });
});
