import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lib/audit.js';
import { addUser } from '../../test/fixtures.js';
import { ADMIN_PASSWORD, CONSOLE, createTestApp, signIn, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let cookie: string;

const entriesOf = async (userId: number) =>
  (
    await t.app.dbHandle.db
      .selectFrom('activities')
      .select(['action', 'details'])
      .where('entityType', '=', 'user')
      .where('entityId', '=', userId)
      .orderBy('id')
      .execute()
  ).map((r) => {
    const details = (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as {
      changed?: string[];
    };
    return details.changed ? `${r.action}:${details.changed.join(',')}` : r.action;
  });

const edit = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/users/${id}`, headers: { cookie, ...CONSOLE }, payload });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('PUT /api/v1/users/:id in the audit log', () => {
  it('writes PASSWORD_CHANGED alone for a password change, and lists only the fields sent as changed', async () => {
    for (const role of ['FIELD_OFFICER', 'AE_ADMIN'] as const) {
      const user = await addUser(t.app.dbHandle.db, { username: `audit.${role}`, role });
      expect((await edit(user.id, { password: 'Changed#Pass-2026' })).statusCode).toBe(200);
      expect((await edit(user.id, { firstName: 'Renamed' })).statusCode).toBe(200);
      expect(await entriesOf(user.id)).toEqual([ACTIONS.passwordChanged, `${ACTIONS.userUpdated}:firstName`]);
    }
  });
});
