import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ADMIN_PASSWORD, createTestApp, signIn, type TestApp } from '../../test/test-app.js';
import { PRUNE_BATCH, THROTTLE } from './throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.dbHandle.db;
const keys = async () =>
  (await db().selectFrom('authThrottle').select('key').orderBy('key').execute()).map((r) => r.key);
const ago = (minutes: number) => sql<string>`now() - make_interval(mins => ${minutes})`;

describe('auth_throttle rows are pruned on sign-in', () => {
  it('removes rows whose window ended long ago and that hold no wait; keeps current and waiting ones', async () => {
    const old = THROTTLE.pair.windowMinutes + 5;
    await db()
      .insertInto('authThrottle')
      .values([
        { key: 'pair:gone|10.0.0.1', failures: 7, windowStartedAt: ago(old), lockedUntil: null },
        { key: 'addr:10.0.0.2', failures: 40, windowStartedAt: ago(old), lockedUntil: ago(old - 1) },
        { key: 'pair:recent|10.0.0.3', failures: 2, windowStartedAt: ago(5), lockedUntil: null },
        // An old window still waiting (a clock oddity or a long delay) is left to end its wait.
        {
          key: 'pair:waiting|10.0.0.4',
          failures: 9,
          windowStartedAt: ago(old),
          lockedUntil: sql<string>`now() + interval '30 seconds'`,
        },
      ])
      .execute();
    await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    expect(await keys()).toEqual(expect.arrayContaining(['pair:recent|10.0.0.3', 'pair:waiting|10.0.0.4']));
    expect(await keys()).not.toContain('pair:gone|10.0.0.1');
    expect(await keys()).not.toContain('addr:10.0.0.2');
  });

  it('clears at most one batch per sign-in', async () => {
    await db().deleteFrom('authThrottle').execute();
    const old = THROTTLE.pair.windowMinutes + 5;
    const rows = Array.from({ length: PRUNE_BATCH + 20 }, (_, i) => ({
      key: `pair:old${i}|10.1.0.1`,
      failures: 1,
      windowStartedAt: ago(old),
      lockedUntil: null,
    }));
    await db().insertInto('authThrottle').values(rows).execute();
    await signIn(t.app, 'superadmin', ADMIN_PASSWORD);
    const left = (await keys()).filter((key) => key.startsWith('pair:old'));
    expect(left).toHaveLength(20);
  });
});
