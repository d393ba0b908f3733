import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from './demo-data.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { selectRows } from './array-rows.js';
import type { Db } from './connection.js';

/** Rows read as arrays are the rows `execute()` reads, on whichever database the suite runs (db/array-rows.ts). */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.dbHandle.db;
  await db.deleteFrom('users').where('username', '=', 'superadmin').execute();
  await loadDemoData(db, {
    photos: t.app.photos,
    size: { officers: 8, meters: 120, modems: 40, photos: 30 },
  });
});
afterAll(() => t.close());

describe('selectRows', () => {
  it("answers a meter list's rows exactly as execute() does: every type, nulls and photo masks", async () => {
    const query = db
      .selectFrom('meters as m')
      .innerJoin('users as u', 'u.id', 'm.fieldOfficerId')
      .selectAll('m')
      .select(['u.firstName as fieldOfficerName'])
      .select(sql<string>`m.installed_on::text`.as('positionKey'))
      .orderBy('m.id');
    const expected = await query.execute();
    expect(expected.length).toBe(120);
    expect(expected.some((r) => r.photoMask > 0)).toBe(true);
    expect(expected.some((r) => r.lastCommunicatedAt === null)).toBe(true);
    expect(await selectRows(db, query)).toEqual(expected);
  });

  it('maps the keys of a json value as the CamelCasePlugin does, and reads an empty answer', async () => {
    const query = db
      .selectFrom('modems as d')
      .select([
        'd.id',
        'd.modemSno',
        sql<unknown>`json_build_object('modem_sno', d.modem_sno, 'photo_slots', json_build_array(json_build_object('slot_no', 1)))`.as(
          'detailJson',
        ),
      ])
      .orderBy('d.id');
    const expected = await query.execute();
    expect(expected[0]?.detailJson).toEqual({ modemSno: expected[0]?.modemSno, photoSlots: [{ slotNo: 1 }] });
    expect(await selectRows(db, query)).toEqual(expected);
    expect(await selectRows(db, query.where('d.id', '<', 0))).toEqual([]);
  });

  it("reads beside a transaction, never inside it: another caller's uncommitted change is not seen", async () => {
    const meter = await db
      .selectFrom('meters')
      .select(['id', 'comments'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const read = () =>
      selectRows(db, db.selectFrom('meters').select('comments').where('id', '=', meter.id)).then((r) => r[0]);
    let during: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (tx) => {
        await tx
          .updateTable('meters')
          .set({ comments: 'not yet committed' })
          .where('id', '=', meter.id)
          .execute();
        during = read();
        // Let the read start (on PGlite it waits for the one connection this transaction holds).
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await during).toEqual({ comments: meter.comments });
  });

  it('reads with execute() inside a transaction, where no array reader is registered', async () => {
    await db.transaction().execute(async (tx) => {
      const query = tx.selectFrom('meters').select(['id', 'meterSno', 'installedOn']).orderBy('id').limit(5);
      expect(await selectRows(tx, query)).toEqual(await query.execute());
    });
  });
});
