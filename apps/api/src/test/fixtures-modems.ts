import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.js';
import type { ModemsTable } from '../db/schema.js';

let serial = 0;
export async function addModem(
  db: Db,
  values: Partial<Insertable<ModemsTable>> & Pick<Insertable<ModemsTable>, 'fieldOfficerId'>,
) {
  serial += 1;
  return db
    .insertInto('modems')
    .values({
      modemSno: `MD${String(serial).padStart(6, '0')}`,
      meterSno: `TM${serial}`,
      serviceNo: `SC${serial}`,
      division: 'Agra Urban I',
      installedOn: new Date(Date.UTC(2026, 5, 1) + serial * 60_000),
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
