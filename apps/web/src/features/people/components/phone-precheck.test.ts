import { describe, expect, it } from 'vitest';
import { CONFLICT, USERS } from '@smms/shared';
import { precheckOutcome } from './phone-precheck';

const owner = (accessLevel: 'Meters' | 'Modems' | 'Meters,Modems', role = 'FIELD_OFFICER') => ({
  id: 7,
  firstName: 'Ravi',
  lastName: 'Kumar',
  role,
  accessLevel,
});

describe('precheckOutcome', () => {
  it('lets a free phone through', () => {
    expect(precheckOutcome(null, { view: 'Meters', role: 'FIELD_OFFICER' })).toEqual({ kind: 'free' });
    expect(precheckOutcome('out-of-scope', { view: 'Meters', role: 'FIELD_OFFICER' })).toEqual({
      kind: 'taken',
      message: CONFLICT.phone,
    });
  });

  it('offers the access grant to someone of the same role without the view', () => {
    expect(precheckOutcome(owner('Meters'), { view: 'Modems', role: 'FIELD_OFFICER' })).toMatchObject({
      kind: 'grantable',
    });
  });

  it("says the phone is taken in the view when the owner already has the view's access", () => {
    expect(precheckOutcome(owner('Meters,Modems'), { view: 'Meters', role: 'FIELD_OFFICER' })).toEqual({
      kind: 'taken',
      message: USERS.phoneExistsInView('Meters'),
    });
  });

  it('says the phone is taken when it belongs to another kind of user, or to someone else on edit', () => {
    expect(precheckOutcome(owner('Meters', 'AE_ADMIN'), { view: 'Modems', role: 'FIELD_OFFICER' })).toEqual({
      kind: 'taken',
      message: CONFLICT.phone,
    });
    expect(precheckOutcome(owner('Meters'), { view: 'Modems', role: 'FIELD_OFFICER', selfId: 3 })).toEqual({
      kind: 'taken',
      message: CONFLICT.phone,
    });
    expect(precheckOutcome(owner('Meters'), { view: 'Meters', role: 'FIELD_OFFICER', selfId: 7 })).toEqual({
      kind: 'free',
    });
  });
});
